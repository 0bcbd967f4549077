import { startFakeOpenAi } from '../../../test/int/fake-openai';
import { ChatEvent, ChatRequest, LanguageModel, LlmUnavailableError, ToolCall, ToolOutcome } from './llm.port';
import { OFFLINE_NOTICE, OfflineLanguageModel } from './offline.driver';
import { OpenAiLanguageModel } from './openai.driver';

/**
 * One contract for every driver of the language-model port: streamed text, the same function calls for the same
 * questions, and stopping when aborted. The openai driver runs against a local OpenAI-compatible server (SSE).
 */
const CASES: Array<{ question: string; call: ToolCall | null }> = [
  {
    question: 'Please help me file an answer to my lawsuit summons',
    call: { name: 'start-walkthrough', arguments: { document_name: 'debt_answer' } },
  },
  {
    question: 'I want to change my payment date',
    call: { name: 'show-payment-widget', arguments: { active_tab: 'change_date' } },
  },
  {
    question: 'My phone number is 5551234567',
    call: { name: 'fill-field', arguments: { field_name: 'phone_number', value: '5551234567' } },
  },
  { question: 'How long do I have to answer a summons in Texas?', call: null },
];

/** What the tests' runTool answers, and the calls it was asked to run. */
let outcome: ToolOutcome = { ok: true, message: 'I saved your phone number as (555) 123-4567 in your settlement.' };
let ran: ToolCall[] = [];

const request = (userRequest: string): ChatRequest => ({
  runTool: (call) => {
    ran.push(call);
    return Promise.resolve(outcome);
  },
  instructions: 'You are Solo.',
  history: [],
  userRequest,
  sources: [
    {
      kind: 'article',
      title: 'How to answer a summons in Texas',
      url: '/blog/answer-summons-texas',
      text: 'In Texas you answer by the Monday after 20 days. Check your summons.',
    },
  ],
});

async function collect(model: LanguageModel, question: string, abortAfter?: number): Promise<ChatEvent[]> {
  ran = [];
  const controller = new AbortController();
  const events: ChatEvent[] = [];
  try {
    for await (const event of model.chat(request(question), controller.signal)) {
      events.push(event);
      if (abortAfter && events.filter((e) => e.type === 'delta').length >= abortAfter) controller.abort();
    }
  } catch (err) {
    if (!controller.signal.aborted) throw err;
  }
  return events;
}

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => (fake = await startFakeOpenAi((q) => CASES.find((c) => c.question === q)?.call ?? null)));
afterAll(() => fake.close());

const drivers: Array<[string, () => LanguageModel]> = [
  ['offline', () => new OfflineLanguageModel(1)],
  ['openai', () => new OpenAiLanguageModel({ apiKey: 'test-key', baseURL: fake.url, model: 'test-model' })],
];

describe.each(drivers)('language model contract: %s driver', (_name, make) => {
  it.each(CASES)('streams text and calls the right function for "$question"', async ({ question, call }) => {
    const events = await collect(make(), question);
    const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
    expect(text.trim().length).toBeGreaterThan(0);
    expect(events.flatMap((e) => (e.type === 'tool_call' ? [e.call] : []))).toEqual(call ? [call] : []);
    expect(ran).toEqual(call ? [call] : []);
  });

  it('stops streaming when aborted', async () => {
    const all = await collect(make(), CASES[3].question);
    const cut = await collect(make(), CASES[3].question, 2);
    expect(cut.filter((e) => e.type === 'delta').length).toBeLessThan(all.filter((e) => e.type === 'delta').length);
  });
});

describe('driver specifics', () => {
  it('the openai driver sends the tools, the sources and the model', async () => {
    const before = fake.requests.length;
    await collect(drivers[1][1](), CASES[0].question);
    // The first request asks; the second (after the function ran) only words the outcome.
    expect(fake.requests.length - before).toBe(2);
    const sent = fake.requests[before] as unknown as {
      model: string;
      stream: boolean;
      tools: Array<{ function: { name: string } }>;
      messages: Array<{ content: string }>;
    };
    expect(sent.model).toBe('test-model');
    expect(sent.stream).toBe(true);
    expect(sent.tools.map((t) => t.function.name)).toEqual(['fill-field', 'show-payment-widget', 'start-walkthrough']);
    expect(sent.messages[0].content).toContain('How to answer a summons in Texas');
  });

  it('the openai driver gives each outcome back to the model and streams its second answer', async () => {
    outcome = { ok: false, error: 'I did not save your phone number: Invalid phone number format.' };
    try {
      const text = (await collect(drivers[1][1](), CASES[2].question))
        .flatMap((e) => (e.type === 'delta' ? [e.text] : []))
        .join('');
      const second = fake.requests[fake.requests.length - 1] as unknown as {
        tools?: unknown;
        messages: Array<{ role: string; content: string | null; tool_call_id?: string; tool_calls?: Array<{ id: string }> }>;
      };
      expect(second.tools).toBeUndefined();
      const [asked, result] = second.messages.slice(-2);
      expect(asked.tool_calls?.[0].id).toBe('call_1');
      expect(result).toEqual({
        role: 'tool',
        tool_call_id: 'call_1',
        content: 'Not done: I did not save your phone number: Invalid phone number format.',
      });
      expect(text).toBe('Here is what I found for you.\n\nHere is what I found for you.');
    } finally {
      outcome = { ok: true, message: 'I saved your phone number as (555) 123-4567 in your settlement.' };
    }
  });

  it('the offline driver words a function only from its outcome', async () => {
    const said = async () =>
      (await collect(drivers[0][1](), CASES[2].question)).flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(await said()).toContain('I saved your phone number as (555) 123-4567 in your settlement.');
    outcome = { ok: false, error: 'I did not save your phone number: Invalid phone number format.' };
    try {
      const text = await said();
      expect(text).toContain('I did not save your phone number: Invalid phone number format.');
      expect(text).not.toMatch(/I saved|I filled/);
    } finally {
      outcome = { ok: true, message: 'I saved your phone number as (555) 123-4567 in your settlement.' };
    }
  });

  it('the offline driver says plainly that it is the offline assistant and answers from the sources', async () => {
    const text = (await collect(drivers[0][1](), CASES[3].question))
      .flatMap((e) => (e.type === 'delta' ? [e.text] : []))
      .join('');
    expect(text.startsWith(OFFLINE_NOTICE)).toBe(true);
    expect(text).toContain('Monday after 20 days');
  });
});

describe('message review (chat compliance)', () => {
  const rules = [
    { id: 'R-ARREST', citation: '1692e(4)', description: 'No threat of arrest or imprisonment.' },
    { id: 'R-ABUSE', citation: '1692d(2)', description: 'No obscene, profane or abusive language.' },
  ];
  const request = { body: 'Pay or the sheriff comes for you tonight.', rules, facts: ['The debt is time-barred.'] };

  it('the openai driver asks for JSON and keeps only findings that name a listed rule', async () => {
    const answer = JSON.stringify({
      findings: [
        { rule_id: 'R-ARREST', description: 'Implies the consumer will be taken by the sheriff.', excerpt: 'the sheriff comes for you' },
        { rule_id: 'R-INVENTED', description: 'Not a rule we sent.', excerpt: 'x' },
        { rule_id: 'R-ARREST', description: 'Duplicate.', excerpt: 'y' },
      ],
    });
    const server = await startFakeOpenAi(() => null, answer);
    try {
      const model = new OpenAiLanguageModel({ apiKey: 'test-key', baseURL: server.url, model: 'test-model' });
      expect(await model.reviewMessage(request)).toEqual([
        { rule_id: 'R-ARREST', description: 'Implies the consumer will be taken by the sheriff.', excerpt: 'the sheriff comes for you' },
      ]);
      const sent = server.requests[0] as { response_format?: unknown; messages: Array<{ role: string; content: string }> };
      expect(sent.response_format).toEqual({ type: 'json_object' });
      expect(sent.messages[0].content).toContain('R-ABUSE (1692d(2))');
      expect(sent.messages[0].content).toContain('The debt is time-barred.');
      expect(sent.messages[1]).toEqual({ role: 'user', content: request.body });
    } finally {
      await server.close();
    }
  });

  it('the openai driver reads an answer that is not JSON as no findings', async () => {
    const server = await startFakeOpenAi(() => null, 'I think this message is fine.');
    try {
      const model = new OpenAiLanguageModel({ apiKey: 'test-key', baseURL: server.url, model: 'test-model' });
      expect(await model.reviewMessage(request)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('the offline driver has no model to ask and reports no findings (the rule scanner is the whole check)', async () => {
    expect(await new OfflineLanguageModel().reviewMessage(request)).toEqual([]);
  });
});

describe('reading facts from papers (extraction)', () => {
  const text = 'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nMIDLAND FUNDING LLC, Plaintiff,\nv.\nMARCUS T. REYES, Defendant.\nCase No. 2025-M1-104522';
  const fields = ['customer_name', 'plaintiff_name', 'civil_number', 'lawsuit_amount'] as const;

  it('the offline driver has no model to ask and reads no facts (the rules are the whole reading)', async () => {
    expect(await new OfflineLanguageModel().extractFacts(text, fields)).toEqual([]);
  });

  it('the openai driver asks for JSON with the text and the fields, and answers the checked facts', async () => {
    const answer = JSON.stringify({
      facts: [
        { field: 'customer_name', value: 'Marcus T. Reyes', confidence: 0.97 },
        { field: 'civil_number', value: '2025-M1-104522', confidence: 0.7 },
        { field: 'lawsuit_amount', value: 'about four thousand dollars', confidence: 0.8 },
        { field: 'court_name', value: 'Circuit Court of Cook County', confidence: 0.8 },
        { field: 'invented_field', value: 'x', confidence: 0.8 },
      ],
    });
    const server = await startFakeOpenAi(() => null, answer);
    try {
      const model = new OpenAiLanguageModel({ apiKey: 'test-key', baseURL: server.url, model: 'test-model' });
      expect(await model.extractFacts(text, fields)).toEqual([
        { field: 'customer_name', value: 'Marcus T. Reyes', confidence: 0.9 },
        { field: 'civil_number', value: '2025-M1-104522', confidence: 0.7 },
      ]);
      const sent = server.requests[0] as {
        model: string;
        response_format?: unknown;
        messages: Array<{ role: string; content: string }>;
      };
      expect(sent.model).toBe('test-model');
      expect(sent.response_format).toEqual({ type: 'json_object' });
      expect(sent.messages[0].content).toContain('lawsuit_amount: the amount claimed or owed, an integer number of CENTS');
      expect(sent.messages[0].content).not.toContain('court_name');
      expect(sent.messages[1]).toEqual({ role: 'user', content: text });
    } finally {
      await server.close();
    }
  });

  it.each([
    ['prose', 'The defendant is Marcus T. Reyes.'],
    ['broken JSON', '{"facts": [{"field": "customer_name", "value": '],
    ['JSON of another shape', '{"customer_name": "Marcus T. Reyes"}'],
  ])('the openai driver reads %s as no facts', async (_kind, answer) => {
    const server = await startFakeOpenAi(() => null, answer);
    try {
      const model = new OpenAiLanguageModel({ apiKey: 'test-key', baseURL: server.url, model: 'test-model' });
      expect(await model.extractFacts(text, fields)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('the openai driver lets a server failure through (the extraction job catches it)', async () => {
    const server = await startFakeOpenAi(() => null);
    await server.close();
    const model = new OpenAiLanguageModel({ apiKey: 'test-key', baseURL: server.url, model: 'test-model' });
    await expect(model.extractFacts(text, fields)).rejects.toThrow();
  });
});

describe('hardship statement', () => {
  const answers = [
    { label: 'Job loss or reduced income', details: 'Laid off in August' },
    { label: 'Medical bills or illness', details: null },
  ];

  it('the offline driver has no model and refuses (the summary of the answers stays, labelled as such)', async () => {
    await expect(new OfflineLanguageModel().writeHardshipStatement(answers)).rejects.toBeInstanceOf(LlmUnavailableError);
  });

  it('the openai driver sends only the answers, asks for a third-person summary, and answers the text', async () => {
    const server = await startFakeOpenAi(() => null, 'The consumer lost their job in August and has medical bills.');
    try {
      const model = new OpenAiLanguageModel({ apiKey: 'test-key', baseURL: server.url, model: 'test-model' });
      expect(await model.writeHardshipStatement(answers)).toBe('The consumer lost their job in August and has medical bills.');
      const sent = server.requests[0] as { model: string; temperature: number; messages: Array<{ role: string; content: string }> };
      expect([sent.model, sent.temperature]).toEqual(['test-model', 0]);
      expect(sent.messages[0].content).toMatch(/third person/);
      expect(sent.messages[0].content).toMatch(/Use only the facts the consumer gave/);
      expect(sent.messages[1].content).toBe(
        "The consumer's hardship answers:\n- Job loss or reduced income: Laid off in August\n- Medical bills or illness",
      );
    } finally {
      await server.close();
    }
  });
});
