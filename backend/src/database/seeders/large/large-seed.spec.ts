import { scanCollectorMessage, DEFAULT_SCAN_CONTEXT } from '@parley/domain/compliance';
import { seededRandom } from '../demo-accounts';
import { CLEAN_COLLECTOR_LINES, largeAccount, type LargeAccount, largeAccountsOf, largePlan, LARGE_MAIN_FIRM, otherFirmAccounts, readModelOf } from './large-accounts';
import { copyText, copyValue, idsNeeded, rowsOf, type IdCursor } from './large-rows';

const NOW = new Date('2026-11-23T15:00:00Z');
const START: IdCursor = { users: 1000, profiles: 2000, cases: 3000, documents: 4000, events: 5000, plans: 6000, conversations: 7000 };

function firstBatch(accounts = 400): LargeAccount[] {
  const firm = largePlan(accounts)[0];
  return largeAccountsOf(firm, NOW, accounts).next().value as LargeAccount[];
}

describe('large data set: plan and generator', () => {
  it('plans N accounts for Demo Law Group and N/20 for each of ten other firms', () => {
    const plan = largePlan(100_000);
    expect(plan[0]).toMatchObject({ name: LARGE_MAIN_FIRM, accounts: 100_000 });
    expect(plan.slice(1).map((f) => f.accounts)).toEqual(Array(10).fill(5000));
    expect(new Set(plan.map((f) => f.name)).size).toBe(11);
    expect(new Set(plan.map((f) => f.tag)).size).toBe(11);
    expect(otherFirmAccounts(100)).toBe(20);
  });

  it('is deterministic: the same seed and time give the same accounts', () => {
    const a = firstBatch(200);
    const b = firstBatch(200);
    expect(JSON.stringify(a)).toEqual(JSON.stringify(b));
    const other = largeAccount(seededRandom(1), 1, 'x', LARGE_MAIN_FIRM, NOW);
    expect(other.account.email).not.toEqual(a[0].account.email);
  });

  it('gives every account a unique e-mail and payment ids, a story and the read model of the real projection', () => {
    const batch = firstBatch(1000);
    expect(new Set(batch.map((a) => a.account.email)).size).toBe(1000);
    const intents = batch.flatMap((a) => a.account.payments.map((p) => p.id));
    expect(new Set(intents).size).toBe(intents.length);
    for (const a of batch) {
      expect(a.account.events[0]).toMatchObject({ party: 'consumer', action: 'offer' });
      expect(a.rm).toEqual(readModelOf(a.account, NOW));
      expect(a.rm.rmCustomerName).toBe(`${a.account.firstName} ${a.account.lastName}`);
    }
  });

  it('spreads accounts over every step, with some archived, disputed and paying, and about four in ten conversations', () => {
    const batch = firstBatch(2000);
    const actions = new Set(batch.map((a) => a.rm.rmCurrentAction));
    for (const t of ['accept_or_counteroffer', 'waiting_for_customer', 'request_payment_details', 'first_payment_made'])
      expect(actions).toContain(t);
    expect(batch.some((a) => a.account.archived)).toBe(true);
    expect(batch.some((a) => a.rm.rmStatus === 'Disputed')).toBe(true);
    expect(batch.some((a) => a.account.payments.length > 0)).toBe(true);
    const withChat = batch.filter((a) => a.messages.length > 0).length / batch.length;
    expect(withChat).toBeGreaterThan(0.3);
    expect(withChat).toBeLessThan(0.5);
  });

  it('writes only collector messages the compliance scanner lets through', () => {
    expect(CLEAN_COLLECTOR_LINES.length).toBeGreaterThan(4);
    for (const a of firstBatch(300))
      for (const m of a.messages.filter((x) => x.fromFirm)) expect(scanCollectorMessage(m.body, DEFAULT_SCAN_CONTEXT)).toEqual([]);
  });
});

describe('large data set: rows', () => {
  const batch = firstBatch(300);
  const rows = rowsOf(batch, { lawFirmId: 7, collectorId: 99 }, START, NOW, (ssn) => `sealed:${ssn}`);
  const need = idsNeeded(batch);

  it('uses exactly the reserved id blocks', () => {
    expect(rows.users.column('id')).toEqual(Array.from({ length: need.users }, (_, i) => START.users + i));
    expect(rows.documents.column('id')).toEqual(Array.from({ length: need.documents }, (_, i) => START.documents + i));
    expect(rows.events.column('id')).toEqual(Array.from({ length: need.events }, (_, i) => START.events + i));
    expect(rows.plans.length).toBe(need.plans);
    expect(rows.conversations.length).toBe(need.conversations);
  });

  it('points every child row at a row of the batch', () => {
    const docs = new Set(rows.documents.column('id'));
    const events = new Set(rows.events.column('id'));
    const users = new Set(rows.users.column('id'));
    const conversations = new Set(rows.conversations.column('id'));
    for (const id of rows.events.column('customer_document_id')) expect(docs.has(id)).toBe(true);
    for (const id of rows.offers.column('event_id')) expect(events.has(id)).toBe(true);
    for (const id of rows.disclosures.column('event_id')) expect(events.has(id)).toBe(true);
    for (const id of rows.documents.column('user_id')) expect(users.has(id)).toBe(true);
    for (const id of rows.messages.column('conversation_id')) expect(conversations.has(id)).toBe(true);
    expect(new Set(rows.documents.column('law_firm_id'))).toEqual(new Set([7, null]));
  });

  it('numbers events 1..n per account and deliveries 1..n per conversation, with matching counts', () => {
    const seq = new Map<unknown, number[]>();
    rows.events.column('customer_document_id').forEach((d, i) => seq.set(d, [...(seq.get(d) ?? []), rows.events.column('sequence')[i] as number]));
    for (const list of seq.values()) expect(list).toEqual(list.map((_, i) => i + 1));
    const delivered = new Map<unknown, number[]>();
    rows.messages.column('conversation_id').forEach((c, i) => delivered.set(c, [...(delivered.get(c) ?? []), rows.messages.column('delivery_seq')[i] as number]));
    rows.conversations.column('id').forEach((c, i) => expect(delivered.get(c)).toEqual(Array.from({ length: rows.conversations.column('delivered_count')[i] as number }, (_, k) => k + 1)));
    expect(new Set(rows.messages.column('sender_id').filter((_, i) => rows.messages.column('sender_side')[i] === 'firm'))).toEqual(new Set([99]));
  });

  it('seals full SSNs and stores the read model the projection derived', () => {
    const sealed = rows.profiles.column('ssn_encrypted').filter((v) => v !== null) as string[];
    expect(sealed.length).toBeGreaterThan(0);
    for (const v of sealed) expect(v).toMatch(/^sealed:\d{9}$/);
    const settlement = rows.documents.column('document_name').map((n, i) => (n === 'solosettle' ? i : -1)).filter((i) => i >= 0);
    expect(settlement.map((i) => rows.documents.column('rm_status')[i])).toEqual(batch.map((a) => a.rm.rmStatus));
  });

  it('writes COPY text: tab-separated lines, \\N for null, reserved characters escaped', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(true)).toBe('t');
    expect(copyValue(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(copyValue('a\tb\nc\\d')).toBe('a\\tb\\nc\\\\d');
    const text = copyText(rows.users, 0, 2);
    expect(text.split('\n')).toHaveLength(3);
    expect(text.split('\n')[0].split('\t')).toHaveLength(rows.users.columns.length);
  });
});
