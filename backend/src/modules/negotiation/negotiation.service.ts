import { randomUUID } from 'node:crypto';
import { ConflictException, Inject, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import type { SessionUser } from '../../core/auth/session-user';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { JobName } from '../../core/queue/jobs';
import { OutboxService } from '../../core/queue/outbox.service';
import type { SettlementUpdatedMessage } from '../../core/realtime/events';
import { REDIS } from '../../core/redis/redis.module';
import { formatUsd } from '@parley/domain/money';
import {
  applyEvent,
  currentActionOf,
  deriveState,
  RefusedTransition,
  type NegotiationEventInput,
  type NegotiationState,
  type OfferTerms,
} from '@parley/domain/negotiation';
import {
  AccountProjection,
  AccountsService,
  CustomerDocument,
  HistoricalOffer,
  NegotiationEvent,
  NegotiationEventDisclosure,
} from '../accounts';
import { toMachineEvent, type AccountFacts } from '../accounts/account-projection';
import { eventText } from '../accounts/account-row';
import { User } from '../identity';
import { FirmNotifier } from '../notification-policies';
import { ConsumerNotifier } from '../notifications';
import { noticeKindOfEvent } from '@parley/domain/notifications/consumer-notices';
import { NegotiationEvents } from './negotiation-events';

export const CONFLICT = 'This account was just updated by someone else. Reload it to see its current state.';

export interface Step {
  event: NegotiationEventInput;
  params?: Record<string, unknown>;
  disclosures?: string[];
}

/**
 * The one writer of a document's negotiation state (GUIDE "One writer per state"). Each step runs the pure state
 * machine over the stored events inside one transaction, appends the event (with its offers and disclosures),
 * bumps the document's version only if nobody else did meanwhile, refreshes the read model and writes the
 * notification to the outbox. A second concurrent or repeated action gets 409 and leaves no second event.
 */
@Injectable()
export class NegotiationService {
  private readonly logger = new Logger(NegotiationService.name);
  private readonly events: NegotiationEvents;

  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountsService,
    private readonly projection: AccountProjection,
    private readonly notifier: FirmNotifier,
    private readonly outbox: OutboxService,
    private readonly consumerNotices: ConsumerNotifier,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) cfg: AppConfig,
  ) {
    this.events = new NegotiationEvents(redis, cfg);
  }

  /** The account and its derived negotiation state (firm-scoped: another firm's id is 404). */
  async stateOf(
    em: EntityManager,
    id: number,
  ): Promise<{ doc: CustomerDocument; state: NegotiationState; eventCount: number; facts: AccountFacts }> {
    const doc = await this.accounts.account(em, id);
    const facts = await this.projection.factsOf(em, doc);
    return { doc, state: deriveState(facts.events.map(toMachineEvent)), eventCount: facts.events.length, facts };
  }

  /** The account (firm-scoped), outside any transition. */
  account(id: number): Promise<CustomerDocument> {
    return this.accounts.account(this.em, id);
  }

  /** The account's derived state outside any transition (firm-scoped). */
  async state(id: number): Promise<NegotiationState> {
    return (await this.stateOf(this.em, id)).state;
  }

  async currentAction(id: number) {
    const { state } = await this.stateOf(this.em, id);
    return currentActionOf(state);
  }

  /**
   * Applies a step to the account. A step given as a function is built from the state before it (rules that need
   * the state, like the valid first payment date, throw their 422 there), inside the transaction.
   */
  async apply(
    id: number,
    actor: SessionUser | null,
    step: Step | ((state: NegotiationState, doc: CustomerDocument, em: EntityManager) => Step | Promise<Step>),
  ): Promise<NegotiationState> {
    let moved: { consumerId: number; message: SettlementUpdatedMessage } | undefined;
    const next = await this.em.transactional(async (em) => {
      const { doc, state, eventCount, facts } = await this.stateOf(em, id);
      const s = typeof step === 'function' ? await step(state, doc, em) : step;
      let next: NegotiationState;
      try {
        next = applyEvent(state, s.event);
      } catch (err) {
        if (err instanceof RefusedTransition) throw new ConflictException({ success: false, error: err.message });
        throw err;
      }
      const version = doc.version;
      const bumped = await em.nativeUpdate(CustomerDocument, { id: doc.id, version }, { version: version + 1 });
      if (bumped !== 1) throw new ConflictException({ success: false, error: CONFLICT });
      doc.version = version + 1;
      const firm = doc.lawFirm!;
      const event = em.create(NegotiationEvent, {
        customerDocument: doc,
        lawFirm: firm,
        sequence: eventCount + 1,
        party: s.event.party,
        action: s.event.action,
        params: { ...(s.params ?? {}), ...machineParams(s.event) },
        actor: actor ? em.getReference(User, actor.id) : null,
      });
      (s.event.offers ?? []).forEach((o: OfferTerms, offerIndex) =>
        em.create(HistoricalOffer, {
          customerDocument: doc,
          lawFirm: firm,
          event,
          party: s.event.party,
          offerIndex,
          totalAmountCents: o.total_amount_cents,
          payments: o.payments,
          firstPaymentDate: o.first_payment_date,
          phases: o.phases,
        }),
      );
      for (const text of s.disclosures ?? []) {
        em.create(NegotiationEventDisclosure, { event, customerDocument: doc, lawFirm: firm, text });
      }
      await em.flush();
      // The facts read above plus this event (not a second read of them all): the read model, in this transaction.
      await this.projection.refreshAfterEvent(em, doc, facts, {
        id: event.id,
        party: event.party,
        action: event.action,
        params: event.params,
        createdAt: event.createdAt,
        offers: s.event.offers ?? [],
      });
      this.notifyFirm(em, doc, event, next, s.event.offers ?? []);
      this.notifyConsumer(em, doc, s);
      this.queueAutoAnswer(em, doc, event);
      try {
        await em.flush();
      } catch (err) {
        // The unique (document, sequence) index is the last line against a racing writer.
        if ((err as { code?: string }).code === '23505')
          throw new ConflictException({ success: false, error: CONFLICT });
        throw err;
      }
      moved = {
        consumerId: doc.user.id,
        message: { customer_document_id: doc.id, version: doc.version, party: event.party, action: event.action },
      };
      return next;
    });
    // Only once the change is committed: a page that reloads on the signal must find it.
    if (moved) {
      try {
        this.events.settlementUpdated(moved.consumerId, moved.message);
      } catch (err) {
        this.logger.warn(`settlement:updated not sent for ${moved.message.customer_document_id}: ${String(err)}`);
      }
    }
    return next;
  }

  /**
   * A consumer's offer (a new one or a counter back) may be answered by the firm's settlement rule: the worker's
   * answer-offer job decides, with the account's version this offer leaves so it acts only if nobody acted since.
   */
  private queueAutoAnswer(em: EntityManager, doc: CustomerDocument, event: NegotiationEvent): void {
    if (event.party !== 'consumer' || (event.action !== 'offer' && event.action !== 'counteroffer')) return;
    this.outbox.enqueue(
      em,
      JobName.AnswerOffer,
      { customerDocumentId: doc.id, offerEventId: event.id, version: doc.version },
      // The event id alone could repeat after a database reset; a job id must never be reused.
      `${doc.id}.${event.id}.${randomUUID()}`,
    );
  }

  /**
   * The consumer hears of the firm's counteroffer or acceptance, the agreement to sign, verification of a disputed
   * debt and each payment recorded (its receipt; the last one says the plan is paid in full), once, with the event.
   */
  private notifyConsumer(em: EntityManager, doc: CustomerDocument, s: Step): void {
    const kind = noticeKindOfEvent(s.event);
    if (!kind || !doc.lawFirm) return;
    const amount = Number(s.params?.amount_cents);
    this.consumerNotices.notify(em, {
      kind,
      consumerId: doc.user.id,
      lawFirmId: doc.lawFirm.id,
      customerDocumentId: doc.id,
      facts: {
        ...(Number.isInteger(amount) && amount > 0 ? { amountCents: amount } : {}),
        ...(s.event.payments_made !== undefined ? { paymentsMade: s.event.payments_made } : {}),
        ...(s.event.payments_total !== undefined ? { paymentsTotal: s.event.payments_total } : {}),
      },
    });
  }

  /**
   * make_offer when the consumer offers or counters; auto_answer when the firm's settlement rule answered an offer;
   * request_* when the account starts waiting on the firm.
   */
  private notifyFirm(
    em: EntityManager,
    doc: CustomerDocument,
    event: NegotiationEvent,
    next: NegotiationState,
    offers: OfferTerms[],
  ): void {
    let eventType: 'make_offer' | 'request_payment_details' | 'request_settlement_agreement' | 'auto_answer' | null =
      null;
    let detail: string | undefined;
    if (event.party === 'consumer' && (event.action === 'offer' || event.action === 'counteroffer'))
      eventType = 'make_offer';
    else if (event.party === 'system' && (event.action === 'accept' || event.action === 'counteroffer')) {
      eventType = 'auto_answer';
      detail = `${eventText(event.party, event.action, offers, event.params)}.`;
    }
    else if (event.party === 'consumer' && event.action === 'accept') {
      eventType =
        next.current === 'request_payment_details' ? 'request_payment_details' : 'request_settlement_agreement';
    }
    if (!eventType) return;
    this.notifier.notify(em, {
      eventKey: event.id,
      lawFirmId: doc.lawFirm!.id,
      eventType,
      customerDocumentId: doc.id,
      lawsuitState: doc.rmLawsuitState ?? null,
      summary: {
        customerName: doc.rmCustomerName ?? undefined,
        plaintiffName: doc.rmPlaintiffName ?? undefined,
        amount: doc.rmOfferTotalCents ? formatUsd(doc.rmOfferTotalCents) : undefined,
        detail,
      },
    });
  }

  invalid(message: string, extra: Record<string, unknown> = {}): never {
    throw new UnprocessableEntityException({ success: false, error: message, errors: [message], ...extra });
  }
}

/** The state machine's inputs kept on the event, so the history can be replayed. */
function machineParams(e: NegotiationEventInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (e.accepted_offer_index !== undefined) out.accepted_offer_index = e.accepted_offer_index;
  if (e.payment_details_on_file !== undefined) out.payment_details_on_file = e.payment_details_on_file;
  if (e.payments_made !== undefined) out.payments_made = e.payments_made;
  if (e.payments_total !== undefined) out.payments_total = e.payments_total;
  return out;
}
