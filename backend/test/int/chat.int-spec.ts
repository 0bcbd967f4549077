import { ConsumerNotifier } from '../../src/modules/notifications';
import type { Socket } from 'socket.io-client';
import { CHAT_ERRORS, REFUSALS } from '@parley/domain/chat';
import { JobName, QueueName } from '../../src/core/queue/jobs';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { OutboxService } from '../../src/core/queue/outbox.service';
import { LanguageModel } from '../../src/integrations/llm/llm.port';
import { ChatClock } from '../../src/modules/chat/chat.clock';
import { ChatDelivery } from '../../src/modules/chat/chat-delivery.service';
import { ConversationsService } from '../../src/modules/chat/conversations.service';
import { ChatMessage, ChatSide, Conversation, MessageStatus } from '../../src/modules/chat/entities';
import { ComplianceScanJob } from '../../src/modules/chat/jobs/compliance-scan.job';
import { HeldMessages } from '../../src/modules/chat/jobs/held-messages';
import { seed } from '../../src/launcher/database';
import { DEMO_PASSWORD } from '../../src/database/seeders/demo-data';
import { createAccount } from '../account-factory';
import {
  bytes,
  chatParties,
  ChatParties,
  clockOffsetFor,
  connectSocket,
  emitAck,
  messagesOf,
  scanned,
  sendMessage,
  startConversation,
} from '../chat-fixtures';
import { collector, consumer, createFirm, onCallAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';

const THREAT = 'Pay today or we will have you arrested and sent to jail.';
const CLEAN = 'Thanks for your offer. We can accept $1,200 in four payments.';

/**
 * Chat API v1 against the real api and a real worker process. The worker's chat clock stands at noon in New York
 * (CHAT_CLOCK_OFFSET_MS), so clean messages to consumers living in New York are inside contact hours whatever time
 * the suite runs; chat-hours.int-spec.ts covers the hold.
 */
describe('chat', () => {
  let api: TestApi;
  let api2: TestApi;
  let worker: { stop(): Promise<void>; output(): string };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startApi();
    api2 = await startApi();
    worker = await startWorkerProcess({ CHAT_CLOCK_OFFSET_MS: String(clockOffsetFor('America/New_York', 12)) });
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await worker?.stop();
    await api2?.close();
    await api?.close();
  });

  const messageCount = async (conversationId: number) => api.em().count(ChatMessage, { conversation: conversationId });

  describe('starting a conversation', () => {
    it('creates one conversation per document and returns it to both sides', async () => {
      const p = await chatParties(api);
      const first = await p.consumer.post('/api/v1/conversations', { document_id: p.doc.id, law_firm_id: p.firm.id });
      expect(first.status).toBe(201);
      const again = await p.consumer.post('/api/v1/conversations', { document_id: p.doc.id, law_firm_id: p.firm.id });
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(first.body.data.id);
      const fromFirm = await p.collector.post('/api/v1/conversations', { document_id: p.doc.id, recipient_id: p.consumerUser.id });
      expect(fromFirm.status).toBe(200);
      expect(fromFirm.body.data.id).toBe(first.body.data.id);

      // Each side sees the other: the consumer the law firm, the collector the consumer.
      expect(first.body.data.attributes.other_participants).toEqual([
        { id: p.firm.id, type: 'law_firm', display_name: p.firm.name, is_collector: true },
      ]);
      expect(fromFirm.body.data.attributes.other_participants).toEqual([
        { id: p.consumerUser.id, type: 'user', display_name: 'Test consumer', is_collector: false },
      ]);
      expect(fromFirm.body.data.attributes).toMatchObject({
        unread_count: 0,
        last_message: null,
        account_status: expect.any(String),
        document_id: p.doc.id,
        can_send: true,
        consumer_time_zone: 'America/New_York',
      });
    });

    it('needs the consumer for a collector, and hides documents of other firms and consumers', async () => {
      const p = await chatParties(api);
      const noConsumer = await p.collector.post('/api/v1/conversations', { document_id: p.doc.id });
      expect(noConsumer.status).toBe(422);
      expect(noConsumer.body.error).toBe('Unable to start conversation - consumer information not available');

      const em = api.em();
      const otherFirm = await createFirm(em);
      const outsider = await collectorClient(api, (await collector(em, otherFirm)).email, PASSWORD);
      const cross = await outsider.post('/api/v1/conversations', { document_id: p.doc.id, recipient_id: p.consumerUser.id });
      expect(cross.status).toBe(404);

      const stranger = await consumerClient(api, (await consumer(em)).email, PASSWORD);
      expect((await stranger.post('/api/v1/conversations', { document_id: p.doc.id, law_firm_id: p.firm.id })).status).toBe(404);
      // A firm the document is not addressed to.
      expect((await p.consumer.post('/api/v1/conversations', { document_id: p.doc.id, law_firm_id: otherFirm.id })).status).toBe(404);
      // Another consumer named as the recipient.
      const otherDoc = await createAccount(em, p.firm);
      expect((await p.collector.post('/api/v1/conversations', { document_id: p.doc.id, recipient_id: otherDoc.user.id })).status).toBe(404);
    });

    it('answers garbage with 422, on-call admins with 403, strangers with 401, and writes without the CSRF header with 403', async () => {
      const p = await chatParties(api);
      for (const body of [{ document_id: 'abc', law_firm_id: p.firm.id }, { document_id: -3, law_firm_id: p.firm.id }, { document_id: 1.5, law_firm_id: 1 }, 'x']) {
        const res = await p.consumer.post('/api/v1/conversations', body);
        expect(res.status).toBe(422);
        expect(typeof res.body.error).toBe('string');
      }
      const bad = await p.consumer.agent.post('/api/v1/conversations').set('Content-Type', 'application/json').set('X-CSRF-Token', await p.consumer.csrf()).send('{"document_id":');
      expect(bad.status).toBe(422);

      const oncall = await collectorClient(api, (await onCallAdmin(api.em())).email, PASSWORD);
      expect((await oncall.get('/api/v1/conversations')).status).toBe(403);
      expect((await new Client(api).get('/api/v1/conversations')).status).toBe(401);
      const noCsrf = await p.consumer.agent.post('/api/v1/conversations').send({ document_id: p.doc.id, law_firm_id: p.firm.id });
      expect(noCsrf.status).toBe(403);
    });
  });

  describe('participants only', () => {
    it('answers 404 to another firm and another consumer for every call, and lists only their own', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      expect((await sendMessage(p.consumer, id, 'Hello')).status).toBe(201);
      const em = api.em();
      const outsider = await collectorClient(api, (await collector(em, await createFirm(em))).email, PASSWORD);
      const stranger = await consumerClient(api, (await consumer(em)).email, PASSWORD);
      for (const c of [outsider, stranger]) {
        expect((await c.get(`/api/v1/conversations/${id}`)).status).toBe(404);
        expect((await c.get(`/api/v1/conversations/${id}/messages`)).status).toBe(404);
        expect((await sendMessage(c, id, 'Hi')).status).toBe(404);
        expect((await c.post(`/api/v1/conversations/${id}/mark_as_read`)).status).toBe(404);
        expect((await c.post(`/api/v1/conversations/${id}/opt_out`)).status).toBe(404);
        expect((await c.get('/api/v1/conversations')).body.data).toEqual([]);
      }
      expect((await p.consumer.get('/api/v1/conversations/abc/messages')).status).toBe(404);
      expect((await p.consumer.get('/api/v1/conversations/99999999999/messages')).status).toBe(404);
      expect(await messageCount(id)).toBe(1);
      // Every collector of the firm takes part (the firm is the participant).
      const colleague = await collectorClient(api, (await collector(em, p.firm)).email, PASSWORD);
      expect((await messagesOf(colleague, id)).map((m) => m.attributes.body)).toEqual(['Hello']);
    });
  });

  describe('limits', () => {
    it('takes 1000 characters, refuses 1001 and a blank message, and stores nothing refused', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      expect((await sendMessage(p.consumer, id, 'x'.repeat(1000))).status).toBe(201);
      const long = await sendMessage(p.consumer, id, 'x'.repeat(1001));
      expect(long.status).toBe(422);
      expect(long.body.error).toBe('Message is too long (maximum is 1000 characters)');
      const blank = await sendMessage(p.collector, id, '   \n ');
      expect(blank.status).toBe(422);
      expect(blank.body.error).toBe('Message cannot be blank');
      expect((await sendMessage(p.consumer, id, null)).status).toBe(422);
      const notText = await p.consumer.post(`/api/v1/conversations/${id}/messages`, { message: { body: { nested: true } } });
      expect(notText.status).toBe(422);
      expect(await messageCount(id)).toBe(1);
    });

    it('judges attachments by their bytes, per side, and serves them to participants only', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);

      // A PNG named .pdf is a PNG: consumers may send PNGs, and it is stored and served as one.
      const png = await sendMessage(p.consumer, id, '', [{ bytes: bytes.png(), name: 'statement.pdf' }]);
      expect(png.status).toBe(201);
      const att = png.body.data.attributes.attachments[0];
      expect(att).toMatchObject({ filename: 'statement.pdf', content_type: 'image/png' });

      const textAsPdf = await sendMessage(p.consumer, id, 'see attached', [{ bytes: bytes.text(), name: 'letter.pdf' }]);
      expect(textAsPdf.status).toBe(422);
      expect(textAsPdf.body.error).toBe('letter.pdf is not an allowed file type');
      const docxFromConsumer = await sendMessage(p.consumer, id, '', [{ bytes: await bytes.docx(), name: 'letter.docx' }]);
      expect(docxFromConsumer.status).toBe(422);

      // Collectors may also send Word files: .docx is a zip holding word/, .doc an OLE2 file named .doc.
      for (const f of [
        { bytes: await bytes.docx(), name: 'offer.docx' },
        { bytes: bytes.doc(), name: 'offer.doc' },
        { bytes: bytes.pdf(), name: 'offer.pdf' },
        { bytes: bytes.jpeg(), name: 'photo.jpg' },
        { bytes: bytes.gif(), name: 'stamp.gif' },
      ]) {
        const res = await sendMessage(p.collector, id, '', [f]);
        expect([res.status, f.name]).toEqual([201, f.name]);
      }
      for (const f of [
        { bytes: await bytes.zipNotWord(), name: 'offer.docx' },
        { bytes: bytes.doc(), name: 'sheet.xls' },
        { bytes: bytes.text(), name: 'notes.txt' },
      ]) {
        const res = await sendMessage(p.collector, id, 'file', [f]);
        expect([res.status, res.body.error]).toEqual([422, `${f.name} is not an allowed file type`]);
      }
      const wrongField = await sendMessage(p.consumer, id, 'x', [{ bytes: bytes.pdf(), name: 'a.pdf', field: 'file' }]);
      expect(wrongField.status).toBe(422);
      const big = await sendMessage(p.consumer, id, 'big', [{ bytes: Buffer.concat([bytes.pdf(), Buffer.alloc(25 * 1024 * 1024)]), name: 'big.pdf' }]);
      expect(big.status).toBe(422);
      expect(big.body.error).toBe(CHAT_ERRORS.fileTooLarge);

      const download = await p.collector.get(att.url).buffer(true);
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(download.body as Buffer, bytes.png())).toBe(0);
      const em = api.em();
      const outsider = await collectorClient(api, (await collector(em, await createFirm(em))).email, PASSWORD);
      expect((await outsider.get(att.url)).status).toBe(404);
      // The same attachment id under another conversation is not found either.
      const other = await chatParties(api);
      const otherId = await startConversation(other);
      expect((await other.consumer.get(`/api/v1/conversations/${otherId}/attachments/${att.id}`)).status).toBe(404);
      // 1 PNG + 5 collector files; nothing refused was stored.
      expect(await messageCount(id)).toBe(6);
    }, 60_000);
  });

  describe('scanning', () => {
    it('delivers a clean collector message after the scan, with the debt-collector disclosure', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      const sent = await sendMessage(p.collector, id, CLEAN);
      expect(sent.status).toBe(201);
      expect(sent.body.data.attributes).toMatchObject({ status: 'scanning', scanned: false, blocked: false, body: CLEAN });
      // While it is being scanned the consumer does not see it.
      const early = await messagesOf(p.consumer, id);
      expect(early.some((m) => m.id === sent.body.data.id && m.attributes.status !== 'delivered')).toBe(false);

      const done = await scanned(p.collector, id, sent.body.data.id);
      expect(done).toMatchObject({ status: 'delivered', scanned: true, blocked: false, violations: [] });
      // The worker recorded its job done in the delivering statement (one attempt, no error).
      const job = await api.em().findOneOrFail(OutboxMessage, { jobId: `compliance-scan.message-${sent.body.data.id}` });
      expect(job).toMatchObject({ attempts: 1, lastError: null });
      expect(job.completedAt).toBeInstanceOf(Date);
      const seen = (await messagesOf(p.consumer, id)).find((m) => m.id === sent.body.data.id)!;
      expect(seen.attributes).toMatchObject({
        body: CLEAN,
        disclosure: 'This message is a communication from a debt collector.',
        sender: { id: p.collectorUser.id, display_name: 'Test collector', is_collector: true },
      });
    });

    it('blocks a threat: the collector sees why, the consumer never sees it or its files', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      const sent = await sendMessage(p.collector, id, THREAT, [{ bytes: bytes.pdf(), name: 'warrant.pdf' }]);
      expect(sent.status).toBe(201);
      const done = await scanned(p.collector, id, sent.body.data.id);
      expect(done.status).toBe('blocked');
      expect(done.blocked).toBe(true);
      expect(done.violations.map((v: { rule_id: string }) => v.rule_id)).toContain('R-ARREST');
      for (const v of done.violations) {
        expect(v).toEqual({
          rule_id: expect.any(String),
          citation: expect.any(String),
          description: expect.any(String),
          excerpt: expect.any(String),
          sentence: THREAT,
          kind: 'content',
        });
      }
      // The compliant rewrite offered with it (sent at the end of this test).
      expect(done.suggestion).toBe('Not paying this debt cannot lead to arrest or jail; I would like to agree on a plan with you.');

      expect((await messagesOf(p.consumer, id)).map((m) => m.id)).not.toContain(sent.body.data.id);
      expect((await p.consumer.get(sent.body.data.attributes.attachments[0].url)).status).toBe(404);
      const list = (await p.consumer.get('/api/v1/conversations')).body.data[0];
      expect(list.attributes).toMatchObject({ last_message: null, unread_count: 0 });
      // The collector's list shows their own last message, blocked or not.
      const firmList = (await p.collector.get('/api/v1/conversations')).body.data.find((c: { id: number }) => c.id === id);
      expect(firmList.attributes.last_message.body).toBe(THREAT);

      // Sent as it is, the rewrite passes the scanner and reaches the consumer.
      const again = await sendMessage(p.collector, id, done.suggestion);
      expect(await scanned(p.collector, id, again.body.data.id)).toMatchObject({ status: 'delivered', violations: [], suggestion: null });
      expect((await messagesOf(p.consumer, id)).map((m) => m.attributes.body)).toEqual([done.suggestion]);
    });

    it('blocks the 8th collector message in 24 hours as a rate, apart from the words, with no rewrite to offer', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      for (let i = 1; i <= 7; i++) {
        const sent = await sendMessage(p.collector, id, `Reminder ${i}: the settlement offer is open.`);
        expect((await scanned(p.collector, id, sent.body.data.id)).status).toBe('delivered');
      }
      const eighth = await sendMessage(p.collector, id, 'We will call you every day until you pay.');
      const done = await scanned(p.collector, id, eighth.body.data.id);
      expect(done.status).toBe('blocked');
      expect(done.violations.map((v: { rule_id: string; kind: string }) => `${v.rule_id}/${v.kind}`)).toEqual(['R-HARASS/content', 'R-HARASS/rate']);
      const rate = done.violations.find((v: { kind: string }) => v.kind === 'rate')!;
      expect(rate).toMatchObject({ excerpt: 'message 8 in 24 hours', sentence: '' });
      expect(rate.description).toMatch(/limit is 7/);
      // A rewrite of the words is still offered: it fixes the content, and the rate is the collector's to wait out.
      expect(done.suggestion).toBe('Please reply when it suits you.');
    }, 60_000);

    /**
     * The scan job run directly (the suite's worker never sees these messages: they have no relayed job), with the
     * chat clock at noon in New York so a clean message takes the one-statement delivery.
     */
    const scanJob = () => {
      const clock = new ChatClock({ CHAT_CLOCK_OFFSET_MS: clockOffsetFor('America/New_York', 12) });
      const delivery = api.app.get(ChatDelivery);
      const held = new HeldMessages(delivery, api.app.get(OutboxService), clock, api.app.get(ConversationsService), api.app.get(ConsumerNotifier));
      return new ComplianceScanJob(api.app.get(LanguageModel), clock, held, delivery);
    };
    const scanningMessage = async (p: ChatParties, id: number, body: string) => {
      const em = api.em();
      const message = em.create(ChatMessage, { conversation: id, lawFirm: p.firm.id, sender: p.collectorUser.id, senderSide: ChatSide.Firm, body, status: MessageStatus.Scanning });
      await em.flush();
      return message.id;
    };

    it('delivers a clean message once, numbers it and records its job done in the same statement', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      const messageId = await scanningMessage(p, id, CLEAN);
      const em = api.em();
      // Relayed "in an hour": the suite worker's outbox sweeper relays again any row relayed over a second ago whose
      // job BullMQ does not hold, and this row's job is run here by hand, never added to BullMQ.
      const row = em.create(OutboxMessage, { queue: QueueName.ComplianceScan, jobName: JobName.ComplianceScan, jobId: `test-scan-${messageId}`, payload: { messageId }, relayedAt: new Date(Date.now() + 3_600_000) });
      await em.flush();
      let recorded = 0;
      const ctx = () => ({ jobId: 'j', attempt: 1, em: api.em(), outboxId: row.id, completionRecorded: () => void recorded++ });
      await scanJob().handle({ messageId }, ctx());
      const delivered = await api.em().findOneOrFail(ChatMessage, messageId);
      expect(delivered).toMatchObject({ status: MessageStatus.Delivered, deliverySeq: 1 });
      expect(delivered.scannedAt).toBeInstanceOf(Date);
      expect(delivered.deliveredAt).toBeInstanceOf(Date);
      expect((await api.em().findOneOrFail(OutboxMessage, row.id)).completedAt).toBeInstanceOf(Date);
      expect(recorded).toBe(1);
      // A redelivered job changes nothing: the status is checked under the lock.
      await scanJob().handle({ messageId }, ctx());
      expect((await api.em().findOneOrFail(ChatMessage, messageId)).deliverySeq).toBe(1);
      expect((await api.em().findOneOrFail(Conversation, id)).deliveredCount).toBe(1);
      expect(recorded).toBe(1);
      expect((await messagesOf(p.consumer, id)).map((m) => m.id)).toEqual([messageId]);
    });

    it('blocks a clean message when the consumer opted out while it waited for its scan', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      const messageId = await scanningMessage(p, id, CLEAN);
      expect((await p.consumer.post(`/api/v1/conversations/${id}/opt_out`)).status).toBe(200);
      await scanJob().handle({ messageId }, { jobId: 'j', attempt: 1, em: api.em() });
      const blocked = await api.em().findOneOrFail(ChatMessage, messageId);
      expect(blocked.status).toBe(MessageStatus.Blocked);
      expect(blocked.violations.map((v) => v.rule_id)).toEqual(['W-OPTOUT']);
      expect(blocked.deliverySeq).toBeNull();
      expect((await api.em().findOneOrFail(Conversation, id)).deliveredCount).toBe(0);
      expect(await messagesOf(p.consumer, id)).toEqual([]);
    });

    it('masks full SSNs and card numbers in a consumer message before storing it', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      const res = await sendMessage(p.consumer, id, 'My SSN is 123-45-6789 and my card is 4111 1111 1111 1111.');
      expect(res.status).toBe(201);
      expect(res.body.data.attributes.body).not.toMatch(/6789.*\d{4} \d{4} \d{4} 1111|123-45-6789|4111 1111 1111 1111/);
      expect(res.body.data.attributes.body).toContain('6789');
      expect(res.body.data.attributes.masked.sort()).toEqual(['card', 'ssn']);
      const stored = await api.em().findOneOrFail(ChatMessage, { id: res.body.data.id });
      expect(stored.body).not.toContain('123-45-6789');
      expect(stored.body).not.toContain('4111 1111 1111 1111');
    });
  });

  describe('read state', () => {
    it('counts unread messages per side and clears them with mark_as_read (REST and socket)', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      await sendMessage(p.consumer, id, 'First');
      await sendMessage(p.consumer, id, 'Second');
      const unreadOf = async (c: Client) => (await c.get(`/api/v1/conversations/${id}`)).body.data.attributes.unread_count;
      expect(await unreadOf(p.collector)).toBe(2);
      expect(await unreadOf(p.consumer)).toBe(0);
      const read = await p.collector.post(`/api/v1/conversations/${id}/mark_as_read`);
      expect(read.status).toBe(200);
      expect(read.body.data.attributes.unread_count).toBe(0);
      // The firm is one participant: a colleague has read it too.
      const colleague = await collectorClient(api, (await collector(api.em(), p.firm)).email, PASSWORD);
      expect(await unreadOf(colleague)).toBe(0);

      const sent = await sendMessage(p.collector, id, CLEAN);
      await scanned(p.collector, id, sent.body.data.id);
      expect(await unreadOf(p.consumer)).toBe(1);
      const socket = await connectSocket(api, p.consumer.cookieHeader(), sockets);
      const updates: unknown[] = [];
      socket.on('conversation_updated', (u) => updates.push(u));
      expect(await emitAck(socket, 'mark_as_read', { conversation_id: id })).toEqual({ ok: true, unread_count: 0 });
      expect(await unreadOf(p.consumer)).toBe(0);
      await waitUntil(() => updates.length > 0);
      expect(updates[0]).toEqual({ conversation_id: id, unread_count: 0 });
      expect(await emitAck(socket, 'mark_as_read', { conversation_id: 'x' })).toEqual({ ok: false, error: 'Not found' });
    });
  });

  describe('consent', () => {
    const refused = async (p: ChatParties, id: number, sentence: string) => {
      const before = await messageCount(id);
      const res = await sendMessage(p.collector, id, CLEAN);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(sentence);
      expect(await messageCount(id)).toBe(before);
      const view = (await p.collector.get(`/api/v1/conversations/${id}`)).body.data.attributes;
      expect(view).toMatchObject({ can_send: false, send_refusal: sentence });
    };

    it('refuses collector messages after an opt-out, until the consumer opts back in', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      const out = await p.consumer.post(`/api/v1/conversations/${id}/opt_out`);
      expect(out.status).toBe(200);
      expect(out.body.data.attributes.opted_out).toBe(true);
      await refused(p, id, REFUSALS.opted_out.sentence);
      // The consumer may still write.
      expect((await sendMessage(p.consumer, id, 'I still want to settle.')).status).toBe(201);
      // Only the consumer decides.
      expect((await p.collector.post(`/api/v1/conversations/${id}/opt_in`)).status).toBe(422);
      expect((await p.consumer.post(`/api/v1/conversations/${id}/opt_in`)).body.data.attributes.opted_out).toBe(false);
      expect((await sendMessage(p.collector, id, CLEAN)).status).toBe(201);
    });

    it("refuses collector messages after 'stop contacting me', for good", async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      expect((await p.consumer.post(`/api/v1/conversations/${id}/cease`)).body.data.attributes.ceased).toBe(true);
      await refused(p, id, REFUSALS.ceased.sentence);
      await p.consumer.post(`/api/v1/conversations/${id}/opt_in`);
      await refused(p, id, REFUSALS.ceased.sentence);
    });

    it('refuses direct messages on an account represented by an attorney; the mark is per firm', async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      const mark = await p.collector.post('/collectors/api/represented_by_attorney', { customer_document_id: p.doc.id, represented_by_attorney: true });
      expect(mark.status).toBe(200);
      expect(mark.body).toEqual({ customer_document_id: p.doc.id, represented_by_attorney: true });
      await refused(p, id, REFUSALS.represented_by_attorney.sentence);
      expect((await p.collector.get(`/collectors/api/represented_by_attorney?customer_document_id=${p.doc.id}`)).body.represented_by_attorney).toBe(true);

      const em = api.em();
      const outsider = await collectorClient(api, (await collector(em, await createFirm(em))).email, PASSWORD);
      expect((await outsider.post('/collectors/api/represented_by_attorney', { customer_document_id: p.doc.id, represented_by_attorney: false })).status).toBe(404);
      expect((await p.consumer.post('/collectors/api/represented_by_attorney', { customer_document_id: p.doc.id, represented_by_attorney: false })).status).toBe(403);
      for (const body of [{}, { customer_document_id: 'x', represented_by_attorney: true }, { customer_document_id: p.doc.id, represented_by_attorney: 'yes' }])
        expect((await p.collector.post('/collectors/api/represented_by_attorney', body)).status).toBe(422);

      await p.collector.post('/collectors/api/represented_by_attorney', { customer_document_id: p.doc.id, represented_by_attorney: false });
      expect((await sendMessage(p.collector, id, CLEAN)).status).toBe(201);
    });
  });

  describe('demo data', () => {
    it('seeds a conversation between consumer@demo.test and Demo Law Group, once', async () => {
      await seed(process.env.DATABASE_URL!);
      await seed(process.env.DATABASE_URL!);
      const person = await consumerClient(api, 'consumer@demo.test', DEMO_PASSWORD);
      const mine = (await person.get('/api/v1/conversations')).body.data;
      expect(mine).toHaveLength(1);
      expect(mine[0].attributes.other_participants[0].display_name).toBe('Demo Law Group');
      expect(mine[0].attributes.unread_count).toBe(1);
      const thread = await messagesOf(person, mine[0].id);
      expect(thread.every((m) => m.attributes.status === 'delivered')).toBe(true);
      const admin = await collectorClient(api, 'admin@demolaw.test', DEMO_PASSWORD);
      const firmThread = await messagesOf(admin, mine[0].id);
      expect(firmThread.length).toBeGreaterThan(thread.length);
      expect(firmThread.find((m) => m.attributes.blocked)!.attributes.violations.length).toBeGreaterThan(0);
    });
  });

  describe('realtime across two api processes', () => {
    it('sends new_message, message_blocked and conversation_updated in order, each to the right side', async () => {
      // The consumer's socket is on api, the collector's on api2; the worker emits through Redis.
      const p = await chatParties(api, { collectorApi: api2 });
      const id = await startConversation(p);
      const consumerSocket = await connectSocket(api, p.consumer.cookieHeader(), sockets);
      const collectorSocket = await connectSocket(api2, p.collector.cookieHeader(), sockets);
      const seen = { consumer: [] as string[], collector: [] as string[] };
      const record = (socket: Socket, into: string[]) => {
        socket.on('new_message', (e) => into.push(`new_message:${e.message.attributes.body}`));
        socket.on('message_blocked', (e) => into.push(`message_blocked:${e.message.attributes.violations.map((v: { rule_id: string }) => v.rule_id).join(',')}`));
        socket.on('conversation_updated', (e) => into.push(`conversation_updated:${e.unread_count}`));
      };
      record(consumerSocket, seen.consumer);
      record(collectorSocket, seen.collector);
      expect(await emitAck(consumerSocket, 'chat:subscribe', { conversation_id: id })).toEqual({ ok: true });
      expect(await emitAck(collectorSocket, 'chat:subscribe', { conversation_id: id })).toEqual({ ok: true });

      const clean = await sendMessage(p.collector, id, CLEAN);
      await waitUntil(() => seen.consumer.length >= 2 && seen.collector.length >= 2, 15_000);
      const blocked = await sendMessage(p.collector, id, THREAT);
      await waitUntil(() => seen.collector.length >= 3, 15_000);
      await sendMessage(p.consumer, id, 'Thank you');
      // A marker message after the rest: once both sides have it, anything sent before it has arrived (a late
      // duplicate would show up before the marker).
      await sendMessage(p.consumer, id, 'Marker');
      const MARK = 'new_message:Marker';
      await waitUntil(() => seen.consumer.includes(MARK) && seen.collector.includes(MARK), 15_000);
      seen.consumer.splice(seen.consumer.indexOf(MARK));
      seen.collector.splice(seen.collector.indexOf(MARK));

      expect(clean.status).toBe(201);
      expect(blocked.status).toBe(201);
      expect(seen.consumer).toEqual([
        `new_message:${CLEAN}`,
        'conversation_updated:1',
        'new_message:Thank you',
        'conversation_updated:1',
      ]);
      expect(seen.collector[0]).toBe(`new_message:${CLEAN}`);
      expect(seen.collector[1]).toBe('conversation_updated:0');
      expect(seen.collector[2]).toMatch(/^message_blocked:.*R-ARREST/);
      expect(seen.collector.slice(3)).toEqual(['new_message:Thank you', 'conversation_updated:1']);
    }, 60_000);

    it("refuses to subscribe a socket to someone else's conversation", async () => {
      const p = await chatParties(api);
      const id = await startConversation(p);
      const em = api.em();
      const outsider = await collectorClient(api, (await collector(em, await createFirm(em))).email, PASSWORD);
      const socket = await connectSocket(api, outsider.cookieHeader(), sockets);
      const got: unknown[] = [];
      socket.on('new_message', (e) => got.push(e));
      expect(await emitAck(socket, 'chat:subscribe', { conversation_id: id })).toEqual({ ok: false, error: 'Not found' });
      expect(await emitAck(socket, 'chat:subscribe', { conversation_id: 'DROP TABLE' })).toEqual({ ok: false, error: 'Not found' });
      // A member's socket in the same room hears the message and a marker after it: once it has the marker, the
      // message has been emitted to everyone in the room, and the outsider is not among them.
      const member = await connectSocket(api, p.consumer.cookieHeader(), sockets);
      const memberHeard: string[] = [];
      member.on('new_message', (e) => memberHeard.push(e.message.attributes.body));
      expect(await emitAck(member, 'chat:subscribe', { conversation_id: id })).toEqual({ ok: true });
      await sendMessage(p.consumer, id, 'Private');
      await sendMessage(p.consumer, id, 'Marker');
      await waitUntil(() => memberHeard.includes('Marker'), 15_000);
      expect(memberHeard).toEqual(['Private', 'Marker']);
      expect(got).toEqual([]);
    });
  });
});
