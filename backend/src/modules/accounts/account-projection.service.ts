import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UNSCOPED } from '../../core/database/firm-scope';
import type { OfferTerms } from '@parley/domain/negotiation';
import { User } from '../identity/entities';
import { projectAccount, type AccountFacts } from './account-projection';
import {
  Case,
  ConsumerProfile,
  CustomerDocument,
  DocumentName,
  HistoricalOffer,
  NegotiationEvent,
  StripePaymentIntent,
} from './entities';

/**
 * Keeps the accounts read model current. Every writer of an account's events, offers, payments or facts calls
 * `refresh` inside its own transaction (before flush), so the list never shows a state the events do not.
 * Runs unscoped: the caller has already authorized the document.
 */
@Injectable()
export class AccountProjection {
  async refresh(em: EntityManager, doc: CustomerDocument): Promise<void> {
    em.assign(doc, projectAccount(await this.factsOf(em, doc)));
  }

  /**
   * The read model after the negotiation writer appended `event` to the facts it read at the start of the same
   * transaction: instead of reading every fact a second time, only the succeeded payments are read again (a payment
   * step records one before its event); the consumer's name, case, profile and debt answers are not changed by a
   * negotiation step, and the file number is taken from the document as it is now.
   */
  async refreshAfterEvent(em: EntityManager, doc: CustomerDocument, before: AccountFacts, event: AccountFacts['events'][number]): Promise<void> {
    const payments = await em.find(StripePaymentIntent, { customerDocument: doc.id, status: 'succeeded' }, UNSCOPED);
    em.assign(
      doc,
      projectAccount({
        ...before,
        fileNumber: doc.fileNumber ?? null,
        events: [...before.events, event],
        succeededPayments: payments.map(succeededPayment),
      }),
    );
  }

  async factsOf(em: EntityManager, doc: CustomerDocument): Promise<AccountFacts> {
    // Sequential on purpose: inside a transaction every query shares one connection.
    const user = await em.findOneOrFail(User, doc.user.id, UNSCOPED);
    const kase = doc.case ? await em.findOne(Case, doc.case.id, UNSCOPED) : null;
    const profile = await em.findOne(ConsumerProfile, { user: doc.user.id }, UNSCOPED);
    const events = await em.find(
      NegotiationEvent,
      { customerDocument: doc.id },
      { ...UNSCOPED, orderBy: { sequence: 'asc' } },
    );
    const offers = await em.find(
      HistoricalOffer,
      { customerDocument: doc.id },
      { ...UNSCOPED, orderBy: { id: 'asc' } },
    );
    const payments = await em.find(StripePaymentIntent, { customerDocument: doc.id, status: 'succeeded' }, UNSCOPED);
    const debtAnswers = doc.case
      ? await em.count(CustomerDocument, { case: doc.case.id, documentName: DocumentName.DebtAnswer }, UNSCOPED)
      : 0;
    const termsOf = (o: HistoricalOffer): OfferTerms => ({
      total_amount_cents: o.totalAmountCents,
      payments: o.payments,
      first_payment_date: o.firstPaymentDate,
      phases: o.phases,
    });
    const offersByEvent = new Map<number, HistoricalOffer[]>();
    for (const o of offers) offersByEvent.set(o.event.id, [...(offersByEvent.get(o.event.id) ?? []), o]);
    return {
      customerName: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
      email: user.email,
      birthdate: profile?.birthdate ?? null,
      fileNumber: doc.fileNumber ?? null,
      civilNumber: kase?.civilNumber ?? null,
      lawsuitState: kase?.lawsuitState ?? profile?.state ?? null,
      plaintiffName: kase?.plaintiffName ?? null,
      lawsuitAmountCents: kase?.amountCents ?? null,
      lawsuitExists: kase?.kind === 'lawsuit',
      hasDebtAnswer: debtAnswers > 0,
      hasDetailedData: !!profile && Object.values(profile.financialDetails).some((v) => v !== null && v !== undefined),
      events: events.map((e) => ({
        id: e.id,
        party: e.party,
        action: e.action,
        params: e.params,
        createdAt: e.createdAt,
        offers: (offersByEvent.get(e.id) ?? []).sort((a, b) => a.offerIndex - b.offerIndex).map(termsOf),
      })),
      succeededPayments: payments.map(succeededPayment),
    };
  }
}

function succeededPayment(p: StripePaymentIntent): AccountFacts['succeededPayments'][number] {
  return { amount: p.amount, commission: Number(p.metadata.commission) || 0 };
}
