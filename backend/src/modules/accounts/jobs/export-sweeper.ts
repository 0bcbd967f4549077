import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { applyFirmScope } from '../../../core/database/firm-scope';
import { AccountExports } from '../account-exports.service';

/** How often the worker looks for exports past keeping. */
export const EXPORT_SWEEP_MS = 10 * 60 * 1000;

/**
 * Removes exports past keeping (their file and their row; AccountExports.sweep) every EXPORT_SWEEP_MS. Any number of
 * workers may sweep at once: deleting a file or a row twice is harmless.
 */
@Injectable()
export class ExportSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ExportSweeper.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly exports: AccountExports,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(5_000);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedule(ms = EXPORT_SWEEP_MS): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      const em = this.orm.em.fork() as EntityManager;
      applyFirmScope(em, { allFirms: true });
      this.running = this.exports
        .sweep(em)
        .catch((err: unknown) => this.logger.warn(`export sweep failed, will retry: ${String(err)}`))
        .finally(() => this.schedule());
    }, ms);
    this.timer.unref();
  }
}
