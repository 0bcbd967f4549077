import { Payout } from './payout.entity';
import { PayoutItem } from './payout-item.entity';
import { PayoutRun } from './payout-run.entity';

export * from './payout.entity';
export * from './payout-item.entity';
export * from './payout-run.entity';

export const PAYOUT_ENTITIES = [Payout, PayoutItem, PayoutRun];
