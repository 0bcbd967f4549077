import { ABUSE } from './abuse';
import { AMOUNT } from './amount';
import { ARREST } from './arrest';
import { ATTORNEY } from './attorney';
import { CREDIT } from './credit';
import { CRIME } from './crime';
import { DISPUTE } from './dispute';
import { GENERAL } from './general';
import { GOVT } from './govt';
import { HARASS } from './harass';
import { NOT_INTENDED } from './not-intended';
import { SEIZE } from './seize';
import { SENSITIVE } from './sensitive';
import { SHAME } from './shame';
import { THIRD_PARTY } from './third-party';
import type { LabelledMessage } from './types';
import { VIOLENCE } from './violence';
import { VOICES } from './voices';

export type { AccountFacts, LabelledMessage, RuleId } from './types';

/** The whole second evaluation set, in the order of the rule list. */
export const EVALUATION_SET_2: readonly LabelledMessage[] = [
  ...ARREST,
  ...SEIZE,
  ...NOT_INTENDED,
  ...CRIME,
  ...GOVT,
  ...ATTORNEY,
  ...AMOUNT,
  ...CREDIT,
  ...ABUSE,
  ...VIOLENCE,
  ...SHAME,
  ...HARASS,
  ...DISPUTE,
  ...THIRD_PARTY,
  ...SENSITIVE,
  ...VOICES,
  ...GENERAL,
];
