import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { SignUpValues } from '@parley/domain/identity/sign-up';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { SignInRateLimiter } from '../../core/auth/rate-limit';
import { toSessionUser } from '../../core/auth/session';
import type { SessionUser } from '../../core/auth/session-user';
import { applyFirmScope } from '../../core/database/firm-scope';
import { JobName } from '../../core/queue/jobs';
import { OutboxService } from '../../core/queue/outbox.service';
import { FieldCipher, randomToken, sha256 } from '../../core/security/encryption';
import { hashPassword } from '../../core/security/passwords';
import { AuditEvent } from './entities/audit-event.entity';
import { AuditService } from './audit.service';
import { EmailConfirmationToken } from './entities/email-confirmation-token.entity';
import { User, UserKind } from './entities/user.entity';

export const CONFIRMATION_SENT =
  'If your email address exists in our database, you will receive an email with instructions for how to confirm your email address in a few minutes.';
export const CONFIRMATION_TOKEN_INVALID = 'Confirmation token is invalid.';
export const CONFIRMATION_TOKEN_EXPIRED = 'Confirmation token has expired, please request a new one.';
export const ALREADY_CONFIRMED = 'Email was already confirmed, please try signing in.';
export const CONFIRMED = 'Your email address has been successfully confirmed.';
export const CONFIRMATION_TTL_MS = 7 * 86_400 * 1000;
/** One e-mail per user per minute, however often the form is sent: repeated requests in the minute send nothing. */
const RESEND_AFTER_MS = 60 * 1000;

/**
 * Consumer sign-up and e-mail confirmation. Nobody is signed in, so every look-up lifts the firm scope. A sign-up
 * answers the same whether or not the address has an account: a new address gets a confirmation link, an address
 * with an unconfirmed sign-up gets a new link, and any other account's owner gets a "you already have an account"
 * e-mail. The password is hashed in every case, so the answer takes as long either way.
 */
@Injectable()
export class SignUpService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly cipher: FieldCipher,
    private readonly limiter: SignInRateLimiter,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  async signUp(values: SignUpValues, ip: string): Promise<void> {
    await this.limiter.takeMailingRequest('sign-up', values.email, ip);
    const passwordHash = await hashPassword(values.password);
    try {
      await this.em.transactional(async (em) => {
        applyFirmScope(em, { allFirms: true });
        const existing = await em.findOne(User, { email: values.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (existing) return this.answerExisting(em, existing, ip);
        const user = em.create(User, {
          kind: UserKind.Consumer,
          email: values.email,
          passwordHash,
          firstName: values.first_name,
          lastName: values.last_name,
          confirmedAt: null,
        });
        await em.flush();
        this.issueLink(em, user);
        this.audit.record(em, { action: 'sign_up', actorId: user.id, ip });
      });
    } catch (e) {
      // A parallel sign-up for the same address created it first and sent its e-mail: this one answers the same.
      if (e instanceof UniqueConstraintViolationException) return;
      throw e;
    }
  }

  /** Sends the confirmation link again to an unconfirmed consumer; anything else sends nothing. Same answer always. */
  async resend(email: string, ip: string): Promise<string> {
    await this.limiter.takeMailingRequest('confirmation', email, ip);
    await this.em.transactional(async (em) => {
      applyFirmScope(em, { allFirms: true });
      const user = await em.findOne(User, { email, kind: UserKind.Consumer, confirmedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user || (await this.sentRecently(em, user))) return;
      this.issueLink(em, user);
      this.audit.record(em, { action: 'confirmation_resent', actorId: user.id, ip });
    });
    return CONFIRMATION_SENT;
  }

  /**
   * Confirms the address of the link's user and answers who to sign in. The token row is locked, so two uses of one
   * link cannot both succeed; every other link of the user ends with it.
   */
  async confirm(token: string, ip: string): Promise<SessionUser> {
    return this.em.transactional(async (em) => {
      applyFirmScope(em, { allFirms: true });
      const row = await em.findOne(EmailConfirmationToken, { tokenDigest: sha256(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const refuse = (error: string) => new UnprocessableEntityException({ error, errors: [error] });
      if (!row) throw refuse(CONFIRMATION_TOKEN_INVALID);
      const user = await em.findOneOrFail(User, row.user.id, { populate: ['lawFirm'] });
      if (row.usedAt || user.confirmedAt) throw refuse(user.confirmedAt ? ALREADY_CONFIRMED : CONFIRMATION_TOKEN_INVALID);
      if (row.expiresAt.getTime() < Date.now()) throw refuse(CONFIRMATION_TOKEN_EXPIRED);
      const now = new Date();
      user.confirmedAt = now;
      user.lastSignInAt = now;
      user.failedSignIns = 0;
      await em.nativeUpdate(EmailConfirmationToken, { user, usedAt: null }, { usedAt: now });
      this.audit.record(em, { action: 'email_confirmed', actorId: user.id, ip });
      this.audit.record(em, { action: 'sign_in', actorId: user.id, ip, metadata: { method: 'email_confirmation' } });
      await em.flush();
      return toSessionUser(user);
    });
  }

  private async answerExisting(em: EntityManager, user: User, ip: string): Promise<void> {
    if (await this.sentRecently(em, user)) return;
    if (user.kind === UserKind.Consumer && !user.confirmedAt) {
      this.issueLink(em, user);
      this.audit.record(em, { action: 'confirmation_resent', actorId: user.id, ip, metadata: { via: 'sign_up' } });
      return;
    }
    const signIn = user.kind === UserKind.Consumer ? '/users/sign_in' : '/collectors';
    this.outbox.enqueue(em, JobName.SendEmail, {
      template: 'sign_up_existing_account',
      to: user.email,
      params: { name: user.firstName ?? '', sign_in_link: `${this.cfg.appUrl}${signIn}`, reset_link: `${this.cfg.appUrl}/users/password/new` },
    });
    this.audit.record(em, { action: 'sign_up_existing_account', actorId: user.id, lawFirmId: user.lawFirm?.id, ip });
  }

  /** Whether this user was sent a sign-up e-mail (a link or the notice) in the last minute. */
  private async sentRecently(em: EntityManager, user: User): Promise<boolean> {
    const since = new Date(Date.now() - RESEND_AFTER_MS);
    const [links, notices] = await Promise.all([
      em.count(EmailConfirmationToken, { user, createdAt: { $gt: since } }),
      em.count(AuditEvent, { actor: user, action: 'sign_up_existing_account', createdAt: { $gt: since } }),
    ]);
    return links + notices > 0;
  }

  private issueLink(em: EntityManager, user: User): void {
    const token = randomToken(32);
    const row = em.create(EmailConfirmationToken, { user, tokenDigest: sha256(token), expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS) });
    const link = `${this.cfg.appUrl}/users/confirmation?confirmation_token=${encodeURIComponent(token)}`;
    this.outbox.enqueue(
      em,
      JobName.SendEmail,
      { template: 'email_confirmation', to: user.email, params: { name: user.firstName ?? '' }, sealedParams: this.cipher.encrypt(JSON.stringify({ link })) },
      `email-confirmation.${row.tokenDigest}`,
    );
  }
}
