import { EntityManager } from '@mikro-orm/postgresql';
import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
import { LawFirmScope, UserKind } from '../../modules/identity/entities/user.entity';
import { applyFirmScope } from '../database/firm-scope';
import type { SessionUser } from './session-user';

export const SIGN_IN_REQUIRED = 'You need to sign in before continuing.';
export const COLLECTORS_ONLY = 'This page is for collectors. Please sign in with a collector account.';
export const CONSUMERS_ONLY = 'This page is for consumers. Please sign in with a consumer account.';
export const ADMINS_ONLY = 'Only a firm administrator can do this.';
export const ON_CALL_ONLY = 'Only on-call administrators can do this.';
export const SSN_NOT_PERMITTED = 'You do not have permission to view full Social Security numbers.';

function userOf(ctx: ExecutionContext): SessionUser {
  const req = ctx.switchToHttp().getRequest<Request>();
  if (!req.user) throw new UnauthorizedException({ error: SIGN_IN_REQUIRED });
  return req.user;
}

/**
 * A collector or an on-call admin. This guard is also where firm scoping is switched on for the request: from
 * here on every query of a firm-owned entity is limited to the user's firm (on-call admins: all firms).
 */
@Injectable()
export class CollectorGuard implements CanActivate {
  constructor(private readonly em: EntityManager) {}
  canActivate(ctx: ExecutionContext): boolean {
    const user = userOf(ctx);
    if (user.kind === UserKind.OnCallAdmin) {
      applyFirmScope(this.em, { allFirms: true });
      return true;
    }
    if (user.kind !== UserKind.Collector || user.lawFirmId === null) throw new ForbiddenException({ error: COLLECTORS_ONLY });
    applyFirmScope(this.em, { lawFirmId: user.lawFirmId });
    return true;
  }
}

/** An admin of their law firm (runs after CollectorGuard). */
@Injectable()
export class FirmAdminGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const user = userOf(ctx);
    if (user.kind !== UserKind.Collector || user.lawFirmScope !== LawFirmScope.Admin) throw new ForbiddenException({ error: ADMINS_ONLY });
    return true;
  }
}

/** Platform staff on call (runs after CollectorGuard). */
@Injectable()
export class OnCallAdminGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (userOf(ctx).kind !== UserKind.OnCallAdmin) throw new ForbiddenException({ error: ON_CALL_ONLY });
    return true;
  }
}

/** May see full SSNs: firm admins always, users with can_view_full_ssn, on-call admins (they act as administrators). */
export function mayViewFullSsn(user: SessionUser): boolean {
  if (user.kind === UserKind.OnCallAdmin) return true;
  return user.kind === UserKind.Collector && (user.lawFirmScope === LawFirmScope.Admin || user.canViewFullSsn);
}

@Injectable()
export class SsnPermissionGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (!mayViewFullSsn(userOf(ctx))) throw new ForbiddenException({ error: SSN_NOT_PERMITTED });
    return true;
  }
}

/** A signed-in consumer; collectors get 403. Consumer data is scoped by user, so the firm filter is lifted. */
@Injectable()
export class ConsumerGuard implements CanActivate {
  constructor(private readonly em: EntityManager) {}
  canActivate(ctx: ExecutionContext): boolean {
    if (userOf(ctx).kind !== UserKind.Consumer) throw new ForbiddenException({ error: CONSUMERS_ONLY });
    applyFirmScope(this.em, { allFirms: true });
    return true;
  }
}

export const Collector = () => applyDecorators(UseGuards(CollectorGuard));
export const FirmAdmin = () => applyDecorators(UseGuards(CollectorGuard, FirmAdminGuard));
export const OnCallAdmin = () => applyDecorators(UseGuards(CollectorGuard, OnCallAdminGuard));
export const SsnPermission = () => applyDecorators(UseGuards(CollectorGuard, SsnPermissionGuard));
export const Consumer = () => applyDecorators(UseGuards(ConsumerGuard));
