import { AUTHORS_TUNING_HALF, AUTHORS_UNTOUCHED_HALF } from '../authors-set';
import { CORPUS } from '../corpus';
import { EVALUATION_SET } from '../evaluation-set';
import { EVALUATION_SET_2 } from '../evaluation-set-2';
import { HOLDOUT } from '../holdout';
import { COMPLIANT, FALLBACK } from '../rewrite';
import { TUNING_BATCH } from '../tuning-batch';
import { TUNING_BATCH_2 } from '../tuning-batch-2';
import { DEFAULT_SCAN_CONTEXT, type ScanContext } from '../types';
import type { CorpusMessage } from '../corpus';
import { fnv1a } from './train';

/**
 * What the statistical layer is trained on: every labelled message: the corpus, the holdout batches, both halves of
 * the first evaluation set, both tuning batches, the second evaluation set, both halves of the four-author set and the
 * rewrite's own sentences. (The second evaluation set and the four-author set's untouched half measured the scanner
 * until they became tuning data.)
 */
export const MODEL_TUNING_MESSAGES: readonly CorpusMessage[] = [
  ...CORPUS,
  ...HOLDOUT,
  ...EVALUATION_SET,
  ...TUNING_BATCH,
  ...TUNING_BATCH_2,
  ...AUTHORS_TUNING_HALF,
  ...EVALUATION_SET_2.map((m) => ({ body: m.text, expect: [...m.violates], ctx: m.facts })),
  ...AUTHORS_UNTOUCHED_HALF,
  ...rewriteSentences(),
];

/**
 * The sentences the rewrite offers are compliant by construction, under every combination of the facts they depend
 * on: the model learns them as clean, so that it never blocks the suggestion it is asked to check.
 */
function rewriteSentences(): CorpusMessage[] {
  const facts: Array<Partial<ScanContext>> = [
    {},
    { accountHasJudgment: true },
    { accountTimeBarred: true },
    { accountDisputed: true },
    { accountBalanceCents: 120000 },
  ];
  const out = new Map<string, CorpusMessage>();
  for (const ctx of facts)
    for (const say of Object.values(COMPLIANT)) {
      const body = say({ ...DEFAULT_SCAN_CONTEXT, ...ctx });
      if (body && !out.has(body)) out.set(body, { body, expect: [], ctx });
    }
  out.set(FALLBACK, { body: FALLBACK, expect: [] });
  return [...out.values()];
}

/** A fingerprint of the tuning messages: the weights record the one they were trained on. */
export function tuningFingerprint(messages: readonly CorpusMessage[] = MODEL_TUNING_MESSAGES): string {
  let h = 0;
  for (const m of messages) h = fnv1a(`${h}|${m.body}|${[...m.expect].sort().join()}|${JSON.stringify(m.ctx ?? {})}`);
  return `${messages.length}:${h.toString(16)}`;
}
