import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { waitUntil } from '../harness';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * A redis-server of the test's own, which the test may stop and start again on the same port. It keeps an
 * append-only file, as production Redis must (docker-compose.yml), so a restart loses nothing it had accepted.
 */
export class OwnRedis {
  private child?: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), 'parley-fault-redis-'));
  constructor(readonly port: number) {}
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0)
      throw new Error('The fault tests stop and restart a Redis of their own and need redis-server: install Redis (for example `apt-get install redis-server` or `brew install redis`).');
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', this.dir], {
      stdio: 'ignore',
    });
    await waitUntil(() => portAnswers(this.port), 10_000);
  }
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    await waitUntil(async () => !(await portAnswers(this.port)), 10_000);
  }
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * An SMTP server that counts what it accepted per recipient. While `hold` is set it keeps every message open
 * (DATA never answered), so a job sending e-mail can be caught in the middle of its work.
 */
export class CountingSmtp {
  readonly received: string[] = [];
  hold = false;
  /** Messages that arrived while held (their senders are still waiting). */
  held = 0;
  private server?: SMTPServer;
  constructor(readonly port: number) {}
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
  start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.hold) {
            this.held++;
            return; // never answered: the sender waits until it is killed
          }
          this.received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
  }
  count(address: string): number {
    return this.received.filter((r) => r === address).length;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
