import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { SIGN_IN_REQUIRED } from './guards';
import type { SessionUser } from './session-user';

/** The signed-in user of a guarded route. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionUser => {
  const user = ctx.switchToHttp().getRequest<Request>().user;
  if (!user) throw new UnauthorizedException({ error: SIGN_IN_REQUIRED });
  return user;
});
