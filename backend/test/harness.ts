import type { DynamicModule, INestApplication } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApiApp } from '../src/app';
import { applyFirmScope } from '../src/core/database/firm-scope';
import { CSRF_COOKIE } from '../src/core/auth/csrf.middleware';
import { DevMailCatcher } from '../src/modules/dev-mail/dev-mail-catcher';
import type { CaughtMail } from '../src/modules/dev-mail/dev-mail.store';
import { AnswerCheck } from './answer-check';
import { readRunEnv } from './run-env';
import { WORKER_NODE_FLAGS } from '../src/launcher/node-flags';

export interface TestApi {
  app: INestApplication;
  url: string;
  em(): EntityManager;
  close(): Promise<void>;
}

/**
 * The real api application on a random port (same bootstrap as production), with its JSON answers checked against
 * their routes' answer schemas (test/answer-check.ts).
 */
export async function startApi(extraModules?: DynamicModule['imports']): Promise<TestApi> {
  const app = await createApiApp({ extraModules });
  app.useGlobalInterceptors(new AnswerCheck());
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  return {
    app,
    url: url.replace('[::1]', '127.0.0.1'),
    em: () => {
      const em = app.get(MikroORM).em.fork() as EntityManager;
      applyFirmScope(em, { allFirms: true });
      return em;
    },
    close: () => app.close(),
  };
}

/** Where a client sends its requests: an in-process app, or a separate process known by its URL. */
export type ApiTarget = TestApi | ApiProcess;

/** A browser-like client: keeps cookies and echoes the XSRF-TOKEN cookie in X-CSRF-Token on writes. */
export class Client {
  readonly agent: TestAgent;
  constructor(readonly api: ApiTarget) {
    this.agent = request.agent('app' in api ? api.app.getHttpServer() : api.url);
  }
  async csrf(): Promise<string> {
    const fromJar = () => /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(this.cookieHeader())?.[1];
    if (!fromJar()) await this.agent.get('/api/v1/csrf').expect(200);
    const token = fromJar();
    if (!token) throw new Error(`no ${CSRF_COOKIE} cookie`);
    return decodeURIComponent(token);
  }
  get(path: string) {
    return this.agent.get(path).set('Accept', 'application/json');
  }
  async post(path: string, body?: unknown) {
    // The agent attaches cookies when the request is created, so the token must exist first.
    const token = await this.csrf();
    return this.agent
      .post(path)
      .set('X-CSRF-Token', token)
      .set('Accept', 'application/json')
      .send(body as object);
  }
  async put(path: string, body?: unknown) {
    // The agent attaches cookies when the request is created, so the token must exist first.
    const token = await this.csrf();
    return this.agent
      .put(path)
      .set('X-CSRF-Token', token)
      .set('Accept', 'application/json')
      .send(body as object);
  }
  async patch(path: string, body?: unknown) {
    const token = await this.csrf();
    return this.agent
      .patch(path)
      .set('X-CSRF-Token', token)
      .set('Accept', 'application/json')
      .send(body as object);
  }
  async delete(path: string) {
    const token = await this.csrf();
    return this.agent.delete(path).set('X-CSRF-Token', token).set('Accept', 'application/json');
  }
  /** The raw `Cookie` header this client would send (for socket clients). */
  cookieHeader(): string {
    const jar = (this.agent as unknown as { jar: { getCookies(a: unknown): Array<{ name: string; value: string }> } })
      .jar;
    return jar
      .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

export async function collectorClient(api: ApiTarget, email: string, password: string): Promise<Client> {
  const c = new Client(api);
  const res = await c.post('/collectors/api/login', { email, password });
  if (res.status !== 200) throw new Error(`collector sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return c;
}

export async function consumerClient(api: ApiTarget, email: string, password: string): Promise<Client> {
  const c = new Client(api);
  const res = await c.post('/users/sign_in', { email, password });
  if (res.status !== 200) throw new Error(`consumer sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return c;
}

/**
 * Every api and worker process a test file started and has not seen exit. One left running (a test that failed
 * between starting two processes and keeping both) would keep jest's worker alive after the file, and the run
 * would never end: after the file, whatever is left is killed.
 */
const started = new Set<ChildProcess>();
function track(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}
// Only under jest (the bench imports the harness too).
if (typeof afterAll === 'function')
  afterAll(() => {
    for (const child of started) {
      process.stderr.write(`[harness] killing process ${child.pid} (${child.spawnargs.slice(1).join(' ')}): the test file left it running\n`);
      child.kill('SIGKILL');
    }
    started.clear();
  });

/** The real worker process (backend/dist/worker.js) with this run's environment (plus `extraEnv`). */
export async function startWorkerProcess(
  extraEnv: Record<string, string> = {},
): Promise<{ stop(): Promise<void>; kill(): Promise<void>; output(): string }> {
  const entry = join(__dirname, '..', 'dist', 'worker.js');
  if (!existsSync(entry))
    throw new Error('backend/dist/worker.js is missing: run `npm run build -w backend` before the integration tests');
  let out = '';
  const child: ChildProcess = track(
    // With the flags production starts it with (its heap cap), so every job is tested under that cap.
    spawn(process.execPath, [...WORKER_NODE_FLAGS, entry], {
      env: { ...process.env, LOG_LEVEL: 'info', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  await waitUntil(() => out.includes('worker ready') || child.exitCode !== null, 20_000).catch((err: Error) => {
    // A worker that never got ready must not outlive the test run (it would keep jest, and its locks, alive).
    child.kill('SIGKILL');
    throw new Error(`${err.message}: the worker did not start: ${out.slice(-2000)}`);
  });
  if (child.exitCode !== null) throw new Error(`worker exited: ${out}`);
  return { output: () => out, stop: () => stopped(child, () => out), kill: () => ended(child, 'SIGKILL') };
}

/** An api process (backend/dist/main.js) on its own port, as production runs it. */
export interface ApiProcess {
  url: string;
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, in the middle of whatever it is doing. */
  kill(): Promise<void>;
}

/** Starts `node backend/dist/main.js` with this run's environment on a free port; resolves once it answers HTTP. */
export async function startApiProcess(extraEnv: Record<string, string> = {}): Promise<ApiProcess> {
  const entry = join(__dirname, '..', 'dist', 'main.js');
  if (!existsSync(entry)) throw new Error('backend/dist/main.js is missing: run `npm run build -w backend` first');
  const port = await freePort();
  let out = '';
  const child: ChildProcess = track(
    spawn(process.execPath, [entry], {
      env: { ...process.env, LOG_LEVEL: 'info', PORT: String(port), ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(async () => {
    if (child.exitCode !== null) return true;
    return fetch(`${url}/api/health`).then(() => true, () => false);
  }, 30_000, 100).catch((err: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${err.message}: the api process did not start: ${out.slice(-2000)}`);
  });
  if (child.exitCode !== null) throw new Error(`api process exited: ${out.slice(-2000)}`);
  return { url, output: () => out, stop: () => stopped(child, () => out), kill: () => ended(child, 'SIGKILL') };
}

/** How long a process may take to shut down on SIGTERM (a production orchestrator's grace period is similar). */
const GRACE_MS = 20_000;

/**
 * SIGTERM, then SIGKILL after GRACE_MS, as an orchestrator does: a process that does not stop in time is killed
 * and its last output printed, so a slow shutdown shows in the log without holding the test file past its hooks'
 * time limit. Jobs it held are safe either way (their outbox rows are relayed again).
 */
async function stopped(child: ChildProcess, output: () => string): Promise<void> {
  const exit = ended(child, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = await Promise.race([exit.then(() => false), new Promise<boolean>((r) => (timer = setTimeout(() => r(true), GRACE_MS)))]);
  clearTimeout(timer);
  if (!late) return;
  process.stderr.write(`[harness] process ${child.pid} did not stop within ${GRACE_MS} ms of SIGTERM: killed. Its last output:\n${output().slice(-3000)}\n`);
  await ended(child, 'SIGKILL');
}

function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitUntil(check: () => boolean | Promise<boolean>, ms = 10_000, every = 50): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`condition not met within ${ms} ms`);
}

/**
 * The api, a real worker process and the SMTP catcher the worker's e-mails land in: the stack for tests of jobs
 * that send mail. `stop` takes them down in reverse order.
 */
export async function startMailStack(
  workerEnv: Record<string, string> = {},
): Promise<{ api: TestApi; workerOutput(): string; stop(): Promise<void> }> {
  const env = readRunEnv();
  const catcher = new DevMailCatcher({
    port: Number(env.SMTP_PORT),
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
  });
  await catcher.start();
  // A stack that fails to start takes down what it started: the catcher holds this jest worker's SMTP port, and
  // left listening it would fail every later file of the worker with EADDRINUSE.
  let api: TestApi | undefined;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  try {
    api = await startApi();
    worker = await startWorkerProcess(workerEnv);
  } catch (err) {
    await api?.close().catch(() => undefined);
    await catcher.stop().catch(() => undefined);
    throw err;
  }
  return {
    api,
    workerOutput: () => worker.output(),
    stop: async () => {
      await worker.stop();
      await api.close();
      await catcher.stop();
    },
  };
}

/** Every message the catcher holds (the development inbox's JSON). */
export async function inbox(c: Client): Promise<CaughtMail[]> {
  return (await c.get('/dev/mail/messages.json').expect(200)).body.messages;
}
