import { daysBefore, type LargeAccount } from './large-accounts';

/**
 * Turns generated accounts into column arrays, one per table, with ids handed out from blocks the writer reserved.
 * Pure (no I/O), so the unit tests check the rows the seed writes: references point at rows of the same batch,
 * sequences run 1..n per account, every delivered message has the next delivery number of its conversation.
 */

export type Column = [name: string, pgType: string];

/** A table's rows as one array per column (what `unnest` takes). */
export class ColumnRows {
  readonly data: unknown[][];
  constructor(
    readonly table: string,
    readonly columns: readonly Column[],
  ) {
    this.data = columns.map(() => []);
  }
  push(...values: unknown[]): void {
    if (values.length !== this.columns.length) throw new Error(`${this.table}: ${values.length} values for ${this.columns.length} columns`);
    for (let i = 0; i < values.length; i++) this.data[i].push(values[i]);
  }
  get length(): number {
    return this.data[0]?.length ?? 0;
  }
  column(name: string): unknown[] {
    const i = this.columns.findIndex(([n]) => n === name);
    if (i < 0) throw new Error(`${this.table} has no column ${name}`);
    return this.data[i];
  }
}

/** The first id of each reserved block; the builder counts up from them. */
export interface IdCursor {
  users: number;
  profiles: number;
  cases: number;
  documents: number;
  events: number;
  plans: number;
  conversations: number;
}

/** How many ids of each kind a batch needs (the writer reserves exactly these). */
export function idsNeeded(batch: LargeAccount[]): IdCursor {
  let documents = 0;
  let events = 0;
  let plans = 0;
  let conversations = 0;
  for (const a of batch) {
    documents += a.account.hasDebtAnswer ? 2 : 1;
    events += a.account.events.length;
    plans += a.account.plan ? 1 : 0;
    conversations += a.messages.length ? 1 : 0;
  }
  return { users: batch.length, profiles: batch.length, cases: batch.length, documents, events, plans, conversations };
}

export interface FirmRefs {
  lawFirmId: number;
  /** The collector who wrote the firm's chat messages. */
  collectorId: number;
}

export interface BatchRows {
  users: ColumnRows;
  profiles: ColumnRows;
  cases: ColumnRows;
  documents: ColumnRows;
  events: ColumnRows;
  offers: ColumnRows;
  disclosures: ColumnRows;
  plans: ColumnRows;
  intents: ColumnRows;
  conversations: ColumnRows;
  participants: ColumnRows;
  messages: ColumnRows;
}

const TS = 'timestamptz';

export function emptyBatch(): BatchRows {
  return {
    users: new ColumnRows('users', [['id', 'int'], ['kind', 'user_kind'], ['email', 'text'], ['first_name', 'text'], ['last_name', 'text'], ['created_at', TS]]),
    profiles: new ColumnRows('consumer_profiles', [
      ['id', 'int'], ['user_id', 'int'], ['birthdate', 'date'], ['phone', 'text'], ['street', 'text'], ['city', 'text'], ['state', 'text'],
      ['zip_code', 'text'], ['ssn_encrypted', 'text'], ['ssn_last_four', 'text'], ['financial_details', 'jsonb'], ['hardship', 'jsonb'],
      ['hardship_statement', 'text'], ['hardship_statement_source', 'text'], ['plaid_verified', 'boolean'],
    ]),
    cases: new ColumnRows('cases', [
      ['id', 'int'], ['user_id', 'int'], ['kind', 'case_kind'], ['lawsuit_state', 'text'], ['plaintiff_name', 'text'], ['civil_number', 'text'],
      ['court_name', 'text'], ['amount_cents', 'int'], ['created_at', TS],
    ]),
    documents: new ColumnRows('customer_documents', [
      ['id', 'int'], ['user_id', 'int'], ['case_id', 'int'], ['law_firm_id', 'int'], ['document_name', 'text'], ['file_number', 'text'],
      ['archived_by_law_firm_on', 'date'], ['rm_customer_name', 'text'], ['rm_email', 'text'], ['rm_birthdate', 'date'],
      ['rm_civil_number', 'text'], ['rm_lawsuit_state', 'text'], ['rm_plaintiff_name', 'text'], ['rm_lawsuit_amount_cents', 'int'],
      ['rm_lawsuit_exists', 'boolean'], ['rm_last_action', 'text'], ['rm_status', 'text'], ['rm_status_rank', 'smallint'],
      ['rm_status_date', TS], ['rm_current_action', 'text'], ['rm_current_action_params', 'jsonb'], ['rm_offer_total_cents', 'int'],
      ['rm_offer_payments', 'int'], ['rm_offer_tiers', 'smallint'], ['rm_first_payment_date', 'date'], ['rm_offer_percentage', 'numeric'],
      ['rm_payments_made', 'int'], ['rm_paid_cents', 'int'], ['rm_collected_cents', 'int'], ['rm_agreed_total_cents', 'int'],
      ['rm_search', 'text'], ['rm_has_debt_answer', 'boolean'], ['rm_has_detailed_data', 'boolean'], ['created_at', TS],
    ]),
    events: new ColumnRows('negotiation_events', [
      ['id', 'int'], ['customer_document_id', 'int'], ['law_firm_id', 'int'], ['sequence', 'int'], ['party', 'text'], ['action', 'text'],
      ['params', 'jsonb'], ['created_at', TS],
    ]),
    offers: new ColumnRows('historical_offers', [
      ['customer_document_id', 'int'], ['law_firm_id', 'int'], ['event_id', 'int'], ['party', 'text'], ['offer_index', 'smallint'],
      ['total_amount_cents', 'int'], ['payments', 'int'], ['first_payment_date', 'date'], ['phases', 'jsonb'], ['created_at', TS],
    ]),
    disclosures: new ColumnRows('negotiation_event_disclosures', [
      ['event_id', 'int'], ['customer_document_id', 'int'], ['law_firm_id', 'int'], ['text', 'text'], ['created_at', TS],
    ]),
    plans: new ColumnRows('payment_plans', [
      ['id', 'int'], ['customer_document_id', 'int'], ['law_firm_id', 'int'], ['user_id', 'int'], ['status', 'text'], ['total_cents', 'int'],
      ['schedule', 'jsonb'], ['autopay_day', 'smallint'], ['stripe_customer_id', 'text'], ['stripe_subscription_id', 'text'],
    ]),
    intents: new ColumnRows('stripe_payment_intents', [
      ['id', 'text'], ['customer_document_id', 'int'], ['law_firm_id', 'int'], ['payment_plan_id', 'int'], ['amount', 'int'],
      ['status', 'text'], ['created', 'bigint'], ['metadata', 'jsonb'],
    ]),
    conversations: new ColumnRows('conversations', [
      ['id', 'int'], ['customer_document_id', 'int'], ['law_firm_id', 'int'], ['consumer_id', 'int'], ['delivered_count', 'int'],
      ['last_activity_at', TS], ['created_at', TS],
    ]),
    participants: new ColumnRows('conversation_participants', [
      ['conversation_id', 'int'], ['side', 'text'], ['user_id', 'int'], ['law_firm_id', 'int'], ['last_read_seq', 'int'], ['last_read_at', TS],
    ]),
    messages: new ColumnRows('chat_messages', [
      ['conversation_id', 'int'], ['law_firm_id', 'int'], ['sender_id', 'int'], ['sender_side', 'text'], ['body', 'text'], ['status', 'text'],
      ['violations', 'jsonb'], ['masked', 'jsonb'], ['scanned_at', TS], ['delivered_at', TS], ['delivery_seq', 'int'], ['created_at', TS],
    ]),
  };
}

const json = (v: unknown) => JSON.stringify(v);
const HOUR = 3_600_000;

/**
 * The rows of one batch of a firm's accounts, as persistDemoAccount would write them (same columns, same read
 * model). `encryptSsn` seals a full SSN (the field cipher); `now` is the instant every `daysAgo` counts back from.
 */
export function rowsOf(batch: LargeAccount[], firm: FirmRefs, ids: IdCursor, now: Date, encryptSsn: (ssn: string) => string): BatchRows {
  const out = emptyBatch();
  const next = { ...ids };
  const at = (daysAgo: number) => daysBefore(now, daysAgo);
  const firmId = firm.lawFirmId;
  for (const { account: a, rm, messages } of batch) {
    const userId = next.users++;
    const opened = a.events[0]?.daysAgo ?? 0;
    out.users.push(userId, 'consumer', a.email, a.firstName, a.lastName, at(opened + 5));
    out.profiles.push(
      next.profiles++, userId, a.birthdate, a.phone, a.street, a.city, a.state, a.zip, a.ssn ? encryptSsn(a.ssn) : null, a.ssnLastFour,
      json(a.financialDetails), json(a.hardship), a.hardshipStatement, a.hardshipStatementSource, a.plaidVerified,
    );
    const caseId = next.cases++;
    out.cases.push(caseId, userId, a.lawsuit ? 'lawsuit' : 'pre_litigation', a.state, a.plaintiff, a.civilNumber, a.court, a.amountCents, at(opened + 3));
    const docId = next.documents++;
    out.documents.push(
      docId, userId, caseId, firmId, 'solosettle', a.fileNumber, a.archived ? at(1).toISOString().slice(0, 10) : null,
      rm.rmCustomerName, rm.rmEmail, rm.rmBirthdate, rm.rmCivilNumber, rm.rmLawsuitState, rm.rmPlaintiffName, rm.rmLawsuitAmountCents,
      rm.rmLawsuitExists, rm.rmLastAction, rm.rmStatus, rm.rmStatusRank, rm.rmStatusDate, rm.rmCurrentAction,
      rm.rmCurrentActionParams === null ? null : json(rm.rmCurrentActionParams), rm.rmOfferTotalCents, rm.rmOfferPayments, rm.rmOfferTiers,
      rm.rmFirstPaymentDate, rm.rmOfferPercentage, rm.rmPaymentsMade, rm.rmPaidCents, rm.rmCollectedCents, rm.rmAgreedTotalCents,
      rm.rmSearch, rm.rmHasDebtAnswer, rm.rmHasDetailedData, at(opened),
    );
    if (a.hasDebtAnswer) {
      out.documents.push(
        next.documents++, userId, caseId, null, 'debt_answer', null, null,
        null, null, null, null, null, null, null, false, null, null, null, null, null, null, null, null, null, null, null, 0, 0, 0, null,
        '', false, false, at(opened + 2),
      );
    }
    a.events.forEach((e, i) => {
      const eventId = next.events++;
      const when = at(e.daysAgo);
      out.events.push(eventId, docId, firmId, i + 1, e.party, e.action, json(e.params ?? {}), when);
      (e.offers ?? []).forEach((o, k) =>
        out.offers.push(docId, firmId, eventId, e.party, k, o.total_amount_cents, o.payments, o.first_payment_date, json(o.phases), when),
      );
      for (const text of e.disclosures ?? []) out.disclosures.push(eventId, docId, firmId, text, when);
    });
    let planId: number | null = null;
    if (a.plan) {
      planId = next.plans++;
      const tag = a.email.split('@')[0].replace(/[^a-z0-9]/g, '');
      out.plans.push(
        planId, docId, firmId, userId, a.payments.length && a.payments.length >= a.plan.schedule.length ? 'completed' : 'active',
        a.plan.totalCents, json(a.plan.schedule), Math.min(28, a.plan.autopayDay), `cus_large_${tag}`, `sub_large_${tag}`,
      );
    }
    for (const p of a.payments) {
      out.intents.push(p.id, docId, firmId, planId, p.amount, 'succeeded', Math.floor(at(p.daysAgo).getTime() / 1000), json({ commission: p.commission }));
    }
    if (messages.length) {
      const conversationId = next.conversations++;
      const times = messages.map((m) => new Date(now.getTime() - Math.max(0, m.hoursAgo) * HOUR));
      messages.forEach((m, i) => {
        out.messages.push(
          conversationId, firmId, m.fromFirm ? firm.collectorId : userId, m.fromFirm ? 'firm' : 'consumer', m.body, 'delivered', '[]', '[]',
          m.fromFirm ? times[i] : null, times[i], i + 1, times[i],
        );
      });
      const last = times[times.length - 1];
      out.conversations.push(conversationId, docId, firmId, userId, messages.length, last, new Date(times[0].getTime() - HOUR));
      // The firm has read everything; the consumer has read all but the newest message when it is the firm's.
      const consumerRead = messages[messages.length - 1].fromFirm ? messages.length - 1 : messages.length;
      out.participants.push(conversationId, 'firm', null, firmId, messages.length, last);
      out.participants.push(conversationId, 'consumer', userId, firmId, consumerRead, consumerRead ? last : null);
    }
  }
  return out;
}

const RESERVED = /[\\\n\r\t]/;

/** One value in COPY's text format: \N for null, backslash escapes for the characters the format reserves. */
export function copyValue(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v);
  const text = String(v);
  if (!RESERVED.test(text)) return text;
  return text.replace(/[\\\n\r\t]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t'));
}

/** Rows `start` to `end` (exclusive) of a table as COPY text: tab-separated, one line per row. */
export function copyText(rows: ColumnRows, start = 0, end = rows.length): string {
  let out = '';
  const cols = rows.data.length;
  for (let r = start; r < end; r++) {
    for (let c = 0; c < cols; c++) out += (c ? '\t' : '') + copyValue(rows.data[c][r]);
    out += '\n';
  }
  return out;
}
