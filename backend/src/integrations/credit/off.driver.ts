import { BureauRefusal, CreditBureau, type BureauReport, type BureauSubject } from './credit-bureau.port';

export const CREDIT_REPORTS_UNAVAILABLE = 'Credit reports are not available at the moment.';

/**
 * No bureau (CREDIT_BUREAU=off): production has no demo bureau, and until a contracted bureau's driver exists every
 * pull is answered with a refusal, which the consumer sees on the credit report's error card.
 */
export class NoCreditBureau extends CreditBureau {
  readonly mode = 'off' as const;

  pull(_subject: BureauSubject): Promise<BureauReport> {
    return Promise.reject(new BureauRefusal(CREDIT_REPORTS_UNAVAILABLE));
  }
}
