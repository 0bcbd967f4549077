import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { config, ConfigError } from './core/config/config';

/** The worker process: relays the outbox and runs every job. No HTTP. */
async function main(): Promise<void> {
  process.env.PARLEY_ROLE = 'worker';
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
