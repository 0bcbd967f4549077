import { describe, expect, it } from 'vitest';
import {
  emptyThread,
  isScanning,
  localId,
  threadReducer,
  type ThreadAction,
  type ThreadState,
} from './message-reducer';
import type { ChatMessage } from './types';

const collector = { id: '1', display_name: 'Ann Agent', is_collector: true };
const consumer = { id: '9', display_name: 'Jordan Rivera', is_collector: false };

function message(id: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    body: `body ${id}`,
    created_at: `2026-11-10T10:00:0${id.length % 10}.000Z`,
    sender: collector,
    blocked: false,
    violations: [],
    suggestion: null,
    attachments: [],
    scanned: true,
    status: 'delivered',
    scheduled_for: null,
    disclosure: null,
    ...overrides,
  };
}

function optimistic(clientId: string, body: string): ChatMessage {
  return message(localId(clientId), {
    body,
    client_id: clientId,
    scanned: false,
    status: 'scanning',
    created_at: '2026-11-10T11:00:00.000Z',
  });
}

const run = (actions: ThreadAction[], from: ThreadState = emptyThread) => actions.reduce(threadReducer, from);
const ids = (state: ThreadState) => state.messages.map((m) => m.id);
const violation = {
  description: 'Threatens arrest or jail for not paying',
  rule_id: 'R-ARREST',
  citation: '1692e(4)',
  kind: 'content' as const,
};
const blockedCopy = (id: string, body: string) =>
  message(id, { body, blocked: true, status: 'blocked', violations: [violation] });

describe('threadReducer: loading', () => {
  it('sorts the server list by time', () => {
    const state = run([
      {
        type: 'loaded',
        messages: [
          message('2', { created_at: '2026-11-10T10:05:00Z' }),
          message('1', { created_at: '2026-11-10T10:01:00Z' }),
        ],
      },
    ]);
    expect(ids(state)).toEqual(['1', '2']);
  });

  it('keeps sends still in flight at the end when the list reloads', () => {
    const state = run([
      { type: 'sending', message: optimistic('c1', 'Hello') },
      { type: 'loaded', messages: [message('1')] },
    ]);
    expect(ids(state)).toEqual(['1', 'local-c1']);
  });

  it('keeps a fallback-scanned flag when a reload still says unscanned, but a block from the server wins', () => {
    const sent = run([
      { type: 'sending', message: optimistic('c1', 'Hi') },
      { type: 'sent', clientId: 'c1', message: message('5', { body: 'Hi', scanned: false, status: 'scanning' }) },
      { type: 'scanned_fallback', clientId: 'c1' },
    ]);
    expect(
      run([{ type: 'loaded', messages: [message('5', { body: 'Hi', scanned: false, status: 'scanning' })] }], sent)
        .messages[0].scanned,
    ).toBe(true);
    const blocked = run(
      [
        {
          type: 'loaded',
          messages: [message('5', { body: 'Hi', blocked: true, status: 'blocked', violations: [violation] })],
        },
      ],
      sent,
    );
    expect(blocked.messages[0]).toMatchObject({ blocked: true, status: 'blocked', violations: [violation] });
  });
});

describe('threadReducer: the optimistic send', () => {
  it('shows a sent message at once as scanning', () => {
    const state = run([{ type: 'sending', message: optimistic('c1', 'Hello') }]);
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({ optimistic: true, body: 'Hello' });
    expect(isScanning(state.messages[0])).toBe(true);
  });

  it('takes the server id from the POST answer and stays scanning until new_message confirms it', () => {
    const state = run([
      { type: 'sending', message: optimistic('c1', 'Hello') },
      { type: 'sent', clientId: 'c1', message: message('42', { body: 'Hello', scanned: false, status: 'scanning' }) },
    ]);
    expect(ids(state)).toEqual(['42']);
    expect(isScanning(state.messages[0])).toBe(true);
    const confirmed = run([{ type: 'outcome', message: message('42', { body: 'Hello', scanned: true }) }], state);
    expect(ids(confirmed)).toEqual(['42']);
    expect(isScanning(confirmed.messages[0])).toBe(false);
    expect(confirmed.messages[0].client_id).toBe('c1');
  });

  it('marks the message blocked with its violations on message_blocked', () => {
    const state = run([
      { type: 'sending', message: optimistic('c1', 'Pay now or we will have you arrested') },
      {
        type: 'sent',
        clientId: 'c1',
        message: message('43', { body: 'Pay now or we will have you arrested', scanned: false, status: 'scanning' }),
      },
      { type: 'outcome', message: blockedCopy('43', 'Pay now or we will have you arrested') },
    ]);
    expect(state.messages[0]).toMatchObject({ id: '43', blocked: true, status: 'blocked', violations: [violation] });
    expect(isScanning(state.messages[0])).toBe(false);
  });

  it('applies a block that arrives before the POST answer', () => {
    const state = run([
      { type: 'sending', message: optimistic('c1', 'threat') },
      { type: 'outcome', message: blockedCopy('44', 'threat') },
      { type: 'sent', clientId: 'c1', message: message('44', { body: 'threat', scanned: false, status: 'scanning' }) },
    ]);
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({ id: '44', blocked: true, status: 'blocked', violations: [violation] });
    expect(state.early).toEqual({});
  });

  it('applies a confirmation that arrives before the POST answer, without showing the message twice', () => {
    const state = run([
      { type: 'sending', message: optimistic('c1', 'Hello') },
      { type: 'outcome', message: message('45', { body: 'Hello' }) },
    ]);
    expect(ids(state)).toEqual(['local-c1']);
    const answered = run(
      [{ type: 'sent', clientId: 'c1', message: message('45', { body: 'Hello', scanned: false, status: 'scanning' }) }],
      state,
    );
    expect(ids(answered)).toEqual(['45']);
    expect(isScanning(answered.messages[0])).toBe(false);
  });

  it('marks it scanned after the 10 s fallback, but never un-blocks', () => {
    const scanning = run([
      { type: 'sending', message: optimistic('c1', 'Hello') },
      { type: 'sent', clientId: 'c1', message: message('46', { body: 'Hello', scanned: false, status: 'scanning' }) },
      { type: 'scanned_fallback', clientId: 'c1' },
    ]);
    expect(isScanning(scanning.messages[0])).toBe(false);
    const blocked = run([
      { type: 'sending', message: optimistic('c2', 'x') },
      { type: 'sent', clientId: 'c2', message: message('47', { body: 'x', scanned: false, status: 'scanning' }) },
      { type: 'outcome', message: blockedCopy('47', 'x') },
      { type: 'scanned_fallback', clientId: 'c2' },
      { type: 'outcome', message: message('47', { body: 'x' }) },
    ]);
    expect(blocked.messages[0]).toMatchObject({ blocked: true, status: 'blocked', violations: [violation] });
  });

  it('a late block still wins over the fallback', () => {
    const state = run([
      { type: 'sending', message: optimistic('c1', 'x') },
      { type: 'sent', clientId: 'c1', message: message('48', { body: 'x', scanned: false, status: 'scanning' }) },
      { type: 'scanned_fallback', clientId: 'c1' },
      { type: 'outcome', message: blockedCopy('48', 'x') },
    ]);
    expect(state.messages[0]).toMatchObject({ blocked: true, scanned: true });
  });

  it('removes the optimistic message when the send fails', () => {
    const state = run([
      { type: 'loaded', messages: [message('1')] },
      { type: 'sending', message: optimistic('c1', 'Hello') },
      { type: 'send_failed', clientId: 'c1' },
    ]);
    expect(ids(state)).toEqual(['1']);
  });

  it('keeps the place of the optimistic message when it is answered', () => {
    const state = run([
      { type: 'sending', message: optimistic('c1', 'first') },
      { type: 'sending', message: optimistic('c2', 'second') },
      {
        type: 'sent',
        clientId: 'c1',
        message: message('50', {
          body: 'first',
          scanned: false,
          status: 'scanning',
          created_at: '2026-11-10T11:00:00Z',
        }),
      },
    ]);
    expect(ids(state)).toEqual(['50', 'local-c2']);
  });
});

describe('threadReducer: the other side', () => {
  it('appends a new message from the other participant in time order', () => {
    const state = run([
      { type: 'loaded', messages: [message('1', { created_at: '2026-11-10T10:00:00Z' })] },
      { type: 'outcome', message: message('2', { sender: consumer, created_at: '2026-11-10T10:10:00Z' }) },
    ]);
    expect(ids(state)).toEqual(['1', '2']);
    expect(state.messages[1].sender).toEqual(consumer);
  });

  it('does not swallow another person’s message that happens to match a pending body', () => {
    const state = run([
      { type: 'sending', message: optimistic('c1', 'ok') },
      { type: 'outcome', message: message('3', { body: 'ok', sender: consumer }) },
    ]);
    expect(ids(state)).toEqual(['3', 'local-c1']);
  });

  it('marks a held message as scheduled, then delivered at 8 am', () => {
    const sent = run([
      { type: 'sending', message: optimistic('c1', 'Good evening') },
      {
        type: 'sent',
        clientId: 'c1',
        message: message('60', { body: 'Good evening', scanned: false, status: 'scanning' }),
      },
      {
        type: 'outcome',
        message: message('60', { body: 'Good evening', status: 'scheduled', scheduled_for: '2026-11-11T14:00:00Z' }),
      },
    ]);
    expect(sent.messages[0]).toMatchObject({ status: 'scheduled', scheduled_for: '2026-11-11T14:00:00Z' });
    expect(isScanning(sent.messages[0])).toBe(false);
    const delivered = run([{ type: 'outcome', message: message('60', { body: 'Good evening' }) }], sent);
    expect(delivered.messages[0].status).toBe('delivered');
  });

  it('never moves a message back: a stale reload after the block keeps it blocked', () => {
    const state = run([
      { type: 'loaded', messages: [message('61', { scanned: false, status: 'scanning' })] },
      { type: 'outcome', message: blockedCopy('61', 'body 61') },
      { type: 'loaded', messages: [message('61', { scanned: false, status: 'scanning' })] },
    ]);
    expect(state.messages[0]).toMatchObject({ status: 'blocked', blocked: true, violations: [violation] });
  });

  it('updates a message it already has instead of adding it twice', () => {
    const state = run([
      { type: 'loaded', messages: [message('1', { body: 'old' })] },
      { type: 'outcome', message: message('1', { body: 'new' }) },
    ]);
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0].body).toBe('new');
  });
});
