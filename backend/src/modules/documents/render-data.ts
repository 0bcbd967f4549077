import { createHash } from 'node:crypto';
import {
  deriveState,
  scheduleOf,
  type NegotiationEventInput,
  type OfferTerms,
  type Party,
  type ScheduledPayment,
} from '@parley/domain/negotiation';

/**
 * What each rendered PDF shows, as plain data (no ORM, no Nest): the service gathers `DocumentFacts` from the
 * database, `renderDataOf` turns them into one kind's data, the layouts draw it. The fingerprint is a digest of
 * exactly that data, so the cached PDF is reused until something it shows changes.
 */

export const DOCUMENT_KINDS = ['authorization_letter', 'settlement_agreement', 'debt_answer'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Bump when a layout changes, so every cached PDF is drawn again. */
export const LAYOUT_VERSION = 1;

export const NOT_SIGNED = 'The settlement agreement can be downloaded once the consumer has signed it.';
export const NO_DEBT_ANSWER = 'This account has no answer to the summons: the consumer has not prepared one.';

export interface FactsEvent {
  id: number;
  party: Party;
  action: NegotiationEventInput['action'];
  params: Record<string, unknown>;
  createdAt: Date;
  offers: OfferTerms[];
  disclosures: string[];
}

/** Everything the three documents may show, read from the database by DocumentFactsService. */
export interface DocumentFacts {
  customerDocumentId: number;
  createdAt: Date;
  fileNumber: string | null;
  firmName: string;
  consumer: {
    firstName: string | null;
    lastName: string | null;
    email: string;
    phone: string | null;
    street: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
  };
  case: {
    lawsuit: boolean;
    court: string | null;
    civilNumber: string | null;
    plaintiff: string | null;
    state: string | null;
    amountCents: number | null;
    timeBarred: boolean;
  } | null;
  /** When the consumer's answer to the summons was prepared; null when there is none. */
  debtAnswerAt: Date | null;
  events: FactsEvent[];
}

export interface PartyBlock {
  name: string;
  lines: string[];
}

export interface CaseBlock {
  court: string | null;
  civilNumber: string | null;
  plaintiff: string | null;
  state: string | null;
  amountCents: number | null;
  lawsuit: boolean;
}

export interface Signature {
  /** The typed signature; null when the signing event carries none (older records). */
  name: string | null;
  /** ISO timestamp. */
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
}

export interface AuthorizationLetterData {
  kind: 'authorization_letter';
  reference: string;
  /** YYYY-MM-DD: the day the consumer started negotiating through Parley (the authorization's date). */
  date: string;
  consumer: PartyBlock & { email: string; phone: string | null };
  firmName: string;
  fileNumber: string | null;
  case: CaseBlock | null;
  /** The consumer's latest proposal, with its schedule; null before any. */
  proposal: { terms: OfferTerms; schedule: ScheduledPayment[] } | null;
}

export interface SettlementAgreementData {
  kind: 'settlement_agreement';
  reference: string;
  consumer: PartyBlock;
  /** The creditor (the plaintiff); null when unknown. */
  creditor: string | null;
  firmName: string;
  fileNumber: string | null;
  case: CaseBlock | null;
  terms: OfferTerms;
  schedule: ScheduledPayment[];
  hasExtraTier: boolean;
  /** YYYY-MM-DD, and who accepted. */
  acceptedOn: string;
  acceptedBy: Party;
  /** The debt-collector disclosures that went with the firm's communications on this account, in order, unique. */
  disclosures: string[];
  signature: Signature;
}

export interface DebtAnswerData {
  kind: 'debt_answer';
  reference: string;
  court: string | null;
  state: string | null;
  civilNumber: string | null;
  plaintiff: string | null;
  defendant: PartyBlock & { email: string; phone: string | null };
  /** The plaintiff's counsel, served with the answer. */
  firmName: string;
  amountCents: number | null;
  timeBarred: boolean;
  /** YYYY-MM-DD. */
  date: string;
  /**
   * The consumer's own copy ends with a page of filing instructions (where, how, by when), marked as not to be
   * filed; the firm's copy of the filing has none.
   */
  filing?: { where: string; how: string[]; by_when: string } | null;
}

export type RenderData = AuthorizationLetterData | SettlementAgreementData | DebtAnswerData;

/** Why the document cannot be rendered (a sentence for the collector or consumer), or null when it can. */
export function refusalOf(kind: DocumentKind, facts: DocumentFacts): string | null {
  if (kind === 'settlement_agreement' && !facts.events.some(isSigning)) return NOT_SIGNED;
  if (kind === 'debt_answer' && !facts.debtAnswerAt) return NO_DEBT_ANSWER;
  return null;
}

/** The data of one document kind. Call refusalOf first: this throws when the kind cannot be rendered. */
export function renderDataOf(kind: DocumentKind, facts: DocumentFacts): RenderData {
  const refusal = refusalOf(kind, facts);
  if (refusal) throw new Error(refusal);
  const reference = `PARLEY-${facts.customerDocumentId}`;
  const consumer = consumerBlock(facts);
  const kase = facts.case ? caseBlock(facts.case) : null;
  switch (kind) {
    case 'authorization_letter': {
      const proposalEvent = [...facts.events]
        .reverse()
        .find((e) => e.party === 'consumer' && (e.action === 'offer' || e.action === 'counteroffer') && e.offers[0]);
      const terms = proposalEvent?.offers[0];
      return {
        kind,
        reference,
        date: isoDate(facts.events[0]?.createdAt ?? facts.createdAt),
        consumer: { ...consumer, email: facts.consumer.email, phone: facts.consumer.phone },
        firmName: facts.firmName,
        fileNumber: facts.fileNumber,
        case: kase,
        proposal: terms ? { terms, schedule: safeSchedule(terms)?.payments ?? [] } : null,
      };
    }
    case 'settlement_agreement': {
      const signing = [...facts.events].reverse().find(isSigning)!;
      const acceptance = [...facts.events].reverse().find((e) => e.action === 'accept');
      const accepted = agreedTermsOf(facts.events) ?? acceptedOfferOf(signing);
      if (!accepted) throw new Error('The signed account has no accepted offer.');
      const schedule = scheduleOf(accepted);
      return {
        kind,
        reference,
        consumer,
        creditor: facts.case?.plaintiff ?? null,
        firmName: facts.firmName,
        fileNumber: facts.fileNumber,
        case: kase,
        terms: accepted,
        schedule: schedule.payments,
        hasExtraTier: schedule.has_extra_tier,
        acceptedOn: isoDate(acceptance?.createdAt ?? signing.createdAt),
        acceptedBy: acceptance?.party ?? 'consumer',
        disclosures: collectorDisclosures(facts.events),
        signature: signatureOf(signing),
      };
    }
    case 'debt_answer':
      return {
        kind,
        reference,
        court: facts.case?.court ?? null,
        state: facts.case?.state ?? null,
        civilNumber: facts.case?.civilNumber ?? null,
        plaintiff: facts.case?.plaintiff ?? null,
        defendant: { ...consumer, email: facts.consumer.email, phone: facts.consumer.phone },
        firmName: facts.firmName,
        amountCents: facts.case?.amountCents ?? null,
        timeBarred: facts.case?.timeBarred ?? false,
        date: isoDate(facts.debtAnswerAt!),
      };
  }
}

/** A digest of what the PDF shows (and of the layout version): equal fingerprints draw identical documents. */
export function fingerprintOf(data: RenderData): string {
  return createHash('sha256')
    .update(JSON.stringify({ layout: LAYOUT_VERSION, data }))
    .digest('hex');
}

export const FILE_NAMES: Record<DocumentKind, (id: number) => string> = {
  authorization_letter: (id) => `authorization_letter_${id}.pdf`,
  settlement_agreement: (id) => `settlement_agreement_${id}.pdf`,
  debt_answer: (id) => `answer_to_summons_${id}.pdf`,
};

function isSigning(e: FactsEvent): boolean {
  return e.party === 'consumer' && e.action === 'signed_settlement_agreement';
}

function machineEvent(e: FactsEvent): NegotiationEventInput {
  return { ...(e.params as Partial<NegotiationEventInput>), party: e.party, action: e.action, offers: e.offers };
}

/** The accepted terms as the event history decides them (the one state machine); null if the history cannot be replayed. */
function agreedTermsOf(events: readonly FactsEvent[]): OfferTerms | null {
  try {
    return deriveState(events.map(machineEvent)).agreed;
  } catch {
    return null;
  }
}

function consumerBlock(facts: DocumentFacts): PartyBlock {
  const c = facts.consumer;
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email;
  const cityLine = [c.city, [c.state, c.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return { name, lines: [c.street, cityLine].filter((l): l is string => !!l) };
}

function caseBlock(c: NonNullable<DocumentFacts['case']>): CaseBlock {
  return {
    court: c.court,
    civilNumber: c.civilNumber,
    plaintiff: c.plaintiff,
    state: c.state,
    amountCents: c.amountCents,
    lawsuit: c.lawsuit,
  };
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function safeSchedule(terms: OfferTerms) {
  try {
    return scheduleOf(terms);
  } catch {
    return null;
  }
}

/** The terms the consumer signed, as the signing event recorded them (written by the sign step). */
function acceptedOfferOf(signing: FactsEvent): OfferTerms | null {
  const o = signing.params.accepted_offer as Partial<OfferTerms> | undefined;
  if (!o || typeof o !== 'object') return null;
  const terms: OfferTerms = {
    total_amount_cents: Number(o.total_amount_cents),
    payments: Number(o.payments),
    first_payment_date: String(o.first_payment_date),
    phases: Array.isArray(o.phases) ? o.phases : [],
  };
  return safeSchedule(terms) ? terms : null;
}

function signatureOf(signing: FactsEvent): Signature {
  const p = signing.params;
  const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
  const signedAt = text(p.signed_at, 40);
  const when = signedAt && !Number.isNaN(Date.parse(signedAt)) ? new Date(signedAt) : signing.createdAt;
  return {
    name: text(p.signature_name, 200),
    signedAt: when.toISOString(),
    ip: text(p.ip, 64),
    userAgent: text(p.user_agent, 300),
  };
}

function collectorDisclosures(events: readonly FactsEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.party !== 'collector') continue;
    for (const d of e.disclosures) if (!out.includes(d)) out.push(d);
  }
  return out;
}
