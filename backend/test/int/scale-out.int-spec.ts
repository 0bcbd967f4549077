import type { Socket } from 'socket.io-client';
import { DevMailCatcher } from '../../src/modules/dev-mail/dev-mail-catcher';
import type { MessageAttributes } from '../../src/modules/chat/chat-views';
import { chatParties, clockOffsetFor, connectSocket, emitAck, sendMessage, startConversation } from '../chat-fixtures';
import { createAccount } from '../account-factory';
import { consumer, createFirm, firmAdmin, PASSWORD } from '../factories';
import {
  ApiProcess,
  Client,
  consumerClient,
  inbox,
  startApi,
  startApiProcess,
  startWorkerProcess,
  TestApi,
  waitUntil,
} from '../harness';
import { readRunEnv } from '../run-env';

/**
 * Scale-out (docs/SCALING.md): two api processes and two worker processes, each a separate Node process
 * from dist/ on its own port, against the same PostgreSQL and Redis. What one process does, the others see: a
 * session signed in on one is valid on the other, socket rooms span processes (including events emitted by a
 * worker), the sign-in rate limit counts attempts made on both, and jobs run exactly once whichever worker takes
 * them, and keep running while either worker is down.
 */
describe('two api processes and two workers', () => {
  let setup: TestApi; // in-process, only for the factories' EntityManager
  let catcher: DevMailCatcher;
  let a: ApiProcess;
  let b: ApiProcess;
  const workers: Array<Awaited<ReturnType<typeof startWorkerProcess>> | undefined> = [];
  const sockets: Socket[] = [];
  // Collector chat messages are held outside 8 am to 9 pm in the consumer's zone: the workers' chat clock reads noon.
  const workerEnv = () => ({ CHAT_CLOCK_OFFSET_MS: String(clockOffsetFor('America/New_York', 12)) });

  beforeAll(async () => {
    const env = readRunEnv();
    catcher = new DevMailCatcher({ port: Number(env.SMTP_PORT), redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX });
    await catcher.start();
    setup = await startApi();
    [a, b] = await Promise.all([startApiProcess(), startApiProcess()]);
    workers.push(await startWorkerProcess(workerEnv()), await startWorkerProcess(workerEnv()));
  }, 90_000);

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all(workers.map((w) => w?.stop()));
    await Promise.all([a?.stop(), b?.stop()]);
    await setup?.close();
    await catcher?.stop();
  }, 30_000);

  it('runs the processes on different ports', () => {
    expect(a.url).not.toBe(b.url);
  });

  it("keeps each process's per-firm counts current with writes made on the other", async () => {
    const em = setup.em();
    const firm = await createFirm(em);
    const admin = await firmAdmin(em, firm);
    const doc = await createAccount(em, firm);
    await createAccount(em, firm);
    const [onA, onB] = await Promise.all([
      signedInOn(a, '/collectors/api/login', admin.email),
      signedInOn(b, '/collectors/api/login', admin.email),
    ]);
    const count = async (c: Client) => (await c.get('/collectors/api/apply_filters?num_pages=1')).body.total_count;
    // Twice on B: the second answer comes from B's cache.
    expect(await count(onB)).toBe(2);
    expect(await count(onB)).toBe(2);
    const archived = await onA.post('/collectors/api/archive_document', { customer_document_id: doc.id });
    expect(archived.status).toBe(200);
    expect(await count(onB)).toBe(1);
    await onA.post('/collectors/api/unarchive_document', { customer_document_id: doc.id });
    expect(await count(onB)).toBe(2);
  });

  it('shares sessions: signed in on one process, recognised and signed out on the other', async () => {
    const person = await consumer(setup.em());
    const onA = await consumerClient(a, person.email, PASSWORD);
    // The same browser (cookie jar) now talks to process B.
    const cookie = onA.cookieHeader();
    const askB = () => fetch(`${b.url}/api/v1/check_auth`, { headers: { Cookie: cookie, Accept: 'application/json' } });
    expect((await askB()).status).toBe(200);
    expect((await onA.get('/api/v1/check_auth')).body.current_user.email).toBe(person.email);

    const token = await onA.csrf();
    const out = await fetch(`${b.url}/users/sign_out`, {
      method: 'DELETE',
      headers: { Cookie: cookie, 'X-CSRF-Token': token, Accept: 'application/json' },
    });
    expect(out.status).toBeLessThan(300);
    expect((await onA.get('/api/v1/check_auth')).status).toBe(401);
    expect((await askB()).status).toBe(401);
  });

  it('counts sign-in attempts made on either process against one limit', async () => {
    const person = await consumer(setup.em());
    const attempt = (target: ApiProcess, password: string) => new Client(target).post('/users/sign_in', { email: person.email, password });
    const statuses: number[] = [];
    // LOGIN_MAX_ATTEMPTS_PER_ACCOUNT (5) wrong passwords, alternating processes.
    for (let i = 0; i < 5; i++) statuses.push((await attempt(i % 2 ? b : a, 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The limit holds on both processes, even for the right password.
    expect((await attempt(a, PASSWORD)).status).toBe(429);
    expect((await attempt(b, PASSWORD)).status).toBe(429);
  });

  it('joins socket rooms across processes: the api on one side, the worker in between, the socket on the other', async () => {
    // The collector's browser talks to A, the consumer's to B.
    const p = await chatParties(setup);
    const collector = await signedInOn(a, '/collectors/api/login', p.collectorUser.email);
    const consumerOnB = await signedInOn(b, '/users/sign_in', p.consumerUser.email);
    const conversationId = await startConversation({ ...p, consumer: consumerOnB, collector });
    const consumerSocket = await connectSocket({ url: b.url } as TestApi, consumerOnB.cookieHeader(), sockets);
    const collectorSocket = await connectSocket({ url: a.url } as TestApi, collector.cookieHeader(), sockets);
    expect(await emitAck(consumerSocket, 'chat:subscribe', { conversation_id: conversationId })).toMatchObject({ ok: true });
    expect(await emitAck(collectorSocket, 'chat:subscribe', { conversation_id: conversationId })).toMatchObject({ ok: true });

    const heardByConsumer: MessageAttributes[] = [];
    const heardByCollector: MessageAttributes[] = [];
    consumerSocket.on('new_message', (e: NewMessage) => heardByConsumer.push(e.message.attributes));
    collectorSocket.on('new_message', (e: NewMessage) => heardByCollector.push(e.message.attributes));

    // Collector -> process A -> outbox -> a worker scans and delivers -> Redis -> the consumer's socket on B.
    const sent = await sendMessage(collector, conversationId, 'Hello, we received your offer and will answer this week.');
    expect(sent.status).toBe(201);
    await waitUntil(() => heardByConsumer.length > 0, 15_000);
    expect(heardByConsumer[0]).toMatchObject({ status: 'delivered' });

    // Consumer -> process B -> delivered at once -> the collector's socket on A.
    const reply = await sendMessage(consumerOnB, conversationId, 'Thank you.');
    expect(reply.status).toBe(201);
    await waitUntil(() => heardByCollector.some((m) => m.body === 'Thank you.'), 10_000);
  });

  it('runs every job once, on either worker, and keeps running while one worker is down', async () => {
    const reader = new Client(a);
    const requestResets = async (count: number) => {
      const people = await Promise.all(Array.from({ length: count }, () => consumer(setup.em())));
      // Requests alternate between the two api processes.
      await Promise.all(
        people.map(async (person, i) => {
          const res = await new Client(i % 2 ? b : a).post('/users/password', { email: person.email });
          expect(res.status).toBe(200);
        }),
      );
      return people.map((p) => p.email);
    };
    const mailsTo = async (emails: string[]) => {
      const all = await inbox(reader);
      return emails.map((e) => all.filter((m) => m.to.includes(e)).length);
    };
    const allOnce = async (emails: string[]) => (await mailsTo(emails)).every((n) => n === 1);

    const both = await requestResets(12);
    await waitUntil(() => allOnce(both), 30_000, 200);

    // Worker 1 stops: worker 2 alone runs the next jobs.
    await workers[0]!.stop();
    workers[0] = undefined;
    const onlySecond = await requestResets(3);
    await waitUntil(() => allOnce(onlySecond), 30_000, 200);

    // Worker 1 comes back and worker 2 stops: worker 1 alone runs the next jobs.
    workers[0] = await startWorkerProcess(workerEnv());
    await workers[1]!.stop();
    workers[1] = undefined;
    const onlyFirst = await requestResets(3);
    await waitUntil(() => allOnce(onlyFirst), 30_000, 200);

    // Nothing was sent twice meanwhile. A marker reset after the rest goes through the same queue and the only worker
    // left: once it has arrived, a late duplicate of an earlier job would have arrived before it.
    const marker = await requestResets(1);
    await waitUntil(() => allOnce(marker), 30_000, 200);
    expect(await mailsTo([...both, ...onlySecond, ...onlyFirst])).toEqual(Array(18).fill(1));
  }, 120_000);
});

type NewMessage = { message: { attributes: MessageAttributes } };

/** A fresh browser session on one process. */
async function signedInOn(target: ApiProcess, loginPath: string, email: string): Promise<Client> {
  const c = new Client(target);
  const res = await c.post(loginPath, { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in on ${target.url} failed: ${res.status}`);
  return c;
}
