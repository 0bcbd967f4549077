import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { mayViewFullSsn } from '../../core/auth/guards';
import { UNSCOPED } from '../../core/database/firm-scope';
import type { SessionUser } from '../../core/auth/session-user';
import { AuditService } from './audit.service';
import { FirmLoginCode } from './entities/firm-login-code.entity';
import { HeldInvitation } from './entities/held-invitation.entity';
import { LawFirm } from './entities/law-firm.entity';
import { LawFirmScope, User, UserKind } from './entities/user.entity';

export const USER_NOT_FOUND = 'User not found.';
/** The firm's shared-code user stands for the firm itself and never sees full SSNs (the Users page says so). */
export const ENTITY_USER_NO_FULL_SSN = 'The firm\'s authentication code signs in without full SSN access.';

/** Whether a user is a firm's law-firm entity user: the one the firm's shared authentication code signs in as. */
export async function isLawFirmEntity(em: EntityManager, userId: number): Promise<boolean> {
  return (await em.count(FirmLoginCode, { entityUser: userId }, UNSCOPED)) > 0;
}

/** Reads and changes collector users. Runs under the firm scope set by the collector guard. */
@Injectable()
export class IdentityService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** The answer of GET /collectors/api/check_auth. */
  async collectorAuthCheck(user: SessionUser) {
    const firm = user.lawFirmId ? await this.em.findOne(LawFirm, { id: user.lawFirmId }) : null;
    const onCall = user.kind === UserKind.OnCallAdmin;
    return {
      // On-call admins see accounts as an administrator.
      scope: onCall ? LawFirmScope.Admin : user.lawFirmScope,
      current_user: {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        law_firm: firm ? { id: firm.id, name: firm.name } : null,
        is_collector: true,
        is_consumer: false,
        // Only the user the firm's shared code signs in as stands for the firm itself.
        is_law_firm_entity: firm !== null && (await isLawFirmEntity(this.em, user.id)),
        is_on_call_admin: onCall,
        law_firm_id: firm?.id ?? null,
        law_firm_scope: user.lawFirmScope,
        can_view_full_ssn: mayViewFullSsn(user),
      },
    };
  }

  /**
   * A firm admin grants or withdraws a collector's full-SSN permission. Other firms' users are not found. A held
   * invitation (an address in use elsewhere) keeps its flag like any invited user's, so the toggle answers alike.
   */
  async updateSsnPermission(actor: SessionUser, userId: number, allowed: boolean, ip: string): Promise<boolean> {
    const target = await this.em.findOne(User, { id: userId, kind: UserKind.Collector });
    const held = target ? null : await this.em.findOne(HeldInvitation, { id: userId });
    if (held) {
      const before = held.canViewFullSsn;
      held.canViewFullSsn = allowed;
      this.audit.record(this.em, { action: 'ssn_permission_changed', actorId: actor.id, lawFirmId: held.lawFirm.id, subjectType: 'held_invitation', subjectId: held.id, ip, metadata: { from: before, to: allowed } });
      await this.em.flush();
      return held.canViewFullSsn;
    }
    if (!target) throw new NotFoundException({ error: USER_NOT_FOUND });
    if (allowed && (await isLawFirmEntity(this.em, target.id))) {
      throw new UnprocessableEntityException({ error: ENTITY_USER_NO_FULL_SSN, errors: [ENTITY_USER_NO_FULL_SSN] });
    }
    const before = target.canViewFullSsn;
    target.canViewFullSsn = allowed;
    this.audit.record(this.em, {
      action: 'ssn_permission_changed',
      actorId: actor.id,
      lawFirmId: target.lawFirm?.id,
      subjectType: 'user',
      subjectId: target.id,
      ip,
      metadata: { from: before, to: allowed },
    });
    await this.em.flush();
    return target.canViewFullSsn;
  }
}
