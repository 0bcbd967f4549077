import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { UNSCOPED } from '../../core/database/firm-scope';
import { signInAccount, SignInRateLimiter } from '../../core/auth/rate-limit';
import { toSessionUser } from '../../core/auth/session';
import type { SessionUser } from '../../core/auth/session-user';
import { sha256 } from '../../core/security/encryption';
import { decoyHash, verifyPassword } from '../../core/security/passwords';
import { AuditService } from './audit.service';
import { User, UserKind } from './entities/user.entity';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const INVALID_LOGIN_TOKEN = 'Invalid login token.';
export const UNCONFIRMED = 'You have to confirm your email address before continuing.';

export const COLLECTOR_KINDS = [UserKind.Collector, UserKind.OnCallAdmin];
export const CONSUMER_KINDS = [UserKind.Consumer];

/**
 * Checks credentials. Runs before anyone is signed in, so its look-ups are explicitly unscoped. Each attempt is
 * counted (per account and address, per address, and per account from unknown addresses: `SignInRateLimiter`)
 * before any password is checked; a blocked caller gets 429.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: SignInRateLimiter,
    private readonly audit: AuditService,
  ) {}

  async verifyPassword(email: string, password: string, kinds: UserKind[], ip: string): Promise<SessionUser> {
    const attempt = await this.limiter.takeAttempt(signInAccount(email), ip);
    const user = await this.em.findOne(User, { email }, { ...UNSCOPED, populate: ['lawFirm'] });
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
    if (!user || !ok || !kinds.includes(user.kind)) {
      await this.recordFailure(user, ip, 'password');
      throw new UnauthorizedException({ error: INVALID_CREDENTIALS });
    }
    await attempt.succeeded();
    // Only the right password learns that the address waits for confirmation: a guess gets the generic answer.
    if (!user.confirmedAt) throw new UnauthorizedException({ error: UNCONFIRMED });
    return this.signedIn(user, ip, 'password');
  }

  async verifyLoginToken(token: string, ip: string): Promise<SessionUser> {
    const attempt = await this.limiter.takeAttempt(null, ip);
    const user = await this.em.findOne(User, { authTokenDigest: sha256(token) }, UNSCOPED);
    if (!user || !COLLECTOR_KINDS.includes(user.kind)) throw new UnauthorizedException({ error: INVALID_LOGIN_TOKEN });
    await attempt.succeeded();
    return this.signedIn(user, ip, 'login_token');
  }

  private async recordFailure(user: User | null, ip: string, method: string): Promise<void> {
    if (!user) return;
    user.failedSignIns += 1;
    this.audit.record(this.em, { action: 'sign_in_failed', actorId: user.id, lawFirmId: user.lawFirm?.id, ip, metadata: { method } });
    await this.em.flush();
  }

  private async signedIn(user: User, ip: string, method: string): Promise<SessionUser> {
    user.failedSignIns = 0;
    user.lastSignInAt = new Date();
    this.audit.record(this.em, { action: 'sign_in', actorId: user.id, lawFirmId: user.lawFirm?.id, ip, metadata: { method } });
    await this.em.flush();
    return toSessionUser(user);
  }
}
