import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { UserProfileView } from '@parley/domain/dashboard/payload';
import { digitsOf, isMaskedSsn, metadataErrors, normalizeZip, PROFILE_MESSAGES } from '@parley/domain/profile/validation';
import { signInAccount, SignInRateLimiter } from '../../core/auth/rate-limit';
import { endSessionsOf } from '../../core/auth/session';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { FieldCipher } from '../../core/security/encryption';
import { hashPassword, verifyPassword } from '../../core/security/passwords';
import { ConsumerProfile } from '../accounts/entities';
import { AuditService } from '../identity/audit.service';
import { PASSWORD_MIN_LENGTH } from '../identity/dto/auth.dto';
import { User } from '../identity/entities';
import type { UpdateProfile } from './dto/profile.dto';
import { toView } from './profile-views.service';

/** The clock's date (UTC) for the birthdate rule; injectable so tests can pin it. */
export abstract class ProfileClock {
  abstract today(): string;
}
export class SystemProfileClock extends ProfileClock {
  today(): string {
    return new Date().toISOString().slice(0, 10);
  }
}

const blank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === '';
const clean = (v: string | null | undefined): string | null => (blank(v) ? null : v!.trim());

function refuse(errors: string[]): never {
  throw new UnprocessableEntityException({ error: errors[0], errors });
}

/**
 * `PUT /users`. Every rule is checked before anything is written; the change and its audit event
 * commit together. The audit records which fields changed, never their values.
 */
@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: FieldCipher,
    private readonly audit: AuditService,
    private readonly clock: ProfileClock,
    private readonly limiter: SignInRateLimiter,
    private readonly realtime: RealtimeService,
  ) {}

  /**
   * `sid` is the session making the change: a new password ends every other session of the user (and, after commit,
   * their sockets), so whoever held one with the old password is signed out; this one stays signed in.
   */
  async update(userId: number, body: UpdateProfile['user'], ip: string | null, sid: string): Promise<UserProfileView> {
    const { view, passwordChanged } = await this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, { id: userId });
      const profile = (await em.findOne(ConsumerProfile, { user: userId })) ?? em.create(ConsumerProfile, { user: em.getReference(User, userId) });
      const m = body.metadata ?? {};

      const errors: string[] = [];
      if (!blank(body.email) && body.email!.trim().toLowerCase() !== user.email) errors.push(PROFILE_MESSAGES.emailUnchangeable);
      errors.push(...metadataErrors(m, this.clock.today()).map((e) => e.message));
      const newPassword = !blank(body.password) ? body.password! : null;
      if (newPassword !== null) {
        if (newPassword.length < PASSWORD_MIN_LENGTH) errors.push(`Password is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`);
        if (newPassword !== (body.password_confirmation ?? '')) errors.push(PROFILE_MESSAGES.passwordConfirmation);
      }
      // Non-OAuth users confirm who they are before any change (checked last: no hashing for a form with mistakes).
      if (user.passwordHash) {
        if (blank(body.current_password)) errors.unshift(PROFILE_MESSAGES.currentPasswordRequired);
        else if (errors.length === 0) {
          // A password check is a sign-in attempt: it draws on the same per-account and per-address budgets (429).
          const attempt = await this.limiter.takeAttempt(signInAccount(user.email), ip ?? 'unknown');
          if (await verifyPassword(user.passwordHash, body.current_password!)) await attempt.succeeded();
          else errors.push(PROFILE_MESSAGES.currentPasswordInvalid);
        }
      }
      if (errors.length) refuse([...new Set(errors)]);

      const changed: string[] = [];
      const set = <T extends object, K extends keyof T>(target: T, key: K, value: T[K], field: string) => {
        if (target[key] !== value) {
          target[key] = value;
          changed.push(field);
        }
      };
      if (body.first_name !== undefined) set(user, 'firstName', clean(body.first_name), 'first_name');
      if (body.last_name !== undefined) set(user, 'lastName', clean(body.last_name), 'last_name');
      if (m.address_line1 !== undefined) set(profile, 'street', clean(m.address_line1), 'address_line1');
      if (m.city !== undefined) set(profile, 'city', clean(m.city), 'city');
      if (m.state !== undefined) set(profile, 'state', clean(m.state)?.toUpperCase() ?? null, 'state');
      if (m.zip_code !== undefined) set(profile, 'zipCode', blank(m.zip_code) ? null : normalizeZip(m.zip_code!), 'zip_code');
      if (m.birthdate !== undefined) set(profile, 'birthdate', clean(m.birthdate), 'birthdate');

      // SSN: a full number replaces everything (encrypted, last four from digits 6-9); the masked value the page
      // was given means unchanged; last four alone drops a stored full number (the consumer chose last-four mode).
      const ssnSent = m.ssn !== undefined && !(typeof m.ssn === 'string' && isMaskedSsn(m.ssn));
      if (ssnSent && !blank(m.ssn)) {
        const digits = digitsOf(m.ssn);
        const current = profile.ssnEncrypted ? this.cipher.decrypt(profile.ssnEncrypted) : null;
        if (current !== digits) {
          profile.ssnEncrypted = this.cipher.encrypt(digits);
          profile.ssnLastFour = digits.slice(5);
          changed.push('ssn');
        }
      } else if (m.ssn_last_four !== undefined || ssnSent) {
        const lastFour = clean(m.ssn_last_four ?? null);
        const keepFull = !ssnSent && profile.ssnEncrypted && lastFour === profile.ssnLastFour;
        if (!keepFull && (profile.ssnEncrypted || profile.ssnLastFour !== lastFour)) {
          profile.ssnEncrypted = null;
          profile.ssnLastFour = lastFour;
          changed.push('ssn_last_four');
        }
      }
      if (newPassword !== null) {
        user.passwordHash = await hashPassword(newPassword);
        changed.push('password');
        await endSessionsOf(em, user.id, { except: sid });
      }
      if (changed.length) this.audit.record(em, { action: 'profile_updated', actorId: user.id, subjectType: 'user', subjectId: user.id, ip, metadata: { fields: changed } });
      await em.flush();
      return { view: toView(user, profile), passwordChanged: newPassword !== null };
    });
    if (passwordChanged) this.realtime.otherSessionsEnded(userId, sid);
    return view;
  }
}
