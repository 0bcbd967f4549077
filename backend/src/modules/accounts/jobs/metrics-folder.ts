import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { foldPiledUpFirmMetrics } from '../firm-metrics';

/** How often the worker folds the kept metrics' delta rows. */
export const METRICS_FOLD_MS = 10 * 60 * 1000;

/**
 * Folds the delta rows of the kept collector metrics (firm-metrics.ts) of every firm whose rows have piled up, every
 * METRICS_FOLD_MS: a firm's own metrics read folds them too, but a firm nobody reads would otherwise grow a row per
 * write. Any number of workers may fold at once (a firm being folded is skipped).
 */
@Injectable()
export class MetricsFolder implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MetricsFolder.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(private readonly orm: MikroORM) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      const knex = (this.orm.em as EntityManager).getKnex();
      this.running = foldPiledUpFirmMetrics(knex)
        .catch((err: unknown) => this.logger.warn(`metrics fold failed, will retry: ${String(err)}`))
        .finally(() => this.schedule());
    }, METRICS_FOLD_MS);
    this.timer.unref();
  }
}
