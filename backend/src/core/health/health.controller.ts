import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { HEARTBEAT_KEY } from '../queue/worker-heartbeat';
import { REDIS, RedisKeys } from '../redis/redis.module';
import { Answers } from '../http/api-description';
import { HealthAnswer } from '@parley/domain/contracts/api/health';

type Check = 'ok' | 'down';
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

/** GET /api/health: 200 `{status: "ok", ...}` when the database, Redis and a worker answer; 503 otherwise. */
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  @Get()
  @Answers(HealthAnswer, 'Every part answers (503 with the same shape when one does not).')
  async health(@Res({ passthrough: true }) res: Response) {
    const [database, redis, worker] = await Promise.all([
      this.check(() => this.em.getConnection().execute('select 1')),
      this.check(() => this.redis.ping()),
      this.check(async () => {
        if (!(await this.redis.exists(this.keys.key(HEARTBEAT_KEY)))) throw new Error('no heartbeat');
      }),
    ]);
    const ok = database === 'ok' && redis === 'ok' && worker === 'ok';
    res.status(ok ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return { status: ok ? 'ok' : 'unavailable', database, redis, worker };
  }

  private async check(fn: () => Promise<unknown>): Promise<Check> {
    try {
      await within(fn(), 2000);
      return 'ok';
    } catch {
      return 'down';
    }
  }
}
