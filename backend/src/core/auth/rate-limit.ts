import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { REDIS, RedisKeys } from '../redis/redis.module';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * Failed sign-ins are counted in Redis per account and per client address (so every API process shares the
 * counts). A success clears the account's count.
 */
@Injectable()
export class SignInRateLimiter {
  private readonly perAccount: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, keys: RedisKeys, @Inject(APP_CONFIG) cfg: AppConfig) {
    const common = { storeClient: redis, duration: cfg.LOGIN_BLOCK_SECONDS, blockDuration: cfg.LOGIN_BLOCK_SECONDS };
    this.perAccount = new RateLimiterRedis({ ...common, keyPrefix: keys.key('signin', 'account'), points: cfg.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT });
    this.perAddress = new RateLimiterRedis({ ...common, keyPrefix: keys.key('signin', 'address'), points: cfg.LOGIN_MAX_ATTEMPTS_PER_ADDRESS });
  }

  /** True when either the account or the address has used up its failures. */
  async isBlocked(account: string | null, address: string): Promise<boolean> {
    const [a, b] = await Promise.all([account ? this.perAccount.get(account) : null, this.perAddress.get(address)]);
    const over = (r: RateLimiterRes | null, points: number) => r !== null && r.consumedPoints >= points;
    return over(a, this.perAccount.points) || over(b, this.perAddress.points);
  }

  async recordFailure(account: string | null, address: string): Promise<void> {
    const swallow = (e: unknown) => {
      if (e instanceof RateLimiterRes) return; // over the limit already: the next attempt is refused
      throw e;
    };
    await Promise.all([account ? this.perAccount.consume(account).catch(swallow) : null, this.perAddress.consume(address).catch(swallow)]);
  }

  async recordSuccess(account: string | null): Promise<void> {
    if (account) await this.perAccount.delete(account);
  }
}
