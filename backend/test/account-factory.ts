import { statementOfAnswers } from '@parley/domain/hardship-statement';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { config } from '../src/core/config/config';
import { FieldCipher } from '../src/core/security/encryption';
import { persistDemoAccount } from '../src/database/seeders/AccountsSeeder';
import type { DemoAccount, DemoEvent, DemoPayment } from '../src/database/seeders/demo-accounts';
import type { OfferTerms } from '@parley/domain/negotiation';
import { CustomerDocument, PaymentPlan } from '../src/modules/accounts/entities';
import type { LawFirm, User } from '../src/modules/identity/entities';

const cipher = new FieldCipher(config().dataEncryptionKey);

export const terms = (
  total: number,
  payments: number,
  first: string,
  phases: OfferTerms['phases'] = [],
): OfferTerms => ({
  total_amount_cents: total,
  payments,
  first_payment_date: first,
  phases,
});

/** A consumer offer made `daysAgo` days ago: the account waits at accept_or_counteroffer. */
export const offerEvent = (offer: OfferTerms, daysAgo = 1): DemoEvent => ({
  party: 'consumer',
  action: 'offer',
  daysAgo,
  offers: [offer],
});

export interface AccountOptions {
  firstName?: string;
  lastName?: string;
  email?: string;
  state?: string;
  plaintiff?: string;
  amountCents?: number;
  lawsuit?: boolean;
  civilNumber?: string | null;
  fileNumber?: string | null;
  ssn?: string | null;
  ssnLastFour?: string;
  archived?: boolean;
  events?: DemoEvent[];
  payments?: DemoPayment[];
  plan?: DemoAccount['plan'];
  /** The consumer (created when absent; an existing one gets this account's profile). */
  user?: User;
  /** The consumer also prepared an answer to the summons for this case. */
  hasDebtAnswer?: boolean;
  /** What the consumer stated of their monthly income and expenses (cents); null states nothing. */
  financialDetails?: DemoAccount['financialDetails'] | null;
}

/** One account of `firm` with a known history (the same writer the demo seed uses, so the read model is real). */
export async function createAccount(
  em: EntityManager,
  firm: LawFirm,
  o: AccountOptions = {},
): Promise<CustomerDocument> {
  const tag = randomUUID().slice(0, 8);
  const a: DemoAccount = {
    firstName: o.firstName ?? 'Casey',
    lastName: o.lastName ?? `Tester${tag}`,
    email: o.email ?? `consumer-${tag}@example.test`,
    birthdate: '1980-05-17',
    phone: '(512) 555-0142',
    street: '100 Congress Ave',
    city: 'Austin',
    state: o.state ?? 'TX',
    zip: '78701',
    ssn: o.ssn === undefined ? null : o.ssn,
    ssnLastFour: o.ssnLastFour ?? (o.ssn ? o.ssn.slice(5) : '4321'),
    financialDetails:
      o.financialDetails === undefined ? { net_employment_income: 320000, rent: 140000, food: 50000 } : (o.financialDetails ?? {}),
    hardship: { medical: { details: 'Hospital stay in March.' } },
    ...statementOfAnswers({ medical: { details: 'Hospital stay in March.' } }),
    plaidVerified: true,
    lawsuit: o.lawsuit ?? true,
    plaintiff: o.plaintiff ?? 'Midland Credit Management, Inc.',
    civilNumber: o.civilNumber === undefined ? `2026-CV-${tag}` : o.civilNumber,
    court: 'Travis County Justice Court',
    amountCents: o.amountCents ?? 500000,
    fileNumber: o.fileNumber === undefined ? null : o.fileNumber,
    archived: o.archived ?? false,
    target: 'accept_or_counteroffer',
    events: o.events ?? [offerEvent(terms(200000, 4, '2099-01-01'))],
    payments: o.payments ?? [],
    plan: o.plan ?? null,
    hasDebtAnswer: o.hasDebtAnswer ?? false,
  };
  const doc = persistDemoAccount(em, firm, a, new Date(), cipher, o.user);
  await em.flush();
  return doc;
}

export async function setPlanStatus(
  em: EntityManager,
  doc: CustomerDocument,
  status: PaymentPlan['status'],
): Promise<void> {
  await em.nativeUpdate(PaymentPlan, { customerDocument: doc.id }, { status }, { filters: false });
}
