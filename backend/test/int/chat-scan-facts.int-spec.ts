import { DISPUTED } from '@parley/domain/negotiation/labels';
import { ChatMessage, ChatSide, MessageStatus } from '../../src/modules/chat/entities';
import { chatParties, ChatParties, clockOffsetFor, scanned, sendMessage, startConversation } from '../chat-fixtures';
import { startApi, startWorkerProcess, TestApi } from '../harness';

/**
 * The compliance scan reads the account's facts from the database (the case's judgment, time bar and amount, the
 * account's dispute status, the collector's messages of the last 24 hours). Each rule that depends on one of them is
 * driven here through the chat and the real worker, once with the fact making it fire and once without.
 * The worker's chat clock stands at noon in New York, so clean messages are delivered at once.
 */
describe('chat scanning with the account facts from the database', () => {
  // The worker's clock, moved to noon in New York: the 24 hours are counted back from its now.
  const clockOffset = clockOffsetFor('America/New_York', 12);
  const workerNow = () => Date.now() + clockOffset;
  let api: TestApi;
  let worker: { stop(): Promise<void> };

  beforeAll(async () => {
    api = await startApi();
    worker = await startWorkerProcess({ CHAT_CLOCK_OFFSET_MS: String(clockOffset) });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await api?.close();
  });

  const knex = () => api.em().getKnex();

  /** A conversation on an account whose case and account rows are set as given. */
  async function conversationWith(facts: {
    caseRow?: { amount_cents?: number | null; time_barred?: boolean; judgment_entered?: boolean };
    account?: { rm_status?: string | null; rm_lawsuit_amount_cents?: number | null };
  }): Promise<{ p: ChatParties; id: number }> {
    const p = await chatParties(api);
    const { case_id: caseId } = await knex()('customer_documents').where({ id: p.doc.id }).first('case_id');
    expect(caseId).not.toBeNull();
    if (facts.caseRow) await knex()('cases').where({ id: caseId }).update(facts.caseRow);
    if (facts.account) await knex()('customer_documents').where({ id: p.doc.id }).update(facts.account);
    return { p, id: await startConversation(p) };
  }

  async function outcome(p: ChatParties, id: number, body: string): Promise<{ status: string; rules: string[] }> {
    const sent = await sendMessage(p.collector, id, body);
    expect(sent.status).toBe(201);
    const done = await scanned(p.collector, id, sent.body.data.id);
    return { status: done.status, rules: done.violations.map((v: { rule_id: string }) => v.rule_id) };
  }
  const delivered = { status: 'delivered', rules: [] };

  it('R-CREDIT: reporting the full balance is blocked on a disputed account only', async () => {
    const body = "We're reporting the full balance to Equifax, Experian and TransUnion this week.";
    const disputed = await conversationWith({ account: { rm_status: DISPUTED } });
    expect(await outcome(disputed.p, disputed.id, body)).toEqual({ status: 'blocked', rules: ['R-CREDIT'] });
    const plain = await conversationWith({});
    expect(await outcome(plain.p, plain.id, body)).toEqual(delivered);
  }, 60_000);

  it("R-AMOUNT: a balance above the case's amount is blocked; the case's column wins over the account's copy", async () => {
    const body = 'Your current balance is $4,200.00.';
    // The case says $3,000 and the account's copy says $5,000: the case is the balance.
    const above = await conversationWith({ caseRow: { amount_cents: 300_000 }, account: { rm_lawsuit_amount_cents: 500_000 } });
    expect(await outcome(above.p, above.id, body)).toEqual({ status: 'blocked', rules: ['R-AMOUNT'] });
    // The case says $4,200 and the account's copy $3,000: the statement is true.
    const exact = await conversationWith({ caseRow: { amount_cents: 420_000 }, account: { rm_lawsuit_amount_cents: 300_000 } });
    expect(await outcome(exact.p, exact.id, body)).toEqual(delivered);
    // Without an amount on the case, the account's copy is the balance.
    const copy = await conversationWith({ caseRow: { amount_cents: null }, account: { rm_lawsuit_amount_cents: 300_000 } });
    expect(await outcome(copy.p, copy.id, body)).toEqual({ status: 'blocked', rules: ['R-AMOUNT'] });
  }, 90_000);

  it('R-SEIZE: an active garnishment order may be stated once a judgment is entered, not before', async () => {
    const body = 'The garnishment order from the county court is still active.';
    const judgment = await conversationWith({ caseRow: { judgment_entered: true } });
    expect(await outcome(judgment.p, judgment.id, body)).toEqual(delivered);
    const none = await conversationWith({ caseRow: { judgment_entered: false } });
    expect(await outcome(none.p, none.id, body)).toEqual({ status: 'blocked', rules: ['R-SEIZE'] });
  }, 60_000);

  it('R-NOTINTENDED: threatening a lawsuit is blocked on a time-barred debt only', async () => {
    const body = 'We are going to file a lawsuit against you next week.';
    const barred = await conversationWith({ caseRow: { time_barred: true } });
    expect(await outcome(barred.p, barred.id, body)).toEqual({ status: 'blocked', rules: ['R-NOTINTENDED'] });
    const open = await conversationWith({ caseRow: { time_barred: false } });
    expect(await outcome(open.p, open.id, body)).toEqual(delivered);
  }, 60_000);

  it('R-HARASS rate: seven delivered collector messages in the last 24 hours block the 8th; older ones do not count', async () => {
    const body = 'Just checking in again about your account.';
    const seven = async (p: ChatParties, id: number, hoursAgo: number) => {
      const em = api.em();
      const rows = Array.from({ length: 7 }, (_, i) =>
        em.create(ChatMessage, { conversation: id, lawFirm: p.firm.id, sender: p.collectorUser.id, senderSide: ChatSide.Firm, body: `Reminder ${i + 1}.`, status: MessageStatus.Delivered }),
      );
      await em.flush();
      const at = new Date(workerNow() - hoursAgo * 3600_000);
      await knex()('chat_messages').whereIn('id', rows.map((r) => r.id)).update({ created_at: at });
    };
    const recent = await conversationWith({});
    await seven(recent.p, recent.id, 23);
    const blocked = await outcome(recent.p, recent.id, body);
    expect(blocked).toEqual({ status: 'blocked', rules: ['R-HARASS'] });
    const old = await conversationWith({});
    await seven(old.p, old.id, 25);
    expect(await outcome(old.p, old.id, body)).toEqual(delivered);
    // Six in the window: the 7th is still allowed.
    const six = await conversationWith({});
    await seven(six.p, six.id, 25);
    const firstSix = knex()('chat_messages').select('id').where({ conversation_id: six.id }).orderBy('id').limit(6);
    await knex()('chat_messages').whereIn('id', firstSix).update({ created_at: new Date(workerNow() - 3600_000) });
    expect(await outcome(six.p, six.id, body)).toEqual(delivered);
  }, 90_000);
});
