import { createHash } from 'node:crypto';
import { io, Socket } from 'socket.io-client';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';
import { startFakeOpenAi } from './fake-openai';

/**
 * Ask Solo end to end: the API, the real worker process (offline driver, then the openai driver against a local
 * OpenAI-compatible server) and a Socket.IO client receiving the stream.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answer bodies are checked field by field in the tests
type Body = Record<string, any>;
type Message = {
  type: string;
  threadKey: string;
  pilotThreadId: number;
  completionId: number;
  delta?: string;
  completion?: Body;
  at: number;
};

let api: TestApi;
const sockets: Socket[] = [];

function connect(cookie: string): Promise<Socket> {
  const socket = io(api.url, {
    transports: ['websocket'],
    extraHeaders: { Cookie: cookie },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function signedIn(): Promise<{ c: Client; userId: number; messages: Message[] }> {
  const person = await consumer(api.em());
  const c = await consumerClient(api, person.email, PASSWORD);
  const socket = await connect(c.cookieHeader());
  const messages: Message[] = [];
  socket.on('pilot:completion', (m: Message) => messages.push({ ...m, at: Date.now() }));
  return { c, userId: person.id, messages };
}

async function patch(c: Client, path: string, body?: unknown) {
  const token = await c.csrf();
  return c.agent
    .patch(path)
    .set('X-CSRF-Token', token)
    .set('Accept', 'application/json')
    .send(body as object);
}

async function ask(c: Client, userRequest: string, extra: Record<string, unknown> = {}) {
  const res = await c.post('/pilot/completions.json', {
    agentKey: 'solo',
    userRequest,
    context: { datetime: new Date().toISOString(), locales: ['en-US'] },
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body.completion as Body;
}

/**
 * The final object of an answer has arrived (the thread may take its next question). Tests wait for this, not for the
 * finished-streaming signal 2 s later, unless that signal is what they check.
 */
const answered = (messages: Message[], id: number) => () =>
  messages.some((m) => m.completionId === id && m.type === 'object' && m.completion?.state !== 'processing');
const finished = (messages: Message[], id: number) => () =>
  messages.some((m) => m.completionId === id && m.type === 'finished_streaming');
/** Starts a settlement walkthrough the way the page does; its document id. */
async function startSettlement(c: Client): Promise<number> {
  const res = await c.post('/customer_documents?document_name=solosettle');
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const finalObject = (messages: Message[], id: number) =>
  [...messages].reverse().find((m) => m.completionId === id && m.type === 'object')!.completion!;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await api.close();
});

describe('Ask Solo with the offline assistant', () => {
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  beforeAll(async () => {
    worker = await startWorkerProcess();
  });
  afterAll(() => worker.stop());

  it('lists the personas', async () => {
    const { c } = await signedIn();
    const res = await c.get('/pilot/personas.json').expect(200);
    expect(res.body.personas.map((p: { name: string }) => p.name)).toEqual([
      'Settlement Coach',
      'Court Prep Guide',
      'Budget Buddy',
    ]);
    expect(res.body.personas[0]).toEqual({
      id: expect.any(Number),
      name: 'Settlement Coach',
      description: expect.any(String),
      avatarUrl: null,
    });
  });

  it('streams deltas, then the object that replaces the answer, then finished-streaming 2 s later, keyed by thread', async () => {
    const { c, messages } = await signedIn();
    const thread = (await c.post('/pilot/completions/new_thread.json', { agentKey: 'solo' })).body;
    expect(thread).toEqual({ thread: { id: expect.any(Number) }, threadKey: expect.stringMatching(/^[a-f0-9]{32}$/) });
    const created = await ask(c, 'How long do I have to answer a summons in Texas?', {
      threadKey: thread.threadKey,
      pilotThreadId: thread.thread.id,
    });
    expect(created).toMatchObject({
      state: 'processing',
      assistantResponse: '',
      rating: 0,
      threadKey: thread.threadKey,
      pilotThreadId: thread.thread.id,
    });

    await waitUntil(finished(messages, created.id), 20_000);
    const mine = messages.filter((m) => m.completionId === created.id);
    expect(mine.every((m) => m.threadKey === thread.threadKey && m.pilotThreadId === thread.thread.id)).toBe(true);
    const types = mine.map((m) => m.type);
    const lastDelta = types.lastIndexOf('delta');
    expect(types.filter((t) => t === 'delta').length).toBeGreaterThan(3);
    expect(types.slice(lastDelta + 1)).toEqual(['object', 'finished_streaming']);
    const streamed = mine
      .filter((m) => m.type === 'delta')
      .map((m) => m.delta)
      .join('');
    const object = mine[lastDelta + 1];
    expect(object.completion).toMatchObject({ state: 'completed', assistantResponse: streamed, provider: 'offline' });
    expect(streamed).toContain("I'm the offline assistant");
    expect(streamed).toContain('How to answer a summons in Texas');
    expect(mine[mine.length - 1].at - object.at).toBeGreaterThanOrEqual(1900);

    const list = await c.get(`/pilot/completions.json?thread_key=${thread.threadKey}`).expect(200);
    expect(list.body.completions).toHaveLength(1);
    expect(list.body.completions[0]).toMatchObject({
      id: created.id,
      state: 'completed',
      assistantResponse: streamed,
      userRequest: 'How long do I have to answer a summons in Texas?',
    });
    const latest = await c.get('/pilot/completions/latest_thread.json').expect(200);
    expect(latest.body).toMatchObject({
      thread: { id: thread.thread.id },
      threadKey: thread.threadKey,
      provider: 'offline',
    });
  });

  it('calls the same functions by intent: start-walkthrough and fill-field complete, a payment widget without a plan fails', async () => {
    const { c, messages } = await signedIn();
    const doc = await startSettlement(c);
    // One after the other: a thread answers one question at a time.
    const walk = await ask(c, 'Please help me file an answer to my lawsuit summons');
    await waitUntil(answered(messages, walk.id), 15_000);
    const fill = await ask(c, 'My phone number is 5552345678', { threadKey: walk.threadKey });
    await waitUntil(answered(messages, fill.id), 15_000);
    const pay = await ask(c, 'I want to change my payment date', { threadKey: walk.threadKey });
    await waitUntil(() => [walk, fill, pay].every((x) => answered(messages, x.id)()), 25_000);
    expect(finalObject(messages, walk.id).pilotFunctionCalls).toEqual([
      expect.objectContaining({
        functionName: 'start-walkthrough',
        state: 'completed',
        arguments: { document_name: 'debt_answer' },
        result: {
          message: 'Your answer to the summons is ready to start: press Open below (it opens in a new tab).',
          iframeUrl: '/debt_answer',
        },
      }),
    ]);
    expect(finalObject(messages, fill.id).pilotFunctionCalls).toEqual([
      expect.objectContaining({
        functionName: 'fill-field',
        state: 'completed',
        result: {
          message: 'I saved your phone number as (555) 234-5678 in your settlement.',
          field_name: 'customer_phone_number',
          value: '5552345678',
          document_id: doc,
        },
      }),
    ]);
    expect(finalObject(messages, pay.id).pilotFunctionCalls).toEqual([
      expect.objectContaining({
        functionName: 'show-payment-widget',
        state: 'failed',
        errorMessage: 'You do not have a payment plan yet.',
      }),
    ]);
    // A function call is announced while it runs (executing) before its outcome.
    const walkStates = messages
      .filter((m) => m.completionId === walk.id && m.type === 'object')
      .map((m) => m.completion!.pilotFunctionCalls[0]?.state);
    expect(walkStates[0]).toBe('executing');
  });

  describe('every claim of the offline assistant matches the state after it', () => {
    /** The walkthrough the review page shows (the page reads this call). */
    const view = async (c: Client, doc: number) =>
      (await c.get(`/api_controller/get_extracted_walk_through_step_responses/${doc}`).expect(200)).body as Body;
    const profileRow = async (userId: number) =>
      (
        await api
          .em()
          .getConnection()
          .execute(
            `select u.email, u.first_name, u.last_name, p.phone, p.street, p.city, p.state, p.zip_code
               from users u left join consumer_profiles p on p.user_id = u.id where u.id = ?`,
            [userId],
          )
      )[0] as Record<string, string | null>;
    const documentCount = async (userId: number) =>
      Number(
        (
          await api
            .em()
            .getConnection()
            .execute('select count(*) as n from customer_documents where user_id = ?', [userId])
        )[0].n,
      );
    /** Sentences that claim an action; an answer may contain one only when it is its function's own outcome. */
    const CLAIMS = /\b(I (?:saved|filled|opened|started|changed|updated|set)[^.]*\.)/g;

    type Row = {
      question: string;
      claim: string;
      state: 'completed' | 'failed';
      check: (x: { c: Client; doc: number; userId: number; before: Body }) => Promise<void>;
    };
    const ROWS: Row[] = [
      {
        question: 'My phone number is (555) 234-5678',
        claim: 'I saved your phone number as (555) 234-5678 in your settlement.',
        state: 'completed',
        check: async ({ c, doc, userId }) => {
          const v = await view(c, doc);
          expect(v.steps.customer_phone_number).toMatchObject({ value: '5552345678', source: 'saved', status: 'valid' });
          expect((await profileRow(userId)).phone).toBe('5552345678');
        },
      },
      {
        question: 'My phone number is 12345',
        claim: 'I did not save your phone number: Invalid phone number format.',
        state: 'failed',
        check: async ({ c, doc, before }) => {
          expect((await view(c, doc)).steps.customer_phone_number).toEqual(before.steps.customer_phone_number);
        },
      },
      {
        question: 'My zip code is 62704',
        claim:
          'I did not save your ZIP code: A mailing address needs its street, city, state too; tell me the whole address (street, city, state ZIP) or fill it in on the page.',
        state: 'failed',
        check: async ({ c, doc, userId }) => {
          expect((await view(c, doc)).steps.customer_mailing_address.value).toBeNull();
          expect((await profileRow(userId)).zip_code ?? null).toBeNull();
        },
      },
      {
        question: 'My address is 12 Main St, Springfield, IL 62701',
        claim: 'I saved your mailing address as 12 Main St, Springfield, IL 62701 in your settlement.',
        state: 'completed',
        check: async ({ c, doc, userId }) => {
          expect((await view(c, doc)).steps.customer_mailing_address.value).toEqual({
            customer_street: '12 Main St',
            customer_city: 'Springfield',
            customer_state: 'IL',
            customer_zip_code: '62701',
          });
          expect(await profileRow(userId)).toMatchObject({ street: '12 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' });
        },
      },
      {
        question: 'My zip code is 1234',
        claim: 'I did not save your ZIP code: Please enter a valid ZIP code (e.g. 12345 or 12345-6789).',
        state: 'failed',
        check: async ({ userId }) => expect((await profileRow(userId)).zip_code).toBe('62701'),
      },
      {
        question: 'Set my zip code to 62704',
        claim: 'I saved your ZIP code as 62704 in your settlement (mailing address: 12 Main St, Springfield, IL 62704).',
        state: 'completed',
        check: async ({ c, doc, userId }) => {
          expect((await view(c, doc)).steps.customer_mailing_address.value.customer_zip_code).toBe('62704');
          expect((await profileRow(userId)).zip_code).toBe('62704');
        },
      },
      {
        question: 'My first name is Maria',
        // The factory's consumer is "Test consumer": the last name on file stays.
        claim: 'I saved your full name as Maria consumer in your settlement.',
        state: 'completed',
        check: async ({ c, doc, userId }) => {
          expect(await profileRow(userId)).toMatchObject({ first_name: 'Maria', last_name: 'consumer' });
          expect((await view(c, doc)).steps.customer_name.value).toBe('Maria consumer');
        },
      },
      {
        question: 'My last name is Okafor',
        claim: 'I saved your full name as Maria Okafor in your settlement.',
        state: 'completed',
        check: async ({ userId }) => expect(await profileRow(userId)).toMatchObject({ first_name: 'Maria', last_name: 'Okafor' }),
      },
      {
        question: 'My email is someone.else@example.com',
        claim: 'I did not save your email: Email cannot be changed.',
        state: 'failed',
        check: async ({ userId, before }) => expect((await profileRow(userId)).email).toBe(before.email),
      },
      {
        question: 'My date of birth is 02/30/1980',
        claim: 'I did not save your birthdate: Please enter a valid birthdate: you must be between 16 and 125 years old.',
        state: 'failed',
        check: async ({ c, doc }) => expect((await view(c, doc)).steps.birthdate.value).toBeNull(),
      },
      {
        question: 'My date of birth is 01/31/1980',
        claim: 'I saved your birthdate as 1980-01-31 in your settlement.',
        state: 'completed',
        check: async ({ c, doc }) => expect((await view(c, doc)).steps.birthdate).toMatchObject({ value: '1980-01-31', source: 'saved' }),
      },
      {
        question: 'I want to change my payment date',
        claim: 'You do not have a payment plan yet.',
        state: 'failed',
        check: async () => undefined,
      },
      {
        question: 'Please help me start a settlement offer',
        claim: 'Your settlement walkthrough is ready to start: press Open below (it opens in a new tab).',
        state: 'completed',
        // "Ready to start", not started: no document was made.
        check: async ({ userId }) => expect(await documentCount(userId)).toBe(1),
      },
    ];

    let who: Awaited<ReturnType<typeof signedIn>>;
    let doc: number;
    let threadKey: string | undefined;
    beforeAll(async () => {
      who = await signedIn();
      doc = await startSettlement(who.c);
    });

    // The rows run in order on one consumer: each starts from the state the one before left.
    it.each(ROWS)('"$question": $claim', async (row) => {
      const before = { ...(await view(who.c, doc)), email: (await profileRow(who.userId)).email };
      const asked = await ask(who.c, row.question, threadKey ? { threadKey } : {});
      threadKey = asked.threadKey;
      await waitUntil(answered(who.messages, asked.id), 15_000);
      const done = finalObject(who.messages, asked.id);
      const [call] = done.pilotFunctionCalls;
      expect(call.state).toBe(row.state);
      const outcome = row.state === 'completed' ? call.result.message : call.errorMessage;
      expect(outcome).toBe(row.claim);
      // The answer says what the function did, and claims nothing else.
      expect(done.assistantResponse).toContain(row.claim);
      const claims = (done.assistantResponse as string).match(CLAIMS) ?? [];
      expect(claims.every((claim) => row.claim.includes(claim))).toBe(true);
      await row.check({ c: who.c, doc, userId: who.userId, before });
    });

    it('fills the walkthrough open on the page, not another one, and never a document of someone else', async () => {
      const { c, userId, messages } = await signedIn();
      const first = await startSettlement(c);
      const latest = await startSettlement(c);
      const other = await signedIn();
      const foreign = await startSettlement(other.c);

      const onPage = await ask(c, 'My phone number is 5552345678', {
        context: { datetime: new Date().toISOString(), locales: ['en-US'], page: `/solosettles/${first}/review` },
      });
      await waitUntil(answered(messages, onPage.id), 20_000);
      expect((await view(c, first)).steps.customer_phone_number.value).toBe('5552345678');
      expect((await view(c, latest)).steps.customer_phone_number.source).not.toBe('saved');

      // Another consumer's document on the page: the consumer's own latest walkthrough is filled instead.
      const elsewhere = await ask(c, 'My phone number is 5559876543', {
        threadKey: onPage.threadKey,
        context: { datetime: new Date().toISOString(), locales: ['en-US'], page: `/solosettles/${foreign}` },
      });
      await waitUntil(answered(messages, elsewhere.id), 20_000);
      expect(finalObject(messages, elsewhere.id).pilotFunctionCalls[0].result.document_id).toBe(latest);
      expect((await view(c, latest)).steps.customer_phone_number.value).toBe('5559876543');
      expect((await view(other.c, foreign)).steps.customer_phone_number.source).not.toBe('saved');
      expect((await profileRow(userId)).phone).toBe('5559876543');
    });

    it('with no walkthrough to fill, says so and saves nothing', async () => {
      const { c, userId, messages } = await signedIn();
      const asked = await ask(c, 'My phone number is 5552345678');
      await waitUntil(answered(messages, asked.id), 20_000);
      const done = finalObject(messages, asked.id);
      expect(done.pilotFunctionCalls[0]).toMatchObject({
        state: 'failed',
        errorMessage:
          'I did not save your phone number: There is no settlement or answer of yours to fill in yet; start one first (ask me to help you settle or answer a summons).',
      });
      expect(done.assistantResponse).toContain(done.pilotFunctionCalls[0].errorMessage);
      expect((await profileRow(userId)).phone ?? null).toBeNull();
    });
  });

  it('stop keeps what was written and marks the answer stopped; stopping a finished answer changes nothing', async () => {
    const { c, messages } = await signedIn();
    const created = await ask(
      c,
      'What defenses can I raise in a debt lawsuit in California? Tell me about the court and the deadline too.',
    );
    await waitUntil(() => messages.some((m) => m.completionId === created.id && m.type === 'delta'), 15_000);
    const stopped = await patch(c, `/pilot/completions/${created.id}/stop.json`);
    expect(stopped.status).toBe(200);
    expect(stopped.body.completion.state).toBe('stopped');
    await waitUntil(finished(messages, created.id), 15_000);
    const final = finalObject(messages, created.id);
    expect(final.state).toBe('stopped');
    const list = await c.get('/pilot/completions.json').expect(200);
    const saved = list.body.completions.find((x: { id: number }) => x.id === created.id);
    expect(saved.state).toBe('stopped');
    expect(saved.assistantResponse.length).toBeGreaterThan(0);
    expect(saved.assistantResponse).not.toContain('not legal advice'); // the last sentence was never written

    const again = await patch(c, `/pilot/completions/${created.id}/stop.json`);
    expect(again.body.completion.state).toBe('stopped');
  });

  it('refuses a second question in a thread while the first is still being answered, in plain words', async () => {
    const { c, messages } = await signedIn();
    const first = await ask(c, 'What defenses can I raise in a debt lawsuit in California? Tell me about the court too.');
    const [byKey, byId] = await Promise.all([
      c.post('/pilot/completions.json', { userRequest: 'And in Texas?', threadKey: first.threadKey }),
      c.post('/pilot/completions.json', { userRequest: 'And in Ohio?', pilotThreadId: first.pilotThreadId }),
    ]);
    for (const res of [byKey, byId]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(
        'Solo is still answering your last question. Wait for the answer or stop it, then ask again.',
      );
    }
    // Another thread of the same person is not held up.
    const elsewhere = await ask(c, 'How do I settle a debt for less than I owe?');
    expect(elsewhere.threadKey).not.toBe(first.threadKey);
    await waitUntil(answered(messages, first.id), 15_000);
    const next = await ask(c, 'And in Texas?', { threadKey: first.threadKey });
    expect(next.pilotThreadId).toBe(first.pilotThreadId);
    await waitUntil(() => [first, elsewhere, next].every((x) => finished(messages, x.id)()), 25_000);
    const list = await c.get(`/pilot/completions.json?thread_key=${first.threadKey}`).expect(200);
    expect(list.body.completions.map((x: Body) => x.userRequest)).toEqual([first.userRequest, 'And in Texas?']);
  });

  it('ratings: 1, the same again clears, -1, 0; garbage and unfinished answers are refused', async () => {
    const { c, messages } = await signedIn();
    const created = await ask(c, 'How do I settle a debt for less than I owe?');
    await waitUntil(finished(messages, created.id), 15_000);
    // An answer still being written (put back to processing, so the worker cannot finish it first) is not rated.
    const knex = api.em().getKnex();
    await knex('pilot_completions').where({ id: created.id }).update({ state: 'processing' });
    const early = await patch(c, `/pilot/completions/${created.id}.json`, { rating: 1 });
    expect(early.status).toBe(422);
    expect(early.body.error).toBe('You can rate an answer once it has finished.');
    expect((await knex('pilot_completions').where({ id: created.id }).first()).rating).toBe(0);
    await knex('pilot_completions').where({ id: created.id }).update({ state: 'completed' });
    const rate = async (rating: unknown) =>
      (await patch(c, `/pilot/completions/${created.id}.json`, { rating })).body.completion?.rating;
    expect(await rate(1)).toBe(1);
    expect(await rate(1)).toBe(0);
    expect(await rate(-1)).toBe(-1);
    expect(await rate(1)).toBe(1);
    expect(await rate(0)).toBe(0);
    for (const bad of [2, '1', null, 'x']) {
      const res = await patch(c, `/pilot/completions/${created.id}.json`, { rating: bad });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('Rating must be 1, -1 or 0.');
    }
  });

  it("refuses garbage questions, retired personas and other people's threads and answers; collectors get 403", async () => {
    const { c } = await signedIn();
    const other = await signedIn();
    for (const body of [{}, { userRequest: '   ' }, { userRequest: 42 }]) {
      const res = await c.post('/pilot/completions.json', body);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('Input cannot be blank.');
    }
    expect((await c.post('/pilot/completions.json', { userRequest: 'x'.repeat(4001) })).body.error).toBe(
      'Please keep your question under 4,000 characters.',
    );
    expect((await c.post('/pilot/completions.json', { userRequest: 'hi', pilotFileIds: 'nope' })).status).toBe(422);
    expect((await c.post('/pilot/completions.json', { userRequest: 'hi', threadKey: 'bad key!' })).status).toBe(422);
    // Garbage of every shape is a 422 in words (or 404 for ids that name nothing), never a 500.
    for (const body of [
      { userRequest: 'hi', pilotThreadId: 1.5 },
      { userRequest: 'hi', pilotThreadId: 'x' },
      { userRequest: 'hi', personaId: -1 },
      { userRequest: 'hi', personaId: 99999999999 },
      { userRequest: 'hi', pilotFileIds: [0] },
      { userRequest: 'hi', context: 'now' },
      { userRequest: 'hi', agentKey: { $ne: 1 } },
      { userRequest: ['hi'] },
    ])
      expect([body, (await c.post('/pilot/completions.json', body)).status]).toEqual([body, 422]);
    for (const q of ['thread_key=a&thread_key=b', 'pilot_thread_id=1e99', 'pilot_thread_id=-3', 'agent_key[$ne]=1'])
      expect([q, (await c.get(`/pilot/completions.json?${q}`)).status]).toEqual([q, 422]);
    expect((await c.post('/pilot/completions/new_thread.json', { agentKey: 'a b' })).status).toBe(422);
    expect((await c.post('/pilot/files.json', { attachment: ['x'], client_id: 'c1' })).status).toBe(422);
    expect((await c.post('/rails/active_storage/direct_uploads', { blob: 'x' })).status).toBe(422);
    const gone = await c.post('/pilot/completions.json', { userRequest: 'hi', personaId: 999999 });
    expect(gone.status).toBe(422);
    expect(gone.body.error).toBe('Selected persona is no longer available');

    const theirs = await ask(other.c, 'How do I settle a debt for less than I owe?');
    expect((await c.post('/pilot/completions.json', { userRequest: 'hi', threadKey: theirs.threadKey })).status).toBe(
      404,
    );
    expect((await c.get(`/pilot/completions.json?pilot_thread_id=${theirs.pilotThreadId}`)).status).toBe(404);
    expect((await patch(c, `/pilot/completions/${theirs.id}/stop.json`)).status).toBe(404);
    expect((await patch(c, `/pilot/completions/${theirs.id}.json`, { rating: 1 })).status).toBe(404);
    expect((await patch(c, '/pilot/completions/abc/stop.json')).status).toBe(404);
    expect((await patch(c, '/pilot/completions/99999999999/stop.json')).status).toBe(404);
    expect((await c.get('/pilot/files/99999999999')).status).toBe(404);
    const count = await api
      .em()
      .getConnection()
      .execute(
        'select count(*)::int as n from pilot_completions where user_id = (select id from users where email = ?)',
        [(await c.get('/api/v1/check_auth')).body.current_user.email],
      );
    expect(count[0].n).toBe(0);

    const firm = await createFirm(api.em());
    const staff = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
    expect((await staff.get('/pilot/personas.json')).status).toBe(403);
    expect((await new Client(api).get('/pilot/personas.json')).status).toBe(401);
  });

  it('uploads a file (direct upload, PUT, attach), sends it with a question, serves it only to its owner', async () => {
    const { c, messages } = await signedIn();
    const other = await signedIn();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const md5 = createHash('md5').update(pdf).digest('base64');
    const declare = (blob: Record<string, unknown>) => c.post('/rails/active_storage/direct_uploads', { blob });
    expect(
      (await declare({ filename: 'a.exe', content_type: 'application/x-msdownload', byte_size: 10, checksum: md5 }))
        .body.error,
    ).toBe("File type isn't allowed");
    expect(
      (await declare({ filename: 'a.pdf', content_type: 'image/png', byte_size: 10, checksum: md5 })).body.error,
    ).toBe("File type isn't allowed");
    expect(
      (
        await declare({
          filename: 'a.pdf',
          content_type: 'application/pdf',
          byte_size: 26 * 1024 * 1024,
          checksum: md5,
        })
      ).body.error,
    ).toBe('File if to large. Max size is 25MB.');
    expect((await declare({ filename: 'a.pdf' })).status).toBe(422);

    const put = async (url: string, bytes: Buffer, client = c) =>
      client.agent
        .put(url)
        .set('X-CSRF-Token', await client.csrf())
        .set('Content-Type', 'application/pdf')
        .send(bytes);
    // Declared as a PDF but its bytes are not one.
    const fake = Buffer.from('MZ not a pdf at all, an executable');
    const lie = await declare({
      filename: 'x.pdf',
      content_type: 'application/pdf',
      byte_size: fake.length,
      checksum: createHash('md5').update(fake).digest('base64'),
    });
    expect((await put(lie.body.direct_upload.url, fake)).body.error).toBe("File type isn't allowed");

    const ok = await declare({
      filename: 'summons.pdf',
      content_type: 'application/pdf',
      byte_size: pdf.length,
      checksum: md5,
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      signed_id: expect.any(String),
      direct_upload: {
        url: expect.stringMatching(/^\/rails\/active_storage\/disk\//),
        headers: { 'Content-Type': 'application/pdf' },
      },
    });
    expect((await put(ok.body.direct_upload.url, Buffer.from('%PDF-tampered'))).body.error).toBe(
      'File upload failed! Please try again in a few moments.',
    );
    expect((await put(ok.body.direct_upload.url, pdf, other.c)).status).toBe(404);
    expect((await put(ok.body.direct_upload.url, pdf)).status).toBe(204);

    expect((await other.c.post('/pilot/files.json', { attachment: ok.body.signed_id, client_id: 'c1' })).status).toBe(
      422,
    );
    const attached = await c.post('/pilot/files.json', { attachment: ok.body.signed_id, client_id: 'client-1' });
    expect(attached.status).toBe(201);
    expect(attached.body.file).toEqual({
      id: expect.any(Number),
      clientId: 'client-1',
      name: 'summons.pdf',
      state: 'uploaded',
      progress: 100,
      uploadError: null,
      showPath: `/pilot/files/${attached.body.file.id}`,
    });
    const served = await c.agent
      .get(attached.body.file.showPath)
      .buffer(true)
      .parse((res, cb) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => cb(null, Buffer.concat(parts)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(served.body as Buffer, pdf)).toBe(0);
    expect((await other.c.get(attached.body.file.showPath)).status).toBe(404);

    const q = await ask(c, 'What does this summons mean?', { pilotFileIds: [attached.body.file.id] });
    expect(q.pilotFiles).toEqual([attached.body.file]);
    expect(
      (await c.post('/pilot/completions.json', { userRequest: 'again', pilotFileIds: [attached.body.file.id] })).status,
    ).toBe(422);
    await waitUntil(answered(messages, q.id), 15_000);
  });

  it('suggests prompts, and drops the ones already asked in the thread', async () => {
    const { c, messages } = await signedIn();
    const first = await c
      .get('/pilot/completions/prompt_suggestions?agent_key=solo')
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(200);
    expect(first.body.suggestions.length).toBeGreaterThan(0);
    expect(first.body.suggestions[0]).toEqual({
      id: expect.any(String),
      text: expect.any(String),
      metadata: { source: expect.any(String) },
    });
    const asked = first.body.suggestions[0].text as string;
    const q = await ask(c, asked);
    await waitUntil(answered(messages, q.id), 15_000);
    const next = await c
      .get(
        `/pilot/completions/prompt_suggestions?agent_key=solo&thread_key=${q.threadKey}&pilot_thread_id=${q.pilotThreadId}`,
      )
      .expect(200);
    expect(next.body.suggestions.map((s: { text: string }) => s.text)).not.toContain(asked);
    expect((await c.get('/pilot/completions/prompt_suggestions?thread_key=!!')).status).toBe(422);
  });
});

describe('Ask Solo with the openai driver (local OpenAI-compatible server)', () => {
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi((q) =>
      /file an answer/.test(q)
        ? { name: 'start-walkthrough', arguments: { document_name: 'debt_answer' } }
        : /phone number/.test(q)
          ? { name: 'fill-field', arguments: { field_name: 'phone_number', value: '5552345678' } }
          : /payment date/.test(q)
            ? { name: 'show-payment-widget', arguments: { active_tab: 'change_date' } }
            : null,
    );
    Object.assign(process.env, { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'test-model' });
    try {
      worker = await startWorkerProcess();
    } finally {
      delete process.env.OPENAI_API_KEY;
      delete process.env.OPENAI_BASE_URL;
      delete process.env.OPENAI_MODEL;
    }
  });
  afterAll(async () => {
    await worker.stop();
    await fake.close();
  });

  it('streams the model answer and runs the same function calls as the offline assistant', async () => {
    const { c, messages } = await signedIn();
    const doc = await startSettlement(c);
    // One after the other, as the widget sends them, so each question carries the thread's history.
    const walk = await ask(c, 'Please help me file an answer to my lawsuit summons');
    await waitUntil(
      () =>
        messages.some((m) => m.completionId === walk.id && m.type === 'object' && m.completion?.state === 'completed'),
      15_000,
    );
    const fill = await ask(c, 'My phone number is 5552345678', { threadKey: walk.threadKey });
    await waitUntil(
      () =>
        messages.some((m) => m.completionId === fill.id && m.type === 'object' && m.completion?.state === 'completed'),
      15_000,
    );
    const pay = await ask(c, 'I want to change my payment date', { threadKey: walk.threadKey });
    await waitUntil(() => [walk, fill, pay].every((x) => answered(messages, x.id)()), 25_000);
    const w = finalObject(messages, walk.id);
    // The model's first words, then (after the function ran and its outcome went back to it) its second answer.
    expect(w).toMatchObject({
      state: 'completed',
      provider: 'openai',
      assistantResponse: 'Here is what I found for you.\n\nHere is what I found for you.',
    });
    expect(w.pilotFunctionCalls).toEqual([
      expect.objectContaining({
        functionName: 'start-walkthrough',
        state: 'completed',
        result: {
          message: 'Your answer to the summons is ready to start: press Open below (it opens in a new tab).',
          iframeUrl: '/debt_answer',
        },
      }),
    ]);
    expect(finalObject(messages, fill.id).pilotFunctionCalls).toEqual([
      expect.objectContaining({ functionName: 'fill-field', state: 'completed', result: expect.objectContaining({ document_id: doc }) }),
    ]);
    // The model was told what the fill really did.
    const told = fake.requests.flatMap((r) => (r as { messages: Array<{ role: string; content: string }> }).messages);
    expect(told).toContainEqual(
      expect.objectContaining({ role: 'tool', content: 'Done: I saved your phone number as (555) 234-5678 in your settlement.' }),
    );
    expect(finalObject(messages, pay.id).pilotFunctionCalls).toEqual([
      expect.objectContaining({ functionName: 'show-payment-widget', state: 'failed' }),
    ]);
    expect(messages.filter((m) => m.completionId === walk.id && m.type === 'delta').length).toBeGreaterThan(3);
    // The history of the thread goes to the model with the sources.
    // The payment question's first request (its second carries the tool result).
    const last = fake.requests[fake.requests.length - 2] as { messages: Array<{ role: string; content: string }> };
    expect(last.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'user']);
  });
});
