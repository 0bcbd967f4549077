import { ConsumerProfile, CustomerDocument, DocumentName } from '../../src/modules/accounts/entities';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { JobName } from '../../src/core/queue/jobs';
import type { LawFirm, User } from '../../src/modules/identity/entities';
import { OpenAiLanguageModel } from '../../src/integrations/llm/openai.driver';
import { WriteHardshipStatementJob } from '../../src/modules/walkthrough/jobs/write-hardship-statement.job';
import { hardshipKey } from '@parley/domain/hardship-statement';
import { consumer, createFirm, firmAdmin, PASSWORD } from '../factories';
import {
  Client,
  collectorClient,
  consumerClient,
  startApi,
  startApiProcess,
  startWorkerProcess,
  TestApi,
  waitUntil,
  type ApiProcess,
} from '../harness';
import { startFakeOpenAi } from './fake-openai';

/**
 * The hardship statement the firm reads on the account row. Without a language model (the offline build) it is the
 * summary of the consumer's answers, labelled as such; with one (a local OpenAI-compatible server here) a worker job
 * replaces it with the model's summary, labelled AI-written. Stale or failed model answers never overwrite.
 */
const MODEL_TEXT =
  '  **The consumer** lost their job in August and has since found part-time work.\n\nThey also face bills from surgery in March.  ';
const MODEL_CLEAN =
  'The consumer lost their job in August and has since found part-time work. They also face bills from surgery in March.';
const ANSWERS = {
  reasons: ['medical', 'job_loss'],
  details: { job_loss: 'Laid off in August, part-time work since October', medical: 'Surgery in March' },
};
const ANSWERS_SUMMARY =
  'The consumer reports hardships: job loss or reduced income and medical bills or illness. ' +
  'Job loss or reduced income: "Laid off in August, part-time work since October." Medical bills or illness: "Surgery in March."';

describe('hardship statement', () => {
  let api: TestApi;
  let live: ApiProcess;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let firm: LawFirm;
  let admin: Client;

  beforeAll(async () => {
    api = await startApi();
    fake = await startFakeOpenAi(() => null, MODEL_TEXT);
    const model = { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'test-model' };
    // A second api and the worker with the model configured; the in-process api stays offline.
    [live, worker] = await Promise.all([startApiProcess(model), startWorkerProcess(model)]);
    firm = await createFirm(api.em());
    admin = await collectorClient(api, (await firmAdmin(api.em(), firm)).email, PASSWORD);
  }, 90_000);
  afterAll(async () => {
    await worker?.stop();
    await live?.stop();
    await fake?.close();
    await api?.close();
  });

  /** A consumer with a settlement addressed to the firm, signed in on `target`. */
  async function settlement(target: TestApi | ApiProcess) {
    const em = api.em();
    const me: User = await consumer(em);
    const doc = em.create(CustomerDocument, { user: me.id, documentName: DocumentName.Solosettle, lawFirm: firm.id });
    await em.persistAndFlush(doc);
    const c = await consumerClient(target, me.email, PASSWORD);
    const save = (inputs: unknown) =>
      c.post(`/api_controller/update_walk_through_step_response/${doc.id}`, { step_name: 'hardship', inputs, encrypted: false });
    const profile = () => api.em().findOneOrFail(ConsumerProfile, { user: me.id });
    const row = async () =>
      (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${doc.id}`).expect(200)).body.customer_info[0] as {
        hardship_statement: string | null;
        hardship_statement_source: string | null;
      };
    return { me, doc, save, profile, row };
  }
  const jobsFor = (profileId: number) =>
    api
      .em()
      .find(OutboxMessage, { jobName: JobName.WriteHardshipStatement })
      .then((rows) => rows.filter((r) => (r.payload as { profileId: number }).profileId === profileId));

  it('without a model: the summary of the answers, written with them and labelled as such; no job', async () => {
    const s = await settlement(api);
    expect((await s.save(ANSWERS)).status).toBe(200);
    const p = await s.profile();
    expect([p.hardshipStatement, p.hardshipStatementSource]).toEqual([ANSWERS_SUMMARY, 'answers']);
    expect(await jobsFor(p.id)).toEqual([]);
    expect(await s.row()).toMatchObject({ hardship_statement: ANSWERS_SUMMARY, hardship_statement_source: 'answers' });

    // Garbage is refused and leaves the statement as it was.
    for (const bad of [{ reasons: ['constructor'] }, { reasons: 'medical' }, { reasons: ['medical'], details: { medical: 7 } }]) {
      const res = await s.save(bad);
      expect([res.status, typeof res.body.error]).toEqual([422, 'string']);
    }
    expect((await s.profile()).hardshipStatement).toBe(ANSWERS_SUMMARY);

    // No reason left: no statement.
    expect((await s.save({ reasons: [], details: {} })).status).toBe(200);
    const cleared = await s.profile();
    expect([cleared.hardshipStatement, cleared.hardshipStatementSource]).toEqual([null, null]);
    expect(await s.row()).toMatchObject({ hardship_statement: null, hardship_statement_source: null });
  });

  it('with a model: the worker replaces the summary with the model’s, from the consumer’s answers only', async () => {
    const s = await settlement(live);
    const before = fake.requests.length;
    expect((await s.save(ANSWERS)).status).toBe(200);
    let p = await s.profile();
    await waitUntil(async () => (p = await s.profile()).hardshipStatementSource === 'model', 20_000, 100).catch((e: Error) => {
      throw new Error(`${e.message}\n${worker.output().slice(-2000)}`);
    });
    expect(p.hardshipStatement).toBe(MODEL_CLEAN);
    expect(await jobsFor(p.id)).toHaveLength(1);
    // The model was given the reasons and the consumer's own words, nothing else of theirs.
    const sent = fake.requests.slice(before).map((r) => JSON.stringify(r)).join('\n');
    expect(sent).toContain('Job loss or reduced income: Laid off in August, part-time work since October');
    expect(sent).toContain('Medical bills or illness: Surgery in March');
    expect(sent).not.toContain(s.me.email);
    expect(await s.row()).toMatchObject({ hardship_statement: MODEL_CLEAN, hardship_statement_source: 'model' });
  }, 60_000);

  it('a job for answers since changed writes nothing; a failing model leaves the summary of the answers', async () => {
    const s = await settlement(api);
    expect((await s.save({ reasons: ['divorce'], details: { divorce: 'Separated in June' } })).status).toBe(200);
    const p = await s.profile();
    const working = new WriteHardshipStatementJob(new OpenAiLanguageModel({ apiKey: 'k', baseURL: fake.url, model: 'm' }));
    const ctx = { jobId: 'j', attempt: 1, em: api.em() };
    await working.handle({ profileId: p.id, answersKey: hardshipKey({ divorce: { details: 'Older answer' } }) }, ctx);
    expect((await s.profile()).hardshipStatementSource).toBe('answers');

    const dead = await startFakeOpenAi(() => null);
    await dead.close();
    const failing = new WriteHardshipStatementJob(new OpenAiLanguageModel({ apiKey: 'k', baseURL: dead.url, model: 'm' }));
    await failing.handle({ profileId: p.id, answersKey: hardshipKey(p.hardship) }, { ...ctx, em: api.em() });
    const after = await s.profile();
    expect([after.hardshipStatement, after.hardshipStatementSource]).toEqual([
      'The consumer reports a hardship: divorce or separation. Divorce or separation: "Separated in June."',
      'answers',
    ]);

    // The same job with the answers as they are writes the model's statement.
    await working.handle({ profileId: p.id, answersKey: hardshipKey(p.hardship) }, { ...ctx, em: api.em() });
    expect((await s.profile()).hardshipStatementSource).toBe('model');
  }, 60_000);
});
