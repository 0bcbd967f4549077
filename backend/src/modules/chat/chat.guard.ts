import { EntityManager } from '@mikro-orm/postgresql';
import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { COLLECTORS_ONLY, SIGN_IN_REQUIRED } from '../../core/auth/guards';
import { applyFirmScope } from '../../core/database/firm-scope';
import { ChatSide } from './entities';
import { viewerOf } from './viewer';

/**
 * Chat is used by both kinds of user. A collector's request is scoped to their firm (the firm filter); a consumer's
 * data is found by their own user id (the filter is lifted, as ConsumerGuard does). On-call admins get 403.
 */
@Injectable()
export class ChatGuard implements CanActivate {
  constructor(private readonly em: EntityManager) {}
  canActivate(ctx: ExecutionContext): boolean {
    const user = ctx.switchToHttp().getRequest<Request>().user;
    if (!user) throw new UnauthorizedException({ error: SIGN_IN_REQUIRED });
    const viewer = viewerOf(user);
    applyFirmScope(this.em, viewer.side === ChatSide.Firm ? { lawFirmId: viewer.lawFirmId! } : { allFirms: true });
    return true;
  }
}

export const ChatParticipant = () => applyDecorators(UseGuards(ChatGuard));

/** The firm's side of a chat only (runs after ChatGuard): consumers are refused at the door, before any input is read. */
@Injectable()
export class FirmSideGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const user = ctx.switchToHttp().getRequest<Request>().user!;
    if (viewerOf(user).side !== ChatSide.Firm) throw new ForbiddenException({ error: COLLECTORS_ONLY });
    return true;
  }
}

export const ChatFirmSide = () => applyDecorators(UseGuards(ChatGuard, FirmSideGuard));
