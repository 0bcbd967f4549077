import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { applyFirmScope } from '../../core/database/firm-scope';
import { JobName } from '../../core/queue/jobs';
import { OutboxService } from '../../core/queue/outbox.service';
import { FieldCipher, randomToken, sha256 } from '../../core/security/encryption';
import { hashPassword } from '../../core/security/passwords';
import { endSessionsOf } from '../../core/auth/session';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { AuditService } from './audit.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { User, UserKind } from './entities/user.entity';

export const RESET_REQUESTED =
  'If your email address exists in our database, you will receive a password recovery link at your email address in a few minutes.';
export const RESET_TOKEN_INVALID = 'Reset password token is invalid.';
export const RESET_TOKEN_EXPIRED = 'Reset password token has expired, please request a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed successfully. You can now sign in.';
const TOKEN_TTL_MS = 2 * 3600 * 1000;
const RESEND_AFTER_MS = 60 * 1000;

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly cipher: FieldCipher,
    private readonly realtime: RealtimeService,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /** Creates a reset token and queues its e-mail in one transaction. Repeated requests within a minute send nothing. */
  async requestReset(email: string, ip: string): Promise<string> {
    await this.em.transactional(async (em) => {
      // Account recovery: nobody is signed in, so no firm scope applies.
      applyFirmScope(em, { allFirms: true });
      const user = await em.findOne(User, { email });
      if (!user) return;
      const recent = await em.count(PasswordResetToken, { user, createdAt: { $gt: new Date(Date.now() - RESEND_AFTER_MS) } });
      if (recent > 0) return;
      const token = randomToken(32);
      const row = em.create(PasswordResetToken, { user, tokenDigest: sha256(token), expiresAt: new Date(Date.now() + TOKEN_TTL_MS) });
      const link = `${this.cfg.appUrl}/users/password/edit?reset_password_token=${encodeURIComponent(token)}`;
      this.outbox.enqueue(
        em,
        JobName.SendEmail,
        { template: 'password_reset', to: user.email, params: { name: user.firstName ?? '' }, sealedParams: this.cipher.encrypt(JSON.stringify({ link })) },
        `password-reset.${row.tokenDigest}`,
      );
      this.audit.record(em, { action: 'password_reset_requested', actorId: user.id, lawFirmId: user.lawFirm?.id, ip });
    });
    return RESET_REQUESTED;
  }

  /**
   * Sets the new password; answers the message and the sign-in page of the account's kind. The token row is locked
   * so two uses of one link cannot both succeed, and every session of the user ends: whoever held one before the
   * reset is signed out.
   */
  async resetPassword(token: string, password: string, ip: string): Promise<{ message: string; signInPath: string }> {
    const { kind, userId } = await this.em.transactional(async (em) => {
      applyFirmScope(em, { allFirms: true });
      const row = await em.findOne(
        PasswordResetToken,
        { tokenDigest: sha256(token), usedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!row) throw new UnprocessableEntityException({ error: RESET_TOKEN_INVALID, errors: [RESET_TOKEN_INVALID] });
      if (row.expiresAt.getTime() < Date.now())
        throw new UnprocessableEntityException({ error: RESET_TOKEN_EXPIRED, errors: [RESET_TOKEN_EXPIRED] });
      const user = await em.findOneOrFail(User, row.user.id);
      user.passwordHash = await hashPassword(password);
      user.failedSignIns = 0;
      // The link came to the address, which proves it is the user's: an unconfirmed sign-up is confirmed by it.
      user.confirmedAt ??= new Date();
      // Every outstanding link for this user dies with the one used.
      await em.nativeUpdate(PasswordResetToken, { user, usedAt: null }, { usedAt: new Date() });
      await endSessionsOf(em, user.id);
      this.audit.record(em, { action: 'password_reset', actorId: user.id, lawFirmId: user.lawFirm?.id, ip });
      return { kind: user.kind, userId: user.id };
    });
    this.realtime.allSessionsEnded(userId);
    return { message: PASSWORD_CHANGED, signInPath: kind === UserKind.Consumer ? '/users/sign_in' : '/collectors' };
  }
}
