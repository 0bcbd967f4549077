import { HttpException, HttpStatus, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { REDIS, RedisKeys } from '../redis/redis.module';

export const SIGN_IN_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again in a moment.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * Sign-in attempts are counted in Redis per account and per client address (so every API process shares the
 * counts). Each attempt is taken before the password is checked; a success gives it back.
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

  /**
   * Takes one attempt from the account's and the address's budgets before the credentials are checked, so
   * parallel guesses cannot all slip past a read-only check. Throws 429 when either budget is spent; throws 503
   * when Redis cannot be reached (sign-in then fails closed).
   */
  async takeAttempt(account: string | null, address: string): Promise<void> {
    try {
      await Promise.all([account ? this.perAccount.consume(account) : null, this.perAddress.consume(address)]);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new HttpException({ error: TOO_MANY_ATTEMPTS }, HttpStatus.TOO_MANY_REQUESTS);
      throw new ServiceUnavailableException({ error: SIGN_IN_UNAVAILABLE });
    }
  }

  /** A successful sign-in gives its attempt back and clears the account's failures. */
  async recordSuccess(account: string | null, address: string): Promise<void> {
    await Promise.all([account ? this.perAccount.delete(account) : null, this.perAddress.reward(address, 1)]).catch(() => undefined);
  }
}
