import 'reflect-metadata';
import { setFlagsFromString } from 'node:v8';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { config, ConfigError } from './core/config/config';

/** The worker process: relays the outbox and runs every job. No HTTP. */
async function main(): Promise<void> {
  process.env.PARLEY_ROLE = 'worker';
  // The compliance scan runs ~300 large regular expressions over every collector message. With V8's default tier-up
  // (interpret first, compile later) some of them kept running in the bytecode interpreter after mixed traffic and a
  // 1,000-character message could take 10-15 ms; compiled at once, every case measured stays under 1.5 ms
  // (npm run bench:scanner -w backend, docs/COMPLIANCE-SCANNER.md).
  setFlagsFromString('--no-regexp-tier-up');
  config();
  // Loaded once the configuration is accepted: some processors read it when declared, and a refusal must stay
  // its one sentence rather than a stack trace from an import.
  const { WorkerModule } = require('./worker.module') as typeof import('./worker.module');
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  app.get(Logger).log('worker ready');
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
