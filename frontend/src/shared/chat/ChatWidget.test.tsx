// @vitest-environment jsdom
// jsdom: the launcher rows' accessible names and window.alert, which happy-dom computes differently or lacks.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { MessageCollectorButton, MessageConsumerButton } from './StartChatButtons';
import { conversationRow, fakeIntersectionObserver, fakeSocket, messageRow, renderChat } from './test-support';

const LIST = 'GET /api/v1/conversations';
const MESSAGES = 'GET /api/v1/conversations/12/messages';
const SEND = 'POST /api/v1/conversations/12/messages';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const blockedAttributes = {
  status: 'blocked',
  blocked: true,
  scanned: true,
  body: 'Pay now or we will have you arrested',
  violations: [
    {
      rule_id: 'R-ARREST',
      citation: '1692e(4); 1006.18(b)(3)',
      description: 'Threatens arrest or jail for not paying a debt.',
      excerpt: 'arrested',
      sentence: 'Pay now or we will have you arrested',
      kind: 'content',
    },
  ],
  suggestion: 'Not paying this debt cannot lead to arrest or jail; I would like to agree on a plan with you.',
};

afterEach(() => vi.useRealTimers());

async function openThread(user: ReturnType<typeof userEvent.setup>, name = 'Jordan Rivera') {
  await user.click(await screen.findByRole('button', { name: /^Messages/ }));
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return screen.findByRole('log');
}

describe('collector widget: launcher and list', () => {
  it('shows the total unread count on the launcher and lists conversations with time labels and badges', async () => {
    mockFetch({
      [LIST]: () =>
        json({
          data: [
            conversationRow(12, {
              unread_count: 2,
              last_message: {
                id: 40,
                body: 'Can we talk about the plan?',
                created_at: minutesAgo(0.2),
                sender_name: 'Jordan Rivera',
              },
            }),
            conversationRow(13, {
              other_participants: [{ id: 10, type: 'user', display_name: 'Sam Lee', is_collector: false }],
              unread_count: 1,
              account_status: 'Making Payments',
              last_message: { id: 41, body: 'Thanks', created_at: minutesAgo(3 * 60), sender_name: 'Sam Lee' },
            }),
          ],
        }),
    });
    const user = userEvent.setup();
    renderChat('collector');
    const launcher = await screen.findByRole('button', { name: 'Messages, 3 unread' });
    expect(within(launcher).getByTestId('chat-total-unread').querySelector('[data-count]')).toHaveAttribute('data-count', '3');
    await user.click(launcher);
    const list = screen.getByRole('list', { name: 'Conversations' });
    const first = within(list).getByRole('button', { name: /^Jordan Rivera, 2 unread,/ });
    expect(first).toHaveTextContent('Just now');
    expect(first).toHaveTextContent('Jordan Rivera: Can we talk about the plan?');
    expect(first).toHaveTextContent('Consumer Offer');
    const second = within(list).getByRole('button', { name: /^Sam Lee, 1 unread,/ });
    expect(second).toHaveTextContent('3 hours ago');
    expect(second).toHaveTextContent('Making Payments');
  });

  it('updates the badge from conversation_updated without a click', async () => {
    let unread = 0;
    mockFetch({ [LIST]: () => json({ data: [conversationRow(12, { unread_count: unread })] }) });
    const { fake } = renderChat('collector');
    await screen.findByRole('button', { name: 'Messages' });
    unread = 4;
    act(() => fake.serverSends('conversation_updated', { conversation_id: 12, unread_count: 4 }));
    expect(await screen.findByRole('button', { name: 'Messages, 4 unread' })).toBeInTheDocument();
  });

  it("says 'Failed to load conversations' in a banner that can be dismissed, and shows the empty state", async () => {
    mockFetch({ [LIST]: () => json({ error: 'boom' }, 500) });
    const user = userEvent.setup();
    renderChat('collector');
    await user.click(await screen.findByRole('button', { name: 'Messages' }));
    const banner = await screen.findByText('Failed to load conversations');
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
    await user.click(within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Failed to load conversations')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the launcher', async () => {
    mockFetch({ [LIST]: () => json({ data: [] }) });
    const user = userEvent.setup();
    renderChat('collector');
    const launcher = await screen.findByRole('button', { name: 'Messages' });
    await user.click(launcher);
    const panel = screen.getByRole('dialog', { name: 'Messages' });
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Messages' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Messages' })).toHaveFocus());
  });
});

describe('collector widget: the thread', () => {
  it('shows day dividers, own messages on the right, theirs on the left, attachments as downloads', async () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    yesterday.setHours(12, 0, 0, 0);
    mockFetch({
      [LIST]: () => json({ data: [conversationRow(12)] }),
      [MESSAGES]: () =>
        json({
          data: [
            messageRow(1, {
              created_at: yesterday.toISOString(),
              sender: { id: 9, display_name: 'Jordan Rivera', is_collector: false },
              disclosure: null,
              attachments: [{ id: 7, url: '/api/v1/conversations/12/attachments/7', filename: 'paystub.pdf' }],
            }),
            messageRow(2, { body: 'We received your paystub.' }),
          ],
        }),
    });
    const user = userEvent.setup();
    renderChat('collector');
    const log = await openThread(user);
    await within(log).findByText('We received your paystub.');
    const dividers = within(log)
      .getAllByRole('separator')
      .map((d) => d.textContent);
    expect(dividers).toEqual(['Yesterday', 'Today']);
    const [theirs, ours] = within(log).getAllByTestId('chat-message');
    expect(theirs).toHaveAttribute('data-own', 'false');
    expect(ours).toHaveAttribute('data-own', 'true');
    expect(within(theirs).getByRole('link', { name: 'paystub.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/conversations/12/attachments/7',
    );
    // The disclosure is the consumer side's to show.
    expect(within(log).queryByText(/communication from a debt collector/)).not.toBeInTheDocument();
  });

  it('sends with Enter: scanning first, then blocked with the violations on message_blocked', async () => {
    const { calls } = mockFetch({
      [LIST]: () => json({ data: [conversationRow(12)] }),
      [MESSAGES]: () => json({ data: [] }),
      [SEND]: () =>
        json(
          {
            data: messageRow(50, { body: 'Pay now or we will have you arrested', status: 'scanning', scanned: false }),
          },
          201,
        ),
    });
    const user = userEvent.setup();
    const { fake } = renderChat('collector');
    const log = await openThread(user);
    await waitFor(() =>
      expect(fake.emitted).toContainEqual({ event: 'chat:subscribe', payload: { conversation_id: 12 } }),
    );
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'Pay now or we will have you arrested{Enter}');
    expect(input).toHaveValue('');
    expect(await within(log).findByText('Scanning for Compliance...')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST' && call.url.endsWith('/messages'));
    expect((sent!.body as FormData).get('message[body]')).toBe('Pay now or we will have you arrested');
    expect(sent!.headers['X-CSRF-Token']).toBe('test-csrf-token');
    await waitFor(() => expect(within(log).getByTestId('chat-message')).toHaveAttribute('data-status', 'scanning'));
    act(() => fake.serverSends('message_blocked', { conversation_id: 12, message: messageRow(50, blockedAttributes) }));
    const alert = await within(log).findByRole('alert');
    expect(alert).toHaveTextContent('Message blocked due to compliance violations');
    expect(alert).toHaveTextContent('This sentence: “Pay now or we will have you arrested”');
    expect(alert).toHaveTextContent(
      'Threatens arrest or jail for not paying a debt. (R-ARREST, 1692e(4); 1006.18(b)(3))',
    );
    expect(within(log).queryByText('Scanning for Compliance...')).not.toBeInTheDocument();
  });

  it('sends the suggested rewrite of a blocked message with one click, once', async () => {
    const suggestion = blockedAttributes.suggestion;
    const { calls } = mockFetch({
      [LIST]: () => json({ data: [conversationRow(12)] }),
      [MESSAGES]: () => json({ data: [messageRow(50, blockedAttributes)] }),
      [SEND]: () => json({ data: messageRow(51, { body: suggestion, status: 'scanning', scanned: false }) }, 201),
    });
    const user = userEvent.setup();
    const { fake } = renderChat('collector');
    const log = await openThread(user);
    const box = await within(log).findByTestId('chat-suggestion');
    expect(box).toHaveTextContent('A compliant way to say it');
    expect(box).toHaveTextContent(suggestion);
    await user.click(within(box).getByRole('button', { name: 'Send suggestion' }));
    const sends = () => calls.filter((call) => call.method === 'POST' && call.url.endsWith('/messages'));
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect((sends()[0].body as FormData).get('message[body]')).toBe(suggestion);
    expect(await within(box).findByRole('button', { name: 'Suggestion sent' })).toBeDisabled();
    act(() => fake.serverSends('new_message', { conversation_id: 12, message: messageRow(51, { body: suggestion }) }));
    await waitFor(() =>
      expect(
        within(log)
          .getAllByTestId('chat-message')
          .map((m) => m.getAttribute('data-status')),
      ).toEqual(['blocked', 'delivered']),
    );
    expect(sends()).toHaveLength(1);
  });

  it('shows the message limit apart from the words, and offers no button without a suggestion', async () => {
    mockFetch({
      [LIST]: () => json({ data: [conversationRow(12)] }),
      [MESSAGES]: () =>
        json({
          data: [
            messageRow(60, {
              status: 'blocked',
              blocked: true,
              body: 'Just checking in.',
              suggestion: null,
              violations: [
                {
                  rule_id: 'R-HARASS',
                  citation: '15 U.S.C. 1692d(5); 12 CFR 1006.14(b)',
                  description:
                    'This would be message 8 to this consumer in 24 hours; the limit is 7. Wait before sending again.',
                  excerpt: 'message 8 in 24 hours',
                  sentence: '',
                  kind: 'rate',
                },
              ],
            }),
          ],
        }),
    });
    const user = userEvent.setup();
    renderChat('collector');
    const log = await openThread(user);
    const limit = await within(log).findByTestId('chat-rate-limit');
    expect(limit).toHaveTextContent('Message limit');
    expect(limit).toHaveTextContent('the limit is 7');
    expect(within(log).queryByTestId('chat-violation')).not.toBeInTheDocument();
    expect(within(log).queryByTestId('chat-suggestion')).not.toBeInTheDocument();
  });

  it('is confirmed by new_message, and marked scheduled by message_scheduled', async () => {
    mockFetch({
      [LIST]: () => json({ data: [conversationRow(12)] }),
      [MESSAGES]: () => json({ data: [] }),
      [SEND]: () => json({ data: messageRow(51, { body: 'Hello', status: 'scanning', scanned: false }) }, 201),
    });
    const user = userEvent.setup();
    const { fake } = renderChat('collector');
    const log = await openThread(user);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await waitFor(() => expect(within(log).getByTestId('chat-message')).toHaveAttribute('data-status', 'scanning'));
    act(() =>
      fake.serverSends('message_scheduled', {
        conversation_id: 12,
        message: messageRow(51, { body: 'Hello', status: 'scheduled', scheduled_for: '2026-11-24T14:00:00.000Z' }),
      }),
    );
    expect(await within(log).findByText(/^Scheduled for 8:00\sAM consumer time, Nov 24$/)).toBeInTheDocument();
    act(() => fake.serverSends('new_message', { conversation_id: 12, message: messageRow(51, { body: 'Hello' }) }));
    await waitFor(() => expect(within(log).getByTestId('chat-message')).toHaveAttribute('data-status', 'delivered'));
    expect(within(log).queryByText(/Scheduled for/)).not.toBeInTheDocument();
    expect(within(log).getAllByTestId('chat-message')).toHaveLength(1);
  });

  it('marks the message scanned 10 seconds after sending when no event comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      [LIST]: () => json({ data: [conversationRow(12)] }),
      [MESSAGES]: () => json({ data: [] }),
      [SEND]: () => json({ data: messageRow(52, { body: 'Hello', status: 'scanning', scanned: false }) }, 201),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderChat('collector');
    const log = await openThread(user);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await within(log).findByText('Scanning for Compliance...');
    act(() => vi.advanceTimersByTime(9_000));
    expect(within(log).getByText('Scanning for Compliance...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_100));
    await waitFor(() => expect(within(log).queryByText('Scanning for Compliance...')).not.toBeInTheDocument());
  });

  it("says 'Failed to send message' with the server's reason and gives the text back", async () => {
    mockFetch({
      [LIST]: () => json({ data: [conversationRow(12)] }),
      [MESSAGES]: () => json({ data: [] }),
      [SEND]: () => json({ error: 'Message is too long (maximum is 1000 characters)' }, 422),
    });
    const user = userEvent.setup();
    renderChat('collector');
    const log = await openThread(user);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'Hello there{Enter}');
    expect(
      await screen.findByText('Failed to send message: Message is too long (maximum is 1000 characters)'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('Hello there');
    expect(within(log).queryAllByTestId('chat-message')).toHaveLength(0);
  });

  it("says 'Failed to load messages' with a retry", async () => {
    let fail = true;
    mockFetch({
      [LIST]: () => json({ data: [conversationRow(12)] }),
      [MESSAGES]: () => (fail ? networkDown() : json({ data: [messageRow(1, { body: 'Back again' })] })),
    });
    const user = userEvent.setup();
    renderChat('collector');
    await openThread(user);
    expect(await screen.findByText('Failed to load messages')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load messages')).not.toBeInTheDocument();
  });

  it('tries a failed load again before any banner (network and server failures), then shows the thread', async () => {
    let listAsks = 0;
    let messageAsks = 0;
    mockFetch({
      [LIST]: () => (++listAsks === 1 ? json({ error: 'boom' }, 502) : json({ data: [conversationRow(12)] })),
      [MESSAGES]: () => (++messageAsks === 1 ? networkDown() : json({ data: [messageRow(1, { body: 'Back again' })] })),
    });
    const user = userEvent.setup();
    renderChat('collector', fakeSocket(), undefined, { retryReads: true });
    await user.click(await screen.findByRole('button', { name: /^Messages/ }));
    await user.click(await screen.findByRole('button', { name: /^Jordan Rivera/ }, { timeout: 3_000 }));
    expect(await screen.findByText('Back again', undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect([listAsks, messageAsks]).toEqual([2, 2]);
    expect(screen.queryByText('Failed to load conversations')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load messages')).not.toBeInTheDocument();
  });

  it('shows a refused load at once, asked once', async () => {
    let listAsks = 0;
    mockFetch({ [LIST]: () => (listAsks++, json({ error: 'Forbidden' }, 403)) });
    const user = userEvent.setup();
    renderChat('collector', fakeSocket(), undefined, { retryReads: true });
    await user.click(await screen.findByRole('button', { name: 'Messages' }));
    expect(await screen.findByText('Failed to load conversations')).toBeInTheDocument();
    expect(listAsks).toBe(1);
  });

  it('shows why a collector cannot write, and disables the composer', async () => {
    const refusal =
      'The consumer has opted out of electronic messages from your firm, so you cannot send chat messages.';
    mockFetch({
      [LIST]: () => json({ data: [conversationRow(12, { opted_out: true, can_send: false, send_refusal: refusal })] }),
      [MESSAGES]: () => json({ data: [] }),
    });
    const user = userEvent.setup();
    renderChat('collector');
    await openThread(user);
    expect(screen.getByTestId('chat-refusal')).toHaveTextContent(refusal);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('marks read through the socket once the newest message of the other side is half visible', async () => {
    const io = fakeIntersectionObserver();
    vi.stubGlobal('IntersectionObserver', io.Observer);
    mockFetch({
      [LIST]: () => json({ data: [conversationRow(12, { unread_count: 2 })] }),
      [MESSAGES]: () =>
        json({
          data: [
            messageRow(1, { sender: { id: 9, display_name: 'Jordan Rivera', is_collector: false } }),
            messageRow(2, { sender: { id: 9, display_name: 'Jordan Rivera', is_collector: false }, body: 'Newest' }),
            messageRow(3, { body: 'Our reply' }),
          ],
        }),
    });
    const user = userEvent.setup();
    const { fake } = renderChat(
      'collector',
      fakeSocket((event) => (event === 'mark_as_read' ? { ok: true, unread_count: 0 } : { ok: true })),
    );
    const log = await openThread(user);
    await within(log).findByText('Newest');
    const newest = within(log).getByText('Newest').closest('[data-testid="chat-message"]')!;
    await waitFor(() => expect(io.watched()).toContain(newest));
    act(() => io.reveal(newest, 0.3));
    expect(fake.emitted.filter((e) => e.event === 'mark_as_read')).toHaveLength(0);
    act(() => io.reveal(newest, 0.6));
    await waitFor(() =>
      expect(fake.emitted).toContainEqual({ event: 'mark_as_read', payload: { conversation_id: 12 } }),
    );
    await user.click(screen.getByRole('button', { name: 'All conversations' }));
    expect(await screen.findByRole('button', { name: /^Jordan Rivera\b/ })).toBeInTheDocument();
  });
});

describe('reconnects', () => {
  it('subscribes the open thread again and reloads the list and the messages it may have missed', async () => {
    let messages = [messageRow(1, { body: 'Before the drop' })];
    const { calls } = mockFetch({
      [LIST]: () => json({ data: [conversationRow(12)] }),
      [MESSAGES]: () => json({ data: messages }),
    });
    const user = userEvent.setup();
    const { fake } = renderChat('collector');
    act(() => fake.serverSends('connect', undefined));
    const log = await openThread(user);
    await within(log).findByText('Before the drop');
    const gets = (path: string) => calls.filter((call) => call.method === 'GET' && call.url === path).length;
    const before = { list: gets('/api/v1/conversations'), messages: gets('/api/v1/conversations/12/messages') };
    const subscribes = () => fake.emitted.filter((e) => e.event === 'chat:subscribe').length;
    const subscribedBefore = subscribes();
    messages = [...messages, messageRow(2, { body: 'Sent while we were offline' })];
    act(() => fake.serverSends('connect', undefined));
    expect(await within(log).findByText('Sent while we were offline')).toBeInTheDocument();
    expect(subscribes()).toBe(subscribedBefore + 1);
    expect(gets('/api/v1/conversations')).toBe(before.list + 1);
    expect(gets('/api/v1/conversations/12/messages')).toBe(before.messages + 1);
  });
});

describe('composer', () => {
  async function composer() {
    mockFetch({ [LIST]: () => json({ data: [conversationRow(12)] }), [MESSAGES]: () => json({ data: [] }) });
    const user = userEvent.setup();
    renderChat('consumer');
    await user.click(await screen.findByRole('button', { name: /^Messages/ }));
    await user.click(await screen.findByRole('button', { name: /^Jordan Rivera/ }));
    return {
      user,
      input: await screen.findByRole('textbox', { name: 'Message' }),
      send: screen.getByRole('button', { name: 'Send' }),
    };
  }

  it('keeps Send disabled while blank, adds a line with Shift+Enter, counts up to 1000 characters', async () => {
    const { user, input, send } = await composer();
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'first{Shift>}{Enter}{/Shift}second');
    expect(input).toHaveValue('first\nsecond');
    expect(send).toBeEnabled();
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('12/1000');
    fireEvent.change(input, { target: { value: 'x'.repeat(1200) } });
    expect(input).toHaveValue('x'.repeat(1000));
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('1000/1000');
  });

  it('drops other file types without a word and enables Send with an attachment alone', async () => {
    const { user, send } = await composer();
    const picker = screen.getByTestId('chat-attachment-input') as HTMLInputElement;
    expect(picker).toHaveAttribute('accept', '.pdf,.jpeg,.jpg,.gif,.png');
    await user.upload(picker, [
      new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' }),
      new File(['doc'], 'notes.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ]);
    const attached = screen.getByRole('list', { name: 'Attachments' });
    expect(
      within(attached)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['letter.pdf']);
    expect(send).toBeEnabled();
    expect(screen.queryByText(/virus\.exe|notes\.docx/)).not.toBeInTheDocument();
  });
});

describe('consumer widget', () => {
  it('has no launcher until there is a conversation; Message collector opens one', async () => {
    let created = false;
    const { calls } = mockFetch({
      [LIST]: () => json({ data: created ? [conversationRow(12)] : [] }),
      'POST /api/v1/conversations': () => {
        created = true;
        return json(
          {
            data: conversationRow(12, {
              other_participants: [{ id: 3, type: 'law_firm', display_name: 'Demo Law Group', is_collector: true }],
            }),
          },
          201,
        );
      },
      [MESSAGES]: () => json({ data: [messageRow(1, { body: 'Hello from the firm' })] }),
    });
    const user = userEvent.setup();
    renderChat('consumer', fakeSocket(), <MessageCollectorButton lawFirmId={3} documentId={44} />);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/conversations')).toBe(true));
    expect(screen.queryByRole('button', { name: /^Messages/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Message collector' }));
    const panel = await screen.findByRole('dialog', { name: 'Messages' });
    expect(within(panel).getByRole('heading', { name: 'Demo Law Group' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ document_id: 44, law_firm_id: 3 });
    const log = within(panel).getByRole('log');
    const bubble = await within(log).findByText('Hello from the firm');
    expect(bubble.closest('[data-testid="chat-message"]')).toHaveAttribute('data-own', 'false');
    expect(within(log).getByText('This message is a communication from a debt collector.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();
  });

  it("shows 'Failed to create conversation' when the start fails", async () => {
    mockFetch({
      [LIST]: () => json({ data: [] }),
      'POST /api/v1/conversations': () => json({ error: 'Not found' }, 404),
    });
    const user = userEvent.setup();
    renderChat('consumer', fakeSocket(), <MessageCollectorButton lawFirmId={3} documentId={44} />);
    await user.click(await screen.findByRole('button', { name: 'Message collector' }));
    expect(await screen.findByText('Failed to create conversation')).toBeInTheDocument();
  });

  it("opts out after confirming, and 'Stop contacting me' asks first and can be cancelled", async () => {
    const firm = [{ id: 3, type: 'law_firm', display_name: 'Demo Law Group', is_collector: true }];
    const { calls } = mockFetch({
      [LIST]: () => json({ data: [conversationRow(12, { other_participants: firm })] }),
      [MESSAGES]: () => json({ data: [] }),
      'POST /api/v1/conversations/12/opt_out': () =>
        json({ data: conversationRow(12, { other_participants: firm, opted_out: true }) }),
    });
    const user = userEvent.setup();
    renderChat('consumer');
    await openThread(user, 'Demo Law Group');
    await user.click(screen.getByRole('button', { name: 'Message settings' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Stop contacting me' }));
    const ask = await screen.findByRole('dialog', { name: 'Stop contacting me' });
    expect(ask).toHaveTextContent('Ask Demo Law Group to stop contacting you?');
    // Escape closes the confirmation only, not the chat.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stop contacting me' })).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/cease'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Message settings' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Opt out of messages' }));
    const confirm = await screen.findByRole('dialog', { name: 'Opt out of messages' });
    await user.click(within(confirm).getByRole('button', { name: 'Opt out of messages' }));
    expect(await screen.findByText(/You opted out of electronic messages from this firm/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/opt_out'))).toHaveLength(1);
  });
});

describe('the account row chat button', () => {
  it("alerts 'Unable to start conversation - consumer information not available' without a consumer", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { calls } = mockFetch({ [LIST]: () => json({ data: [] }) });
    const user = userEvent.setup();
    renderChat(
      'collector',
      fakeSocket(),
      <MessageConsumerButton documentId={44} consumerUserId={null} consumerName="Maria Gonzalez" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Message Maria Gonzalez' }));
    expect(alert).toHaveBeenCalledWith('Unable to start conversation - consumer information not available');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('opens the conversation with the consumer of the row', async () => {
    const { calls } = mockFetch({
      [LIST]: () => json({ data: [] }),
      'POST /api/v1/conversations': () => json({ data: conversationRow(12) }),
      [MESSAGES]: () => json({ data: [] }),
    });
    const user = userEvent.setup();
    renderChat(
      'collector',
      fakeSocket(),
      <MessageConsumerButton documentId={44} consumerUserId={9} consumerName="Jordan Rivera" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Message Jordan Rivera' }));
    expect(await screen.findByRole('heading', { name: 'Jordan Rivera' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ document_id: 44, recipient_id: 9 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
  });
});
