import { HttpException, HttpStatus, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { REDIS, RedisKeys } from '../redis/redis.module';
import { sha256 } from '../security/encryption';

export const SIGN_IN_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again in a moment.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

/** Signed-out requests that e-mail an address (sign-up, a new confirmation link), each with its own budget. */
export type MailingRequest = 'sign-up' | 'confirmation';

/** Attempts on one account from addresses it never signed in from are counted over this window. */
export const ACCOUNT_WINDOW_SECONDS = 3600;
/** The longest the per-account delay makes the next guess from an unknown address wait. */
export const MAX_ACCOUNT_DELAY_SECONDS = 30;
/** An address where the account signed in stays known (exempt from the account's delay) this long after. */
export const KNOWN_ADDRESS_SECONDS = 30 * 86_400;

/** The rate-limit name of an account (sign-in and the profile's current-password check share it). */
export function signInAccount(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/**
 * How long the account's `attempt`-th attempt in the window (from unknown addresses) must keep the next one waiting:
 * nothing for the first `free`, then 1, 2, 4, 8, 16 seconds, and MAX_ACCOUNT_DELAY_SECONDS from then on.
 */
export function accountDelaySeconds(attempt: number, free: number): number {
  if (attempt <= free) return 0;
  return Math.min(2 ** (attempt - free - 1), MAX_ACCOUNT_DELAY_SECONDS);
}

/** A counted attempt: the caller reports success so its counts are given back and the address becomes known. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Sign-in attempts, counted in Redis (so every API process shares the counts), before any credential is checked so
 * parallel guesses cannot slip past a read-only check. Nobody can lock an account for its owner:
 * - per account and address: LOGIN_MAX_ATTEMPTS_PER_ACCOUNT failures in a row block that address for that account
 *   for LOGIN_BLOCK_SECONDS (a guesser blocks only itself);
 * - per address: LOGIN_MAX_ATTEMPTS_PER_ADDRESS attempts per LOGIN_BLOCK_SECONDS, whatever the accounts (spraying);
 * - per account, from addresses where it never signed in: after LOGIN_MAX_ATTEMPTS_PER_ACCOUNT attempts in an hour,
 *   one attempt is checked per growing delay (1 s doubling to 30 s) and the others are refused at once, so guesses
 *   spread over many addresses stay slow. An address where the account signed in within 30 days is known and never
 *   waits: the owner signs in from home while someone else guesses.
 */
@Injectable()
export class SignInRateLimiter {
  private readonly perAccountAndAddress: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;
  private readonly accountAttempts: RateLimiterRedis;
  private readonly accountDelay: RateLimiterRedis;
  private readonly free: number;
  private readonly perAddressMailing: Record<MailingRequest, RateLimiterRedis>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) cfg: AppConfig,
  ) {
    const block = { storeClient: redis, duration: cfg.LOGIN_BLOCK_SECONDS, blockDuration: cfg.LOGIN_BLOCK_SECONDS };
    this.free = cfg.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT;
    this.perAccountAndAddress = new RateLimiterRedis({ ...block, keyPrefix: keys.key('signin', 'account-address'), points: this.free });
    this.perAddress = new RateLimiterRedis({ ...block, keyPrefix: keys.key('signin', 'address'), points: cfg.LOGIN_MAX_ATTEMPTS_PER_ADDRESS });
    // A counter only (its points are never spent): the delay is decided from the count.
    this.accountAttempts = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: keys.key('signin', 'account'),
      points: Number.MAX_SAFE_INTEGER,
      duration: ACCOUNT_WINDOW_SECONDS,
    });
    // One attempt per delay: each window's duration is the delay the attempt that opened it earned.
    this.accountDelay = new RateLimiterRedis({ storeClient: redis, keyPrefix: keys.key('signin', 'account-delay'), points: 1, duration: 1 });
    const mailing = (request: MailingRequest) =>
      new RateLimiterRedis({ ...block, keyPrefix: keys.key('signin', request), points: this.free });
    this.perAddressMailing = { 'sign-up': mailing('sign-up'), confirmation: mailing('confirmation') };
  }

  /**
   * Counts a signed-out request that e-mails `email` (sign-up, a new confirmation link), like a sign-in attempt and
   * never given back: it spends the caller's address budget (LOGIN_MAX_ATTEMPTS_PER_ADDRESS per LOGIN_BLOCK_SECONDS,
   * shared with sign-in), and one address may ask for one e-mail address LOGIN_MAX_ATTEMPTS_PER_ACCOUNT times per
   * LOGIN_BLOCK_SECONDS, so nobody fills a stranger's inbox. The answer is the same whether or not the address has an
   * account. 429 when spent, 503 when Redis cannot be reached (fails closed).
   */
  async takeMailingRequest(request: MailingRequest, email: string, address: string): Promise<void> {
    try {
      const pair = sha256(`${sha256(signInAccount(email))}\n${address}`);
      await Promise.all([this.perAddress.consume(address), this.perAddressMailing[request].consume(pair)]);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new HttpException({ error: TOO_MANY_REQUESTS }, HttpStatus.TOO_MANY_REQUESTS);
      throw new ServiceUnavailableException({ error: SIGN_IN_UNAVAILABLE });
    }
  }

  /**
   * Takes one attempt from the budgets before the credentials are checked (`account` null: a login token, which
   * names no account). Throws 429 when a budget is spent or the account's delay is running; throws 503 when Redis
   * cannot be reached (sign-in then fails closed).
   */
  async takeAttempt(account: string | null, address: string): Promise<SignInAttempt> {
    let countedOnAccount = false;
    try {
      const id = account === null ? null : sha256(account);
      const pair = id === null ? null : sha256(`${id}\n${address}`);
      await Promise.all([this.perAddress.consume(address), pair === null ? null : this.perAccountAndAddress.consume(pair)]);
      if (id !== null && pair !== null && !(await this.redis.exists(this.knownKey(pair)))) {
        const counted = await this.accountAttempts.consume(id);
        countedOnAccount = true;
        const wait = accountDelaySeconds(counted.consumedPoints, this.free);
        if (wait > 0) {
          await this.accountDelay.consume(id, 1, { customDuration: wait }).catch(async (refused: unknown) => {
            // A refused attempt checks nothing, so it does not make the next wait longer.
            if (refused instanceof RateLimiterRes) await this.accountAttempts.reward(id, 1);
            countedOnAccount = false;
            throw refused;
          });
        }
      }
      return { succeeded: () => this.succeeded(id, pair, address, countedOnAccount) };
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new HttpException({ error: TOO_MANY_ATTEMPTS }, HttpStatus.TOO_MANY_REQUESTS);
      throw new ServiceUnavailableException({ error: SIGN_IN_UNAVAILABLE });
    }
  }

  /** A success gives its attempt back, clears the address's failures on the account and makes the address known. */
  private async succeeded(id: string | null, pair: string | null, address: string, countedOnAccount: boolean): Promise<void> {
    await Promise.all([
      this.perAddress.reward(address, 1),
      pair === null ? null : this.perAccountAndAddress.delete(pair),
      pair === null ? null : this.redis.set(this.knownKey(pair), '1', 'EX', KNOWN_ADDRESS_SECONDS),
      id !== null && countedOnAccount ? this.accountAttempts.reward(id, 1) : null,
    ]).catch(() => undefined);
  }

  private knownKey(pair: string): string {
    return this.keys.key('signin', 'known', pair);
  }
}
