import type { Socket } from 'socket.io-client';
import { localTime } from '@parley/domain/time-zones';
import type { MessageAttributes } from '../../src/modules/chat/chat-views';
import { chatParties, clockOffsetFor, connectSocket, emitAck, messagesOf, scanned, sendMessage, startConversation } from '../chat-fixtures';
import { startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';

/**
 * W-HOURS with a controlled clock: the worker's chat clock starts at 7:59:40 in New York (CHAT_CLOCK_OFFSET_MS), so
 * a clean message to a New York consumer is held as scheduled for 8:00 there, by a delayed job, and delivered then.
 * The worker starts once the parties and their conversation exist, just before the message is sent: the 20 s before
 * 8:00 then cover only the worker's start and the scan, not the setup (on a busy machine the setup alone once took
 * longer than the margin, and the message was sent after 8:00).
 */
describe('chat contact hours', () => {
  let api: TestApi;
  let worker: { stop(): Promise<void> };
  const sockets: Socket[] = [];
  const zone = 'America/New_York';

  beforeAll(async () => {
    api = await startApi();
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await worker?.stop();
    await api?.close();
  });

  it('holds a clean message written before 8 a.m. and delivers it at 8 a.m. consumer time', async () => {
    const p = await chatParties(api, { state: 'NY' });
    const id = await startConversation(p);
    const collectorSocket = await connectSocket(api, p.collector.cookieHeader(), sockets);
    const consumerSocket = await connectSocket(api, p.consumer.cookieHeader(), sockets);
    const events: string[] = [];
    collectorSocket.on('message_scheduled', () => events.push('collector:message_scheduled'));
    collectorSocket.on('new_message', () => events.push('collector:new_message'));
    consumerSocket.on('message_scheduled', () => events.push('consumer:message_scheduled'));
    consumerSocket.on('new_message', () => events.push('consumer:new_message'));
    await emitAck(collectorSocket, 'chat:subscribe', { conversation_id: id });
    await emitAck(consumerSocket, 'chat:subscribe', { conversation_id: id });
    worker = await startWorkerProcess({ CHAT_CLOCK_OFFSET_MS: String(clockOffsetFor(zone, 7, 59, 40)) });

    const sent = await sendMessage(p.collector, id, 'Good morning. Your first payment is due on the 5th.');
    expect(sent.status).toBe(201);
    const held = await scanned(p.collector, id, sent.body.data.id);
    expect(held.status).toBe('scheduled');
    expect(localTime(new Date(held.scheduled_for!), zone)).toMatchObject({ hour: 8, minute: 0, second: 0 });
    expect(held.delivered_at).toBeNull();
    // Visibly held for the collector; invisible to the consumer.
    expect((await messagesOf(p.consumer, id)).map((m) => m.id)).not.toContain(sent.body.data.id);
    expect((await p.consumer.get(`/api/v1/conversations/${id}`)).body.data.attributes.unread_count).toBe(0);

    let delivered: MessageAttributes | undefined;
    await waitUntil(
      async () => {
        delivered = (await messagesOf(p.consumer, id)).find((m) => m.id === sent.body.data.id)?.attributes;
        return !!delivered;
      },
      45_000,
      250,
    );
    expect(delivered!.status).toBe('delivered');
    const deliveredAt = localTime(new Date(delivered!.delivered_at!), zone);
    expect([deliveredAt.hour, deliveredAt.minute]).toEqual([8, 0]);
    expect((await p.consumer.get(`/api/v1/conversations/${id}`)).body.data.attributes.unread_count).toBe(1);
    await waitUntil(() => events.includes('consumer:new_message') && events.includes('collector:new_message'));
    expect(events[0]).toBe('collector:message_scheduled');
    expect(new Set(events)).toEqual(new Set(['collector:message_scheduled', 'collector:new_message', 'consumer:new_message']));
  }, 120_000);
});
