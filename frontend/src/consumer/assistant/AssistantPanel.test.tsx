import { useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { theme } from '../../shared/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { withQueryClient } from '../../test/render';
import { createQueryClient } from '../data/query-client';
import { NetworkError } from '../../shared/http';
import { loadSuggestions } from './api';
import { AssistantPanel } from './AssistantPanel';
import { AssistantWidget } from './AssistantWidget';
import type { Completion } from './types';
import { FINISHED_FALLBACK_MS, type CompletionSocket } from './useAssistant';
import { FIELD_FILLED_EVENT, type FieldFilled } from './fieldFilled';

/** A socket the test drives: it is connected and lets the test push server messages. */
function fakeSocket() {
  const listeners = new Map<string, Array<(...a: unknown[]) => void>>();
  const socket: CompletionSocket & { push(event: string, payload: unknown): void } = {
    connected: true,
    on: (event, fn) => listeners.set(event, [...(listeners.get(event) ?? []), fn as never]),
    off: () => undefined,
    disconnect: () => undefined,
    push: (event, payload) => act(() => listeners.get(event)?.forEach(fn => fn(payload))),
  };
  return socket;
}

const personas = [
  { id: 1, name: 'Settlement Coach', description: 'Plans an offer.', avatarUrl: null },
  { id: 2, name: 'Court Prep Guide', description: null, avatarUrl: null },
];
const completion = (over: Partial<Completion> = {}): Completion => ({
  id: 10,
  state: 'processing',
  userRequest: 'When is my answer due?',
  assistantResponse: '',
  rating: 0,
  pilotFiles: [],
  pilotFunctionCalls: [],
  persona: null,
  threadKey: 'threadkey0001',
  pilotThreadId: 5,
  provider: 'offline',
  errorMessage: null,
  createdAt: new Date().toISOString(),
  ...over,
});

/** A fresh query cache for each rendered tree. */
function QueryWrapper({ children }: { children: ReactNode }) {
  const [{ Wrapper }] = useState(withQueryClient);
  return <Wrapper>{children}</Wrapper>;
}

function renderPanel(socket = fakeSocket(), mode: 'page' | 'widget' = 'page') {
  render(
    <ThemeProvider theme={theme}>
      <QueryWrapper>
        <AssistantPanel mode={mode} connect={() => socket} />
      </QueryWrapper>
    </ThemeProvider>,
  );
  return socket;
}

const baseHandlers = (over: Record<string, () => Response | Promise<Response>> = {}) => ({
  'GET /pilot/completions/latest_thread.json': () =>
    json({ thread: { id: 5 }, threadKey: 'threadkey0001', completions: [], provider: 'offline' }),
  'GET /pilot/personas.json': () => json({ personas }),
  'GET /pilot/completions/prompt_suggestions': () =>
    json({
      suggestions: [
        { id: 's1', text: 'How long do I have to answer a summons in Texas?', metadata: { source: 'documents' } },
      ],
    }),
  ...over,
});

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('Ask Solo panel', () => {
  it('asks a question, streams deltas, replaces with the object, and reloads suggestions after finished-streaming', async () => {
    let suggestionCalls = 0;
    const { calls } = mockFetch(
      baseHandlers({
        'GET /pilot/completions/prompt_suggestions': () =>
          json({
            suggestions: [
              {
                id: `s${++suggestionCalls}`,
                text:
                  suggestionCalls === 1
                    ? 'How long do I have to answer a summons in Texas?'
                    : 'Which court handles debt cases in Texas?',
                metadata: { source: 'documents' },
              },
            ],
          }),
        'POST /pilot/completions.json': () =>
          json({ completion: completion({ userRequest: 'How long do I have to answer a summons in Texas?' }) }, 201),
      }),
    );
    const socket = renderPanel();
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent('Offline assistant');
    expect(screen.getByText("Built on Open AI's ChatGPT 4o | Passed the bar and CPA exams")).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'How long do I have to answer a summons in Texas?' }),
    );
    const sent = calls.find(c => c.method === 'POST' && c.url === '/pilot/completions.json')!;
    expect(sent.body).toMatchObject({
      agentKey: 'solo',
      userRequest: 'How long do I have to answer a summons in Texas?',
      threadKey: 'threadkey0001',
      pilotThreadId: 5,
      personaId: null,
      pilotFileIds: [],
    });
    expect(await screen.findByText('Thinking…')).toBeInTheDocument();
    // Busy while streaming.
    expect(screen.getByRole('button', { name: 'New Chat' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Select Persona' })).toBeDisabled();

    const key = { threadKey: 'threadkey0001', pilotThreadId: 5, completionId: 10 };
    socket.push('pilot:completion', { type: 'delta', ...key, delta: 'In Texas ' });
    socket.push('pilot:completion', { type: 'delta', ...key, delta: 'you answer by Monday.' });
    expect(screen.getByText('In Texas you answer by Monday.')).toBeInTheDocument();
    socket.push('pilot:completion', {
      type: 'delta',
      threadKey: 'otherthread01',
      pilotThreadId: 9,
      completionId: 10,
      delta: ' IGNORED',
    });
    expect(screen.queryByText(/IGNORED/)).not.toBeInTheDocument();
    socket.push('pilot:completion', {
      type: 'object',
      ...key,
      completion: completion({ state: 'completed', assistantResponse: 'Final answer.' }),
    });
    expect(screen.getByText('Final answer.')).toBeInTheDocument();
    expect(screen.queryByText('In Texas you answer by Monday.')).not.toBeInTheDocument();
    socket.push('pilot:completion', { type: 'finished_streaming', ...key });
    expect(await screen.findByRole('button', { name: 'Which court handles debt cases in Texas?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Chat' })).toBeEnabled();
  });

  it('ends the reply a while after its final object even if the finished-streaming signal never comes', async () => {
    mockFetch(
      baseHandlers({
        'GET /pilot/completions/latest_thread.json': () =>
          json({ thread: { id: 5 }, threadKey: 'threadkey0001', completions: [completion()], provider: 'offline' }),
      }),
    );
    const socket = renderPanel();
    expect(await screen.findByText('Thinking…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Chat' })).toBeDisabled();
    vi.useFakeTimers();
    const key = { threadKey: 'threadkey0001', pilotThreadId: 5, completionId: 10 };
    socket.push('pilot:completion', {
      type: 'object',
      ...key,
      completion: completion({ state: 'completed', assistantResponse: 'Final answer.' }),
    });
    act(() => vi.advanceTimersByTime(FINISHED_FALLBACK_MS - 100));
    expect(screen.getByRole('button', { name: 'New Chat' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'New Chat' })).toBeEnabled();
    // The late signal changes nothing more.
    socket.push('pilot:completion', { type: 'finished_streaming', ...key });
    expect(screen.getByRole('button', { name: 'New Chat' })).toBeEnabled();
  });

  it('rates an answer: pressing the same rating again clears it', async () => {
    const answers = [1, 0];
    mockFetch(
      baseHandlers({
        'GET /pilot/completions/latest_thread.json': () =>
          json({
            thread: { id: 5 },
            threadKey: 'threadkey0001',
            completions: [completion({ state: 'completed', assistantResponse: 'Done.' })],
            provider: 'openai',
          }),
        'PATCH /pilot/completions/10.json': () =>
          json({ completion: completion({ state: 'completed', rating: answers.shift() }) }),
      }),
    );
    renderPanel();
    const up = await screen.findByRole('button', { name: 'Rate helpful' });
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    await userEvent.click(up);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rate helpful' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rate helpful' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rate helpful' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('picks a persona: remembered, new chat started, header renamed; a remembered persona that is gone is cleared with a toast', async () => {
    const { calls } = mockFetch(
      baseHandlers({
        'POST /pilot/completions/new_thread.json': () => json({ thread: { id: 6 }, threadKey: 'threadkey0002' }),
      }),
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Ask Solo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select Persona' }));
    expect(screen.getByRole('heading', { name: 'Select a Persona' })).toBeInTheDocument();
    expect(screen.getByText('Default AI assistant')).toBeInTheDocument();
    expect(screen.getByText('AI assistant')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Settlement Coach'));
    expect(await screen.findByRole('heading', { name: 'Ask Settlement Coach' })).toBeInTheDocument();
    expect(window.localStorage.getItem('parley.assistant.personaId')).toBe('1');
    expect(calls.some(c => c.url === '/pilot/completions/new_thread.json')).toBe(true);
  });

  it('clears a remembered persona that is no longer offered, with the persona toast', async () => {
    window.localStorage.setItem('parley.assistant.personaId', '99');
    mockFetch(baseHandlers());
    renderPanel();
    expect(await screen.findByText('Selected persona is no longer available')).toBeInTheDocument();
    expect(window.localStorage.getItem('parley.assistant.personaId')).toBeNull();
  });

  it('shows the persona error state with Retry, and the empty state with Refresh', async () => {
    let fail = true;
    mockFetch(
      baseHandlers({
        'GET /pilot/personas.json': () => (fail ? json({ error: 'Boom' }, 500) : json({ personas: [] })),
      }),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Select Persona' }));
    expect(await screen.findByText('Error loading personas: Boom')).toBeInTheDocument();
    expect(screen.getByText('Unable to load personas!')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No personas available at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('toasts when the latest thread cannot be loaded', async () => {
    mockFetch(baseHandlers({ 'GET /pilot/completions/latest_thread.json': () => json({ error: 'down' }, 503) }));
    renderPanel();
    expect(await screen.findByText('Unable to load latest thread!')).toBeInTheDocument();
  });

  it('toasts when an attached file can no longer be opened', async () => {
    const file = {
      clientId: 'c1',
      id: 3,
      name: 'summons.pdf',
      state: 'uploaded' as const,
      progress: 100,
      uploadError: null,
      showPath: '/pilot/files/3',
    };
    mockFetch(
      baseHandlers({
        'GET /pilot/completions/latest_thread.json': () =>
          json({
            thread: { id: 5 },
            threadKey: 'threadkey0001',
            completions: [completion({ state: 'completed', assistantResponse: 'Done.', pilotFiles: [file] })],
            provider: 'offline',
          }),
        'GET /pilot/files/3': () => json({ error: 'File not found.' }, 404),
      }),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'summons.pdf' }));
    expect(await screen.findByText('Could not load document in chat')).toBeInTheDocument();
  });

  it('refuses files of the wrong type or size before uploading', async () => {
    mockFetch(baseHandlers());
    renderPanel();
    await screen.findByRole('heading', { name: 'Ask Solo' });
    const input = screen.getByTestId('chat-file-input');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'virus.exe', { type: 'application/x-msdownload' }), big] },
    });
    const attachments = screen.getByLabelText('Attachments');
    expect(within(attachments).getByText("File type isn't allowed")).toBeInTheDocument();
    expect(within(attachments).getByText('File if to large. Max size is 25MB.')).toBeInTheDocument();
  });
});

/** The panel under the tab's own read policy (network and 5xx failures tried again after 1 s, then 2 s). */
function renderRetrying(socket = fakeSocket()) {
  const client = createQueryClient();
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <AssistantPanel mode="page" connect={() => socket} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('Ask Solo under the read policy', () => {
  it('tries a failed thread load again and shows the thread, without a toast', async () => {
    let attempts = 0;
    mockFetch(
      baseHandlers({
        'GET /pilot/completions/latest_thread.json': () =>
          ++attempts === 1
            ? json({ error: 'down' }, 503)
            : json({
                thread: { id: 5 },
                threadKey: 'threadkey0001',
                completions: [completion({ state: 'completed', assistantResponse: 'Twenty days.' })],
                provider: 'offline',
              }),
      }),
    );
    renderRetrying();
    expect(await screen.findByText('Twenty days.', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(screen.queryByText('Unable to load latest thread!')).not.toBeInTheDocument();
  });

  it('toasts a refused thread load at once, asked once', async () => {
    let attempts = 0;
    mockFetch(
      baseHandlers({
        'GET /pilot/completions/latest_thread.json': () => (attempts++, json({ error: 'Not found' }, 404)),
      }),
    );
    renderRetrying();
    expect(await screen.findByText('Unable to load latest thread!')).toBeInTheDocument();
    expect(attempts).toBe(1);
  });

  it('tries failed suggestions again and shows them; the lifecycle is announced once per load', async () => {
    let attempts = 0;
    const heard: string[] = [];
    const names = ['pilot:prompts:loading', 'pilot:prompts:displayed', 'pilot:prompts:error'];
    const listener = (e: Event) => heard.push(`${e.type} ${JSON.stringify((e as CustomEvent).detail)}`);
    names.forEach(n => window.addEventListener(n, listener));
    try {
      mockFetch(
        baseHandlers({
          'GET /pilot/completions/prompt_suggestions': () =>
            ++attempts === 1
              ? json({ error: 'busy' }, 502)
              : json({ suggestions: [{ id: 's9', text: 'What if I cannot pay?', metadata: { source: 'documents' } }] }),
        }),
      );
      renderRetrying();
      expect(
        await screen.findByRole('button', { name: 'What if I cannot pay?' }, { timeout: 3_000 }),
      ).toBeInTheDocument();
      expect(attempts).toBe(2);
      await waitFor(() =>
        expect(heard).toEqual([
          'pilot:prompts:loading {"loading":true}',
          'pilot:prompts:displayed {"count":1}',
          'pilot:prompts:loading {"loading":false}',
        ]),
      );
    } finally {
      names.forEach(n => window.removeEventListener(n, listener));
    }
  });
});

describe('Ask Solo widget', () => {
  it('opens through a 50 ms animating phase and closes after a 400 ms animation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(baseHandlers());
    const socket = fakeSocket();
    render(
      <ThemeProvider theme={theme}>
        <QueryWrapper>
          <AssistantWidget connect={() => socket} />
        </QueryWrapper>
      </ThemeProvider>,
    );
    const widget = screen.getByTestId('assistant-widget');
    expect(widget).toHaveAttribute('data-phase', 'collapsed');
    fireEvent.click(screen.getByRole('button', { name: 'Ask Solo' }));
    expect(widget).toHaveAttribute('data-phase', 'animating');
    act(() => vi.advanceTimersByTime(50));
    expect(widget).toHaveAttribute('data-phase', 'expanded');
    expect(screen.getByRole('link', { name: 'Open full page' })).toHaveAttribute('href', '/solo');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(widget).toHaveAttribute('data-phase', 'closing');
    act(() => vi.advanceTimersByTime(399));
    expect(widget).toHaveAttribute('data-phase', 'closing');
    act(() => vi.advanceTimersByTime(1));
    expect(widget).toHaveAttribute('data-phase', 'collapsed');
  });
});

describe('Ask Solo idle hint', () => {
  it('shows a hint beside the closed launcher after 7 s without input', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(baseHandlers());
    render(
      <ThemeProvider theme={theme}>
        <QueryWrapper>
          <AssistantWidget connect={() => fakeSocket()} />
        </QueryWrapper>
      </ThemeProvider>,
    );
    act(() => vi.advanceTimersByTime(6_000));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => vi.advanceTimersByTime(6_500));
    expect(screen.queryByText('Questions about your case? Ask Solo.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByText('Questions about your case? Ask Solo.')).toBeInTheDocument();
  });
});

describe('loadSuggestions', () => {
  it('gives up after 10 s with a NetworkError (retried like a dropped connection); an abort stays an abort', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const slow = loadSuggestions({ agent_key: 'solo' });
    const failed = expect(slow).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    const caller = new AbortController();
    const aborted = loadSuggestions({ agent_key: 'solo' }, caller.signal);
    caller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('announces a fill to the page once when it arrives live, never for answers loaded from history', async () => {
    const fill = (id: number) => ({
      id,
      functionName: 'fill-field',
      state: 'completed' as const,
      arguments: {},
      result: { message: 'I saved your phone number as (555) 234-5678 in your settlement.', field_name: 'customer_phone_number', value: '5552345678', document_id: 7 },
      errorMessage: null,
    });
    const old = completion({ id: 9, state: 'completed', pilotFunctionCalls: [fill(1)] });
    mockFetch(
      baseHandlers({
        'GET /pilot/completions/latest_thread.json': () =>
          json({ thread: { id: 5 }, threadKey: 'threadkey0001', completions: [old], provider: 'offline' }),
      }),
    );
    const heard: FieldFilled[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent<FieldFilled>).detail);
    window.addEventListener(FIELD_FILLED_EVENT, listener);
    try {
      const socket = renderPanel();
      expect((await screen.findAllByText('I saved your phone number as (555) 234-5678 in your settlement.')).length).toBeGreaterThan(0);
      expect(heard).toEqual([]);
      const live = completion({ id: 10, state: 'completed', pilotFunctionCalls: [fill(2)] });
      const key = { threadKey: 'threadkey0001', pilotThreadId: 5, completionId: 10 };
      socket.push('pilot:completion', { type: 'object', ...key, completion: live });
      socket.push('pilot:completion', { type: 'object', ...key, completion: live });
      expect(heard).toEqual([{ documentId: 7, field: 'customer_phone_number', value: '5552345678' }]);
    } finally {
      window.removeEventListener(FIELD_FILLED_EVENT, listener);
    }
  });
});
