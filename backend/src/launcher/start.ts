import 'reflect-metadata';
import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../core/config/config';
import { DevMailCatcher } from '../modules/dev-mail/dev-mail-catcher';
import { migrate, seed } from './database';
import { WORKER_NODE_FLAGS } from './node-flags';
import { ensureRedis, log, portAnswers, Service, startEmbeddedPostgres, StartError, waitFor } from './infra';

/**
 * `npm start`: the whole product in one command. Brings up PostgreSQL (DATABASE_URL or embedded), Redis
 * (REDIS_URL, a local one, or one started here), the development mail catcher, runs the migrate step and the demo
 * seed (neither the catcher nor the seed in production), then the api and worker processes. Stops everything it started on Ctrl+C; exits if either process dies.
 */
async function main(): Promise<void> {
  const started: Service[] = [];
  const children: ChildProcess[] = [];
  let catcher: DevMailCatcher | undefined;
  let stopping = false;

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await Promise.all(children.map((c) => new Promise<void>((resolve) => {
      if (c.exitCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
      setTimeout(() => c.kill('SIGKILL'), 10_000).unref();
    })));
    await catcher?.stop().catch(() => undefined);
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  try {
    if (!process.env.DATABASE_URL) {
      const pg = await startEmbeddedPostgres();
      started.push(pg);
      process.env.DATABASE_URL = pg.url;
      log('embedded PostgreSQL is running (data in .data/postgres)');
    }
    const redis = await ensureRedis();
    started.push(redis);
    process.env.REDIS_URL = redis.url;

    const cfg = loadConfig();
    // Development and tests: catch mail in-process when SMTP_URL points at this machine and nothing listens there.
    const smtp = new URL(cfg.SMTP_URL);
    const smtpPort = Number(smtp.port || 25);
    const local = ['127.0.0.1', 'localhost'].includes(smtp.hostname);
    if (!cfg.isProduction && local && !(await portAnswers('127.0.0.1', smtpPort))) {
      catcher = new DevMailCatcher({ port: smtpPort, redisUrl: cfg.REDIS_URL, redisPrefix: cfg.REDIS_PREFIX });
      await catcher.start();
      log(`development mail catcher on smtp://127.0.0.1:${smtpPort} (inbox at ${cfg.appUrl}/dev/mail)`);
    }

    const applied = await migrate(cfg.DATABASE_URL);
    log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database schema is up to date');
    // Production never loads the demo data (its passwords and login tokens are public).
    if (cfg.isProduction) log('production: the demo data is not loaded');
    else if (await seed(cfg.DATABASE_URL, { onlyIfEmpty: true })) log('demo data loaded');

    const dist = join(__dirname, '..');
    for (const role of ['api', 'worker'] as const) {
      const argv = role === 'api' ? [join(dist, 'main.js')] : [...WORKER_NODE_FLAGS, join(dist, 'worker.js')];
      const child = spawn(process.execPath, argv, {
        stdio: 'inherit',
        env: { ...process.env, PARLEY_ROLE: role },
      });
      child.once('exit', (code, signal) => {
        if (stopping) return;
        log(`the ${role} process exited (${signal ?? code}); stopping`);
        void stopAll(code || 1);
      });
      children.push(child);
    }
    await waitFor(
      'Parley',
      async () => {
        try {
          const res = await fetch(`http://127.0.0.1:${cfg.PORT}/api/health`);
          return res.status === 200;
        } catch {
          return false;
        }
      },
      60_000,
    );
    log(`Parley is running on ${cfg.appUrl} (collectors: ${cfg.appUrl}/collectors, consumers: ${cfg.appUrl}/users/sign_in)`);
  } catch (err) {
    const message = err instanceof StartError || err instanceof ConfigError ? err.message : String(err instanceof Error ? err.stack : err);
    process.stderr.write(`[parley] ${message}\n`);
    await stopAll(1);
  }
}

void main();
