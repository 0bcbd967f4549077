import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../core/auth/session-user';
import { FileStorage } from '../../integrations/storage/storage.port';
import {
  CONSUMER_MUST_ACT,
  CONSUMER_STEP_LABEL,
  consumerStepOf,
  deriveState,
  offerErrors,
  signatureMatches,
  toOfferTerms,
  type NegotiationState,
} from '@parley/domain/negotiation';
import {
  AccountProjection,
  AccountsClock,
  AccountsReadService,
  CustomerDocument,
  DocumentName,
  NegotiationEvent,
  NegotiationEventDisclosure,
  PaymentPlan,
} from '../accounts';
import { toMachineEvent } from '../accounts/account-projection';
import { budgetFactsOf } from '../accounts/affordability-facts';
import { budgetOf } from '@parley/domain/settlement-rules/affordability';
import { summarizePlan } from '../accounts/payment-plan-summary';
import { LawFirm } from '../identity';
import { PayoutService } from '../payout';
import type { ConsumerAccept, ConsumerOffer, DisputeDebt, SignAgreement } from './dto/consumer-negotiation.dto';
import { storedFiles, toConsumerView, uploadId } from './consumer-negotiation.view';
import { NegotiationService, type Step } from './negotiation.service';

export const SETTLEMENT_NOT_FOUND = 'Settlement not found';
export const FILE_NOT_FOUND = 'File not found';
export const STALE = 'This settlement changed since you opened it. Reload the page to see the latest.';
export const NOTHING_TO_ACCEPT = 'There is no offer from the collector to accept right now.';
export const NOTHING_TO_COUNTER = 'You can counter back only while you have offers from the collector to answer.';
export const OFFER_NOT_NOW = 'Your offer is already past this stage of the negotiation.';
export const NOTHING_TO_SIGN = 'There is no settlement agreement waiting for your signature.';
export const NO_NAME_TO_SIGN =
  'Your account has no name on it. Add your first and last name to your profile, then sign.';
export const yourOfferInvalid = (errors: readonly string[]) => `Your offer is invalid: ${errors.join(', ')}`;
export const signatureMismatch = (name: string) =>
  `Please type your full name as it appears on your account (${name}) to sign.`;
export const firstDatePassed = (date: string) =>
  `This offer's first payment date (${date}) has passed. Counter back with a new date instead.`;
export const noSuchOffer = (n: number) => `There is no offer ${n} to accept.`;

export type UploadKind = 'sent_settlement_agreement' | 'sent_verification';

/** The request facts kept with a signature (the signed PDF is rendered from them). */
export interface SignatureContext {
  ip: string;
  userAgent: string;
}

/**
 * The consumer's side of a negotiation. Reads load only the signed-in consumer's own documents (another
 * consumer's id is 404, like a missing one); every command goes through NegotiationService.apply, the one writer.
 */
@Injectable()
export class ConsumerNegotiationService {
  constructor(
    private readonly em: EntityManager,
    private readonly negotiation: NegotiationService,
    private readonly projection: AccountProjection,
    private readonly read: AccountsReadService,
    private readonly clock: AccountsClock,
    private readonly payout: PayoutService,
    private readonly storage: FileStorage,
  ) {}

  /** The consumer's own settlement document (a solosettle addressed to a firm), else 404. */
  async ownDocument(em: EntityManager, me: SessionUser, id: number): Promise<CustomerDocument> {
    const doc = await em.findOne(CustomerDocument, { id, user: me.id, documentName: DocumentName.Solosettle });
    if (!doc || !doc.lawFirm) throw new NotFoundException({ error: SETTLEMENT_NOT_FOUND });
    return doc;
  }

  private async stateOf(em: EntityManager, doc: CustomerDocument) {
    const facts = await this.projection.factsOf(em, doc);
    return { facts, state: deriveState(facts.events.map(toMachineEvent)) };
  }

  async view(me: SessionUser, id: number) {
    const em = this.em;
    const doc = await this.ownDocument(em, me, id);
    const { facts, state } = await this.stateOf(em, doc);
    const firm = await em.findOneOrFail(LawFirm, doc.lawFirm!.id);
    const rows = await em.find(NegotiationEventDisclosure, { customerDocument: doc.id }, { orderBy: { id: 'asc' } });
    const disclosures = new Map<number, string[]>();
    for (const d of rows) disclosures.set(d.event.id, [...(disclosures.get(d.event.id) ?? []), d.text]);
    const [plan, budgetFacts] = await Promise.all([
      em.findOne(PaymentPlan, { customerDocument: doc.id }),
      budgetFactsOf(em.getKnex(), me.id),
    ]);
    return toConsumerView({
      doc: {
        id: doc.id,
        version: doc.version,
        firmName: firm.name,
        lawFirmId: firm.id,
        plaintiffName: facts.plaintiffName,
        debtAmountCents: facts.lawsuitAmountCents,
        civilNumber: facts.civilNumber,
        lawsuitState: facts.lawsuitState,
        lawsuitExists: facts.lawsuitExists,
        consumerName: facts.customerName ?? '',
      },
      state,
      events: facts.events,
      disclosures,
      plan: plan && {
        status: plan.status,
        totalCents: plan.totalCents,
        paymentsTotal: plan.schedule.length,
        summary: plan.status === 'pending' ? null : summarizePlan(plan.schedule, plan.totalCents, doc.rmPaidCents),
      },
      paymentsMade: doc.rmPaymentsMade,
      today: this.clock.today(),
      validFirstPaymentDate: this.read.validFirstPaymentDate(),
      budget: budgetOf(budgetFacts.bank, budgetFacts.stated),
    });
  }

  /** 'Your settlements' on the dashboard: every settlement document of the consumer, newest first. */
  async mySettlements(me: SessionUser) {
    const docs = await this.em.find(
      CustomerDocument,
      { user: me.id, documentName: DocumentName.Solosettle, lawFirm: { $ne: null } },
      { orderBy: { id: 'desc' }, populate: ['lawFirm'] },
    );
    const out = [];
    for (const doc of docs) {
      const { state } = await this.stateOf(this.em, doc);
      const step = consumerStepOf(state);
      out.push({
        id: doc.id,
        firm_name: doc.lawFirm!.getEntity().name,
        law_firm_id: doc.lawFirm!.id,
        plaintiff_name: doc.rmPlaintiffName ?? null,
        debt_amount_cents: doc.rmLawsuitAmountCents ?? null,
        step,
        status: CONSUMER_STEP_LABEL[step],
        needs_action: CONSUMER_MUST_ACT.has(step),
        updated_at: doc.rmStatusDate?.toISOString() ?? null,
        url: `/customer_documents/${doc.id}`,
      });
    }
    return { settlements: out };
  }

  /**
   * Runs one consumer command through the writer. Ownership is checked before (one 404 whether the document is
   * missing or someone else's) and again inside the transaction; `version` guards against acting on a stale page.
   */
  private async act(
    me: SessionUser,
    id: number,
    version: number | undefined,
    build: (state: NegotiationState, doc: CustomerDocument, em: EntityManager) => Step | Promise<Step>,
  ): Promise<void> {
    await this.ownDocument(this.em, me, id);
    await this.negotiation.apply(id, me, (state, doc, em) => {
      if (doc.user.id !== me.id) throw new NotFoundException({ error: SETTLEMENT_NOT_FOUND });
      if (version !== undefined && version !== doc.version) throw conflict(STALE);
      return build(state, doc, em);
    });
  }

  /** The opening offer (end of the settlement walkthrough), or a new one while the collector has not answered. */
  offer(me: SessionUser, id: number, body: ConsumerOffer) {
    const valid = this.read.validFirstPaymentDate();
    return this.act(me, id, body.version, (state, doc) => {
      const errors = offerErrors(body, valid, doc.rmLawsuitAmountCents ?? null);
      if (errors.length) this.negotiation.invalid(yourOfferInvalid(errors));
      // A disputed account is refused by the state machine with its own sentence.
      if (!state.disputed && state.current !== null && state.current !== 'accept_or_counteroffer')
        throw conflict(OFFER_NOT_NOW);
      return { event: { party: 'consumer', action: 'offer', offers: [toOfferTerms(body)] } };
    });
  }

  counteroffer(me: SessionUser, id: number, body: ConsumerOffer) {
    const valid = this.read.validFirstPaymentDate();
    return this.act(me, id, body.version, (state, doc) => {
      const errors = offerErrors(body, valid, doc.rmLawsuitAmountCents ?? null);
      if (errors.length) this.negotiation.invalid(yourOfferInvalid(errors));
      if (!state.disputed && state.current !== 'waiting_for_customer') throw conflict(NOTHING_TO_COUNTER);
      return { event: { party: 'consumer', action: 'counteroffer', offers: [toOfferTerms(body)] } };
    });
  }

  accept(me: SessionUser, id: number, body: ConsumerAccept) {
    const today = this.clock.today();
    return this.act(me, id, body.version, async (state, doc, em) => {
      if (!state.disputed) {
        if (state.current !== 'waiting_for_customer') throw conflict(NOTHING_TO_ACCEPT);
        const offer = state.openOffers[body.offer_index];
        if (!offer) this.negotiation.invalid(noSuchOffer(body.offer_index + 1));
        if (offer.first_payment_date < today) this.negotiation.invalid(firstDatePassed(offer.first_payment_date));
      }
      return {
        event: {
          party: 'consumer',
          action: 'accept',
          accepted_offer_index: body.offer_index,
          payment_details_on_file: await this.payout.hasPaymentDetails(em, doc.lawFirm!.id),
        },
      };
    });
  }

  /** The typed signature (name on the account, case and spaces aside), its time stamp and where it came from. */
  sign(me: SessionUser, id: number, body: SignAgreement, ctx: SignatureContext) {
    const name = [me.firstName, me.lastName].filter((p) => p && p.trim()).join(' ');
    return this.act(me, id, body.version, (state) => {
      if (!state.disputed && state.current !== 'waiting_for_signed_settlement_agreement')
        throw conflict(NOTHING_TO_SIGN);
      if (!name) this.negotiation.invalid(NO_NAME_TO_SIGN);
      if (!signatureMatches(body.signature_name, name)) this.negotiation.invalid(signatureMismatch(name));
      return {
        event: { party: 'consumer', action: 'signed_settlement_agreement' },
        // This exact shape is what the signed agreement PDF is rendered from.
        params: {
          signature_name: body.signature_name,
          signed_at: this.clock.now().toISOString(),
          // An IPv4 client seen through a dual-stack socket arrives as ::ffff:a.b.c.d; keep the address people know.
          ip: ctx.ip.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/, ''),
          user_agent: ctx.userAgent.slice(0, 500),
          accepted_offer: state.agreed,
        },
      };
    });
  }

  /** W-VALIDATION: the state machine decides when a dispute may be opened and pauses everything after. */
  dispute(me: SessionUser, id: number, body: DisputeDebt) {
    return this.act(me, id, body.version, () => ({
      event: { party: 'consumer', action: 'dispute' },
      params: { reason: body.reason },
    }));
  }

  /** A PDF the collector uploaded to this consumer's settlement (the agreement to sign, or the debt verification). */
  async upload(me: SessionUser, id: number, kind: UploadKind, fileId: string) {
    const doc = await this.ownDocument(this.em, me, id);
    const events = await this.em.find(NegotiationEvent, { customerDocument: doc.id, action: kind });
    for (const e of events) {
      const file = storedFiles(e.params).find((f) => uploadId(f.key) === fileId);
      if (file) return { filename: file.filename, bytes: await this.storage.get(file.key) };
    }
    throw new NotFoundException({ error: FILE_NOT_FOUND });
  }
}

function conflict(message: string): ConflictException {
  return new ConflictException({ success: false, error: message });
}
