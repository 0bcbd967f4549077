import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { endSessionsOf, toSessionUser } from '../../core/auth/session';
import type { SessionUser } from '../../core/auth/session-user';
import { applyFirmScope, UNSCOPED } from '../../core/database/firm-scope';
import { JobName } from '../../core/queue/jobs';
import { OutboxService } from '../../core/queue/outbox.service';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { FieldCipher, randomToken, sha256 } from '../../core/security/encryption';
import { hashPassword } from '../../core/security/passwords';
import { AuditService } from '../identity';
import { FirmLoginCode, HeldInvitation, LawFirm, LawFirmScope, User, UserKind } from '../identity/entities';
import type { AcceptInvite, CreateUser } from './dto/firm-users.dto';
import { CollectorInvite } from './entities/collector-invite.entity';

export const USER_NOT_FOUND = 'User not found.';
export const EMAIL_TAKEN = 'A user with this email already exists.';
export const CANNOT_REMOVE_SELF = 'You cannot remove yourself.';
export const INVITE_INVALID = 'This invitation link is invalid or has already been used.';
export const INVITE_EXPIRED = 'This invitation has expired. Please ask your administrator to add you again.';
export const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

export interface FirmUserDto {
  id: number;
  email: string;
  law_firm_scope: 'user' | 'admin';
  can_view_full_ssn: boolean;
  invite_pending: boolean;
}

/**
 * User administration of one firm. Runs under the firm scope set by the collector guard, so another firm's user is
 * simply not found (404). Accepting an invite happens before anyone is signed in and lifts the scope explicitly.
 */
@Injectable()
export class FirmUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly cipher: FieldCipher,
    private readonly realtime: RealtimeService,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /**
   * GET /collectors/api/users: the firm's people (not the firm's own entity user) and the firm's shared code, or null
   * while the firm has none (a GET writes nothing: the page asks for the first code with the rotate POST).
   */
  async list(me: SessionUser): Promise<{ users: FirmUserDto[]; auth_token: string | null }> {
    const code = await this.em.findOne(FirmLoginCode, { lawFirm: me.lawFirmId as number });
    const users = await this.em.find(
      User,
      { kind: UserKind.Collector, ...(code ? { id: { $ne: code.entityUser.id } } : {}) },
      { orderBy: { email: 'asc' } },
    );
    const pending = new Set(
      (await this.em.find(CollectorInvite, { user: { $in: users.map((u) => u.id) }, usedAt: null }, { fields: ['user'] })).map((i) => i.user.id),
    );
    const held = await this.em.find(HeldInvitation, {});
    return {
      users: [
        ...users.map((u) => memberDto(u.id, u.email, u.lawFirmScope, u.canViewFullSsn, pending.has(u.id) && !u.passwordHash)),
        // Shown like any invited user: the firm cannot tell them apart (see HeldInvitation).
        ...held.map((h) => memberDto(h.id, h.email, h.lawFirmScope, h.canViewFullSsn, true)),
      ].sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0)),
      auth_token: code ? this.cipher.decrypt((await this.em.findOneOrFail(User, code.entityUser.id)).authTokenEncrypted as string) : null,
    };
  }

  /**
   * An admin replaces the firm's authentication code; the old one stops working at once. A firm without a code yet
   * gets its first one (the Users page asks for it when the list has none).
   */
  async rotateLoginCode(me: SessionUser, ip: string): Promise<string> {
    const rotated = await this.em.transactional(async (em) => {
      const first = await this.createLoginCode(me, em);
      if (first) {
        this.audit.record(em, { action: 'firm_login_code_created', actorId: me.id, lawFirmId: me.lawFirmId, ip });
        return { token: first, entityUserId: null };
      }
      const code = await em.findOneOrFail(FirmLoginCode, { lawFirm: me.lawFirmId as number });
      const entity = await em.findOneOrFail(User, code.entityUser.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const token = newLoginCode();
      entity.authTokenDigest = sha256(token);
      entity.authTokenEncrypted = this.cipher.encrypt(token);
      code.rotatedAt = new Date();
      // Whoever signed in with the old code is signed out, and their sockets go with the sessions.
      await endSessionsOf(em, entity.id);
      this.audit.record(em, { action: 'firm_login_code_rotated', actorId: me.id, lawFirmId: me.lawFirmId, ip });
      return { token, entityUserId: entity.id };
    });
    if (rotated.entityUserId !== null) this.realtime.allSessionsEnded(rotated.entityUserId);
    return rotated.token;
  }

  /**
   * Adds a collector without a password and e-mails them a single-use link to set one. The answer depends only on
   * what the firm already sees: an address on its own Users page is refused (EMAIL_TAKEN); an address that belongs to
   * an account anywhere else is held (`hold`) and answered exactly like a new user, so an admin cannot learn who has
   * an account on the platform.
   */
  async create(me: SessionUser, input: CreateUser['user'], ip: string): Promise<FirmUserDto> {
    const firmId = me.lawFirmId as number;
    try {
      return await this.em.transactional(async (em) => {
        const owner = await em.findOne(User, { email: input.email }, { ...UNSCOPED, fields: ['id', 'lawFirm', 'kind'] });
        const onOurPage = owner?.lawFirm?.id === firmId || (await em.count(HeldInvitation, { email: input.email })) > 0;
        if (onOurPage) throw new UnprocessableEntityException({ error: EMAIL_TAKEN, errors: [EMAIL_TAKEN] });
        const firm = await em.findOneOrFail(LawFirm, firmId);
        if (owner) return this.hold(em, me, firm, input, ip, owner.kind);
        const user = em.create(User, {
          kind: UserKind.Collector,
          email: input.email,
          passwordHash: null,
          lawFirm: firm,
          lawFirmScope: input.law_firm_scope === 'admin' ? LawFirmScope.Admin : LawFirmScope.User,
          canViewFullSsn: input.can_view_full_ssn,
        });
        await em.flush();
        this.invite(em, user, firm, me);
        this.audit.record(em, {
          action: 'user_created',
          actorId: me.id,
          lawFirmId: firmId,
          subjectType: 'user',
          subjectId: user.id,
          ip,
          metadata: { email: user.email, law_firm_scope: user.lawFirmScope, can_view_full_ssn: user.canViewFullSsn },
        });
        return memberDto(user.id, user.email, user.lawFirmScope, user.canViewFullSsn, true);
      });
    } catch (err) {
      // Two admins adding the same address at once: the unique index decides, the loser gets the same 422.
      if (err instanceof UniqueConstraintViolationException) throw new UnprocessableEntityException({ error: EMAIL_TAKEN, errors: [EMAIL_TAKEN] });
      throw err;
    }
  }

  /** Removes a colleague (never oneself, never the firm's entity user); their sessions end at once. */
  async remove(me: SessionUser, userId: number, ip: string): Promise<void> {
    if (userId === me.id) throw new UnprocessableEntityException({ error: CANNOT_REMOVE_SELF, errors: [CANNOT_REMOVE_SELF] });
    await this.em.transactional(async (em) => {
      const target = await em.findOne(User, { id: userId, kind: UserKind.Collector });
      const held = target ? null : await em.findOne(HeldInvitation, { id: userId });
      if (held) {
        this.audit.record(em, { action: 'held_invitation_removed', actorId: me.id, lawFirmId: me.lawFirmId, subjectType: 'held_invitation', subjectId: held.id, ip, metadata: { email: held.email } });
        em.remove(held);
        return;
      }
      const isEntity = target ? (await em.count(FirmLoginCode, { entityUser: target.id })) > 0 : false;
      if (!target || isEntity) throw new NotFoundException({ error: USER_NOT_FOUND });
      this.audit.record(em, {
        action: 'user_removed',
        actorId: me.id,
        lawFirmId: me.lawFirmId,
        subjectType: 'user',
        subjectId: target.id,
        ip,
        metadata: { email: target.email },
      });
      await endSessionsOf(em, target.id);
      em.remove(target);
    });
    this.realtime.allSessionsEnded(userId);
  }

  /** POST /collectors/api/accept_invite: sets the password once and answers the user to sign in. */
  async acceptInvite(input: AcceptInvite, ip: string): Promise<SessionUser> {
    return this.em.transactional(async (em) => {
      // Nobody is signed in yet.
      applyFirmScope(em, { allFirms: true });
      const invite = await em.findOne(CollectorInvite, { tokenDigest: sha256(input.token), usedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!invite) throw new UnprocessableEntityException({ error: INVITE_INVALID, errors: [INVITE_INVALID] });
      if (invite.expiresAt.getTime() < Date.now()) throw new UnprocessableEntityException({ error: INVITE_EXPIRED, errors: [INVITE_EXPIRED] });
      const user = await em.findOneOrFail(User, invite.user.id, { populate: ['lawFirm'] });
      user.passwordHash = await hashPassword(input.password);
      user.failedSignIns = 0;
      user.lastSignInAt = new Date();
      // Every outstanding invite of this user dies with the one used.
      await em.nativeUpdate(CollectorInvite, { user: user.id, usedAt: null }, { usedAt: new Date() });
      this.audit.record(em, { action: 'invite_accepted', actorId: user.id, lawFirmId: user.lawFirm?.id, ip });
      this.audit.record(em, { action: 'sign_in', actorId: user.id, lawFirmId: user.lawFirm?.id, ip, metadata: { method: 'invite' } });
      return toSessionUser(user);
    });
  }

  /**
   * The address belongs to an account elsewhere: nothing of that account changes. The firm gets a pending entry like
   * any invitee (id from the users' sequence), and the address's owner an e-mail saying a firm tried to add it (no
   * link), sent through the same outbox and job as an invitation.
   */
  private async hold(
    em: EntityManager,
    me: SessionUser,
    firm: LawFirm,
    input: CreateUser['user'],
    ip: string,
    ownerKind: UserKind,
  ): Promise<FirmUserDto> {
    const [{ id }] = await em.getConnection().execute<Array<{ id: string }>>(`select nextval('users_id_seq') as id`, [], 'all', em.getTransactionContext());
    const held = em.create(HeldInvitation, {
      id: Number(id),
      lawFirm: firm,
      email: input.email,
      lawFirmScope: input.law_firm_scope === 'admin' ? LawFirmScope.Admin : LawFirmScope.User,
      canViewFullSsn: input.can_view_full_ssn,
    });
    // A collector or platform staff hears that a firm tried to add their address. A consumer does not: a message to a
    // consumer that a debt collector's typing set off would be a collector's communication without its disclosure.
    if (ownerKind !== UserKind.Consumer) {
      this.outbox.enqueue(
        em,
        JobName.SendEmail,
        { template: 'collector_invite_held', to: held.email, params: { firm: firm.name, inviter: inviterName(me) } },
        `collector-invite-held.${held.id}`,
      );
    }
    this.audit.record(em, {
      action: 'user_invite_held',
      actorId: me.id,
      lawFirmId: firm.id,
      subjectType: 'held_invitation',
      subjectId: held.id,
      ip,
      metadata: { email: held.email, law_firm_scope: held.lawFirmScope, can_view_full_ssn: held.canViewFullSsn },
    });
    await em.flush();
    return memberDto(held.id, held.email, held.lawFirmScope, held.canViewFullSsn, true);
  }

  private invite(em: EntityManager, user: User, firm: LawFirm, inviter: SessionUser): void {
    const token = randomToken(32);
    const invite = em.create(CollectorInvite, {
      user,
      lawFirm: firm,
      tokenDigest: sha256(token),
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    });
    const link = `${this.cfg.appUrl}/collectors/invite?token=${encodeURIComponent(token)}`;
    this.outbox.enqueue(
      em,
      JobName.SendEmail,
      { template: 'collector_invite', to: user.email, params: { firm: firm.name, inviter: inviterName(inviter) }, sealedParams: this.cipher.encrypt(JSON.stringify({ link })) },
      `collector-invite.${invite.tokenDigest}`,
    );
  }

  /**
   * The firm's entity user and its code, when the firm has none yet: the new code, else null. The firm row is
   * locked so two admins asking at once create one entity user, not two.
   */
  private async createLoginCode(me: SessionUser, em: EntityManager): Promise<string | null> {
    const firmId = me.lawFirmId as number;
    const firm = await em.findOneOrFail(LawFirm, firmId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (await em.findOne(FirmLoginCode, { lawFirm: firmId })) return null;
    const token = newLoginCode();
    const entity = em.create(User, {
      kind: UserKind.Collector,
      // Not a mailbox: the entity user never receives mail and has no password (it signs in by code only).
      email: `firm-${firmId}-${randomToken(6).toLowerCase()}@entity.parley.invalid`,
      passwordHash: null,
      firstName: firm.name,
      lawFirm: firm,
      lawFirmScope: LawFirmScope.User,
      canViewFullSsn: false,
      authTokenDigest: sha256(token),
      authTokenEncrypted: this.cipher.encrypt(token),
    });
    em.create(FirmLoginCode, { lawFirm: firm, entityUser: entity });
    return token;
  }
}

/** A row of the Users page, for a user or a held invitation alike. */
function memberDto(id: number, email: string, scope: LawFirmScope | null | undefined, canViewFullSsn: boolean, invitePending: boolean): FirmUserDto {
  const admin = scope === LawFirmScope.Admin;
  return {
    id,
    email,
    law_firm_scope: admin ? 'admin' : 'user',
    // Admins always may; the flag is what the toggle shows for users.
    can_view_full_ssn: admin ? true : canViewFullSsn,
    invite_pending: invitePending,
  };
}

function inviterName(inviter: SessionUser): string {
  return [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email;
}

/** 24 URL-safe characters (144 bits): long enough never to be guessed, short enough to type from the screen. */
function newLoginCode(): string {
  return randomToken(18);
}
