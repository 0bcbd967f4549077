import type { EntityManager } from '@mikro-orm/core';
import { UNSCOPED } from '../../core/database/firm-scope';
import { FieldCipher } from '../../core/security/encryption';
import { projectAccount } from '../../modules/accounts/account-projection';
import {
  Case,
  CaseKind,
  ConsumerProfile,
  CustomerDocument,
  DocumentName,
  HistoricalOffer,
  NegotiationEvent,
  NegotiationEventDisclosure,
  PaymentPlan,
  StripePaymentIntent,
} from '../../modules/accounts/entities';
import { LawFirm, User, UserKind } from '../../modules/identity/entities';
import { demoProjectionInput, type DemoAccount } from './demo-accounts';

/**
 * Writes demo accounts: consumer, profile, case, the settlement document, its events (with offers and
 * disclosures), payments and plan, and the read model computed by the same projection the API uses.
 * The caller flushes.
 */
export function persistDemoAccount(
  em: EntityManager,
  firm: LawFirm,
  a: DemoAccount,
  now: Date,
  cipher: FieldCipher,
  existingUser?: User,
): CustomerDocument {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const user =
    existingUser ??
    em.create(User, {
      kind: UserKind.Consumer,
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      passwordHash: null,
    });
  em.create(ConsumerProfile, {
    user,
    birthdate: a.birthdate,
    phone: a.phone,
    street: a.street,
    city: a.city,
    state: a.state,
    zipCode: a.zip,
    ssnEncrypted: a.ssn ? cipher.encrypt(a.ssn) : null,
    ssnLastFour: a.ssnLastFour,
    financialDetails: a.financialDetails,
    hardship: a.hardship,
    hardshipStatement: a.hardshipStatement,
    hardshipStatementSource: a.hardshipStatementSource,
    plaidVerified: a.plaidVerified,
  });
  // When the account was opened: its first event (the consumer's offer), or today for one without events yet.
  const opened = a.events[0]?.daysAgo ?? 0;
  const kase = em.create(Case, {
    user,
    kind: a.lawsuit ? CaseKind.Lawsuit : CaseKind.PreLitigation,
    lawsuitState: a.state,
    plaintiffName: a.plaintiff,
    civilNumber: a.civilNumber,
    courtName: a.court,
    amountCents: a.amountCents,
    createdAt: at(opened + 3),
  });
  const doc = em.create(CustomerDocument, {
    user,
    case: kase,
    lawFirm: firm,
    documentName: DocumentName.Solosettle,
    fileNumber: a.fileNumber,
    archivedByLawFirmOn: a.archived ? at(1).toISOString().slice(0, 10) : null,
    createdAt: at(opened),
  });
  if (a.hasDebtAnswer) {
    em.create(CustomerDocument, {
      user,
      case: kase,
      lawFirm: null,
      documentName: DocumentName.DebtAnswer,
      createdAt: at(opened + 2),
    });
  }
  a.events.forEach((e, i) => {
    const event = em.create(NegotiationEvent, {
      customerDocument: doc,
      lawFirm: firm,
      sequence: i + 1,
      party: e.party,
      action: e.action,
      params: e.params ?? {},
      createdAt: at(e.daysAgo),
    });
    (e.offers ?? []).forEach((o, offerIndex) =>
      em.create(HistoricalOffer, {
        customerDocument: doc,
        lawFirm: firm,
        event,
        party: e.party,
        offerIndex,
        totalAmountCents: o.total_amount_cents,
        payments: o.payments,
        firstPaymentDate: o.first_payment_date,
        phases: o.phases,
        createdAt: at(e.daysAgo),
      }),
    );
    for (const text of e.disclosures ?? []) {
      em.create(NegotiationEventDisclosure, {
        event,
        customerDocument: doc,
        lawFirm: firm,
        text,
        createdAt: at(e.daysAgo),
      });
    }
  });
  const plan = a.plan
    ? em.create(PaymentPlan, {
        customerDocument: doc,
        lawFirm: firm,
        user,
        status: a.payments.length && a.payments.length >= a.plan.schedule.length ? 'completed' : 'active',
        totalCents: a.plan.totalCents,
        schedule: a.plan.schedule,
        autopayDay: Math.min(28, a.plan.autopayDay),
        stripeCustomerId: `cus_demo_${a.email.split('@')[0].replace(/[^a-z0-9]/g, '')}`,
        stripeSubscriptionId: `sub_demo_${a.email.split('@')[0].replace(/[^a-z0-9]/g, '')}`,
      })
    : null;
  for (const p of a.payments) {
    em.create(StripePaymentIntent, {
      id: p.id,
      customerDocument: doc,
      lawFirm: firm,
      paymentPlan: plan,
      amount: p.amount,
      status: 'succeeded',
      created: String(Math.floor(at(p.daysAgo).getTime() / 1000)),
      metadata: { commission: p.commission },
    });
  }
  em.assign(
    doc,
    projectAccount(
      demoProjectionInput(a, { customerName: `${user.firstName ?? a.firstName} ${user.lastName ?? a.lastName}`, email: user.email }, at),
    ),
  );
  return doc;
}

/** True when the firm already has accounts (the demo seed then leaves them alone: it is idempotent). */
export async function firmHasAccounts(em: EntityManager, firm: LawFirm): Promise<boolean> {
  return (await em.count(CustomerDocument, { lawFirm: firm }, UNSCOPED)) > 0;
}
