import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { AcceptInvite, AcceptInviteSchema } from './dto/firm-users.dto';
import { FirmUsersService } from './firm-users.service';
import { Answers } from '../../core/http/api-description';
import { InviteAccepted } from '@parley/domain/contracts/api/firm-users';

/** Public: the invited user sets a password with the e-mailed token (CSRF applies, like every write). */
@Controller('collectors/api')
export class InviteController {
  constructor(private readonly users: FirmUsersService) {}

  @Post('accept_invite')
  @Answers(InviteAccepted)
  @HttpCode(200)
  async accept(@Body(Valid(AcceptInviteSchema)) body: AcceptInvite, @Req() req: Request) {
    const user = await this.users.acceptInvite(body, req.ip ?? 'unknown');
    // Signed in at once (passport regenerates the session id, so a session fixed before is worthless).
    await new Promise<void>((resolve, reject) => req.logIn(user as SessionUser, (err) => (err ? reject(err) : resolve())));
    return { success: true, redirect_to: '/collectors/accounts' };
  }
}
