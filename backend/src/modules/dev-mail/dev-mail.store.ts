import type { CaughtMail } from '@parley/domain/contracts/dev-mail';
import type Redis from 'ioredis';

export type { CaughtMail };

const MAX_KEPT = 200;

/** The development inbox: caught messages in a capped Redis list, newest first, shared by every process. */
export class DevMailStore {
  constructor(
    private readonly redis: Redis,
    private readonly key: string,
  ) {}

  async add(mail: CaughtMail): Promise<void> {
    await this.redis.multi().lpush(this.key, JSON.stringify(mail)).ltrim(this.key, 0, MAX_KEPT - 1).exec();
  }

  async list(): Promise<CaughtMail[]> {
    const rows = await this.redis.lrange(this.key, 0, MAX_KEPT - 1);
    return rows.map((r) => JSON.parse(r) as CaughtMail);
  }

  async clear(): Promise<void> {
    await this.redis.del(this.key);
  }
}

export const devMailKey = (prefix: string) => `${prefix}:dev-mail`;
