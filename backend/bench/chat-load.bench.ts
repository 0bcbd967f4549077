import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { io, Socket } from 'socket.io-client';
import { createAccount } from '../test/account-factory';
import { clockOffsetFor } from '../test/chat-fixtures';
import { collector, consumer, createFirm, PASSWORD } from '../test/factories';
import { collectorClient, startApi, startWorkerProcess, TestApi, waitUntil } from '../test/harness';

/**
 * Chat under load: 50 collector messages a second for 60 seconds through the real HTTP API, the outbox,
 * the compliance-scan worker and the realtime channel. Latency is from just before the POST until the collector's
 * socket receives `new_message` for it (scanned, delivered, announced). Every message must arrive: none lost.
 *
 * The messages are spread over many conversations so that none exceeds the scanner's per-conversation daily rate
 * (R-HARASS); the worker's clock stands at noon in New York (the consumers' zone) so none is held for the night.
 * The load goes to API_PROCESSES real api processes (backend/dist/main.js, round robin, default 2), so the load
 * generator does not share an event loop with the server; the socket listens on the first of them and hears what the
 * worker emits through Redis.
 * Run: `npm run build -w backend && cd backend && npx jest -c bench/jest.bench.config.js` (RATE, SECONDS,
 * API_PROCESSES, WORKER_PROCESSES to change).
 */
const RATE = Number(process.env.RATE ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 60);
const API_PROCESSES = Number(process.env.API_PROCESSES ?? 2);
const WORKER_PROCESSES = Number(process.env.WORKER_PROCESSES ?? 1);

/** One api process from dist/ on its own port; answers its URL once it serves HTTP. */
async function spawnApi(port: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(__dirname, '..', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(async () => (await fetch(`${url}/api/health`).catch(() => null)) !== null, 30_000, 200).catch((err) => {
    child.kill('SIGKILL');
    throw err;
  });
  return { url, child };
}
const PER_CONVERSATION = 6;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

describe('chat load', () => {
  let api: TestApi;
  const workers: Array<{ stop(): Promise<void> }> = [];
  let socket: Socket | undefined;
  const apis: Array<{ url: string; child: ChildProcess }> = [];

  beforeAll(async () => {
    api = await startApi();
    for (let i = 0; i < WORKER_PROCESSES; i++)
      workers.push(await startWorkerProcess({ CHAT_CLOCK_OFFSET_MS: String(clockOffsetFor('America/New_York', 12)) }));
  }, 120_000);
  afterAll(async () => {
    socket?.close();
    for (const a of apis) a.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.stop()));
    await api?.close();
  });

  it(`delivers ${RATE} messages a second for ${SECONDS} s, none lost`, async () => {
    const total = RATE * SECONDS;
    const conversations = Math.ceil(total / PER_CONVERSATION);
    const em = api.em();
    const firm = await createFirm(em);
    const agent = await collector(em, firm);
    const client = await collectorClient(api, agent.email, PASSWORD);
    const cookie = client.cookieHeader();
    const csrf = await client.csrf();
    const headers = { Cookie: cookie, 'X-CSRF-Token': csrf, 'Content-Type': 'application/json', Accept: 'application/json' };

    const basePort = 41000 + Math.floor(Math.random() * 10000);
    for (let i = 0; i < API_PROCESSES; i++) apis.push(await spawnApi(basePort + i));

    const ids: number[] = [];
    for (let i = 0; i < conversations; i++) {
      const person = await consumer(em);
      const doc = await createAccount(em, firm, { user: person, state: 'NY' });
      const res = await fetch(`${api.url}/api/v1/conversations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ document_id: doc.id, recipient_id: person.id }),
      });
      ids.push(((await res.json()) as { data: { id: number } }).data.id);
    }

    socket = io(apis[0].url, { transports: ['websocket'], extraHeaders: { Cookie: cookie }, reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    for (const id of ids) await socket.timeout(5000).emitWithAck('chat:subscribe', { conversation_id: id });

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const answered: number[] = [];
    let blocked = 0;
    let failed = 0;
    const failures = new Map<string, number>();
    const fail = (why: string) => {
      failed++;
      failures.set(why, (failures.get(why) ?? 0) + 1);
    };
    socket.on('new_message', (e: { message: { attributes: { body: string } } }) => {
      const t0 = sentAt.get(e.message.attributes.body);
      if (t0 !== undefined) latencies.push(Date.now() - t0);
    });
    socket.on('message_blocked', () => blocked++);

    const started = Date.now();
    const inFlight: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      // Open loop: message n leaves at its slot whatever the answers to earlier ones do.
      const slot = started + (n * 1000) / RATE;
      const wait = slot - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const body = `Update ${n}: we received your documents and will reply soon.`;
      const conversationId = ids[n % conversations];
      const t0 = Date.now();
      sentAt.set(body, t0);
      inFlight.push(
        fetch(`${apis[n % apis.length].url}/api/v1/conversations/${conversationId}/messages`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ message: { body } }),
        })
          .then((res) => {
            if (res.status !== 201) fail(`HTTP ${res.status}`);
            answered.push(Date.now() - t0);
            return res.arrayBuffer();
          })
          .then(
            () => undefined,
            (err: Error) => fail(err.message),
          ),
      );
    }
    const sendSeconds = (Date.now() - started) / 1000;
    await Promise.all(inFlight);
    await waitUntil(() => latencies.length + blocked + failed >= total, 180_000, 200).catch(() => undefined);

    const sorted = [...latencies].sort((a, b) => a - b);
    const posts = [...answered].sort((a, b) => a - b);
    const result = {
      sent: total,
      send_seconds: Number(sendSeconds.toFixed(1)),
      delivered: latencies.length,
      blocked,
      failed,
      lost: total - latencies.length - blocked - failed,
      median_ms: percentile(sorted, 50),
      p95_ms: percentile(sorted, 95),
      max_ms: sorted[sorted.length - 1],
      // How long the API took to answer the POST (the message stored, scan queued): the rest is the worker's.
      post_median_ms: percentile(posts, 50),
      post_p95_ms: percentile(posts, 95),
      api_processes: apis.length,
      worker_processes: workers.length,
      failures: Object.fromEntries(failures),
    };
    console.log(`chat load: ${JSON.stringify(result)}`);
    expect(result.failed).toBe(0);
    expect(result.blocked).toBe(0);
    expect(result.lost).toBe(0);
  });
});
