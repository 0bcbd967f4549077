import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { config, ConfigError } from './core/config/config';
import { WorkerModule } from './worker.module';

/** The worker process: relays the outbox and runs every job. No HTTP. */
async function main(): Promise<void> {
  process.env.PARLEY_ROLE = 'worker';
  config();
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
