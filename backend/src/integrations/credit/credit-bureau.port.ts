import type { FactorValues } from '@parley/domain/profile/credit-score';

/**
 * The credit bureau port. Parley's own types: a subject described by the profile, and a
 * report with a score, the bureau's reason codes as sentences, the raw factor values and the tradelines.
 *
 * Where a real bureau plugs in: no credit bureau (Experian, Equifax, TransUnion) publishes an SDK on npm; each
 * gives contracted partners an HTTPS API with its own credentials and consent rules. A driver for one implements
 * `pull` with that API (map its score model, reason codes and tradelines to `BureauReport`, throw
 * `BureauRefusal` for "no file" or frozen files), its keys go into the port's entry in core/config/providers.ts,
 * and `credit-bureau.module.ts` builds it when the configuration chose it.
 */
export interface BureauSubject {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  ssnLastFour: string;
  /** The full SSN when stored (a real bureau matches on it); the demo does not need it. */
  ssn: string | null;
  address: { line1: string; city: string; state: string; zip: string };
}

export interface BureauAccount {
  creditor: string;
  kind: 'credit_card' | 'auto_loan' | 'student_loan' | 'mortgage' | 'personal_loan' | 'collection';
  /** Cents. */
  balance_cents: number;
  /** Cents (credit limit or original amount). */
  limit_cents: number;
  status: 'current' | 'late_30' | 'late_60' | 'charged_off' | 'collection' | 'closed';
  /** YYYY-MM. */
  opened: string;
}

export interface BureauReport {
  /** The bureau's id of this pull. */
  reference: string;
  score: number;
  score_reasons: string[];
  factors: FactorValues;
  accounts: BureauAccount[];
  /** ISO instant. */
  pulled_at: string;
}

/** The bureau answered, but with no report for this subject (no file, frozen file, identity mismatch). */
export class BureauRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BureauRefusal';
  }
}

export abstract class CreditBureau {
  abstract readonly mode: 'demo' | 'live' | 'off';
  /** A soft pull: it never affects the consumer's score. Throws BureauRefusal, or any error when unreachable. */
  abstract pull(subject: BureauSubject): Promise<BureauReport>;
}
