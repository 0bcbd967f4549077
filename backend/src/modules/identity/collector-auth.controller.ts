import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Collector } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { AuthService, COLLECTOR_KINDS } from './auth.service';
import { clientIp } from './client-ip';
import { CollectorLogin, CollectorLoginSchema } from './dto/auth.dto';
import { UserKind } from './entities/user.entity';
import { IdentityService } from './identity.service';
import { startSession } from './passport-sign-in';
import { SignOutService } from './sign-out.service';
import { Answers } from '../../core/http/api-description';
import { Success } from '@parley/domain/contracts/api/common';
import { BasicStats, CollectorAuthCheck } from '@parley/domain/contracts/api/auth';

@Controller('collectors/api')
export class CollectorAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly identity: IdentityService,
    private readonly signOuts: SignOutService,
  ) {}

  /** `{email, password}` or `{auth_token}`: 200 and the session cookie, or 401 `{error}`. */
  @Post('login')
  @Answers(Success)
  @HttpCode(200)
  async login(@Body(Valid(CollectorLoginSchema)) body: CollectorLogin, @Req() req: Request) {
    const ip = clientIp(req);
    const user =
      'auth_token' in body
        ? await this.auth.verifyLoginToken(body.auth_token, ip)
        : await this.auth.verifyPassword(body.email, body.password, COLLECTOR_KINDS, ip);
    await startSession(req, user);
    return { success: true };
  }

  @Delete('logout')
  @Answers(Success)
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.signOuts.signOut(req, res);
    return { success: true };
  }

  @Get('check_auth')
  @Answers(CollectorAuthCheck)
  @Collector()
  checkAuth(@CurrentUser() user: SessionUser) {
    return this.identity.collectorAuthCheck(user);
  }

  @Get('basic_stats')
  @Answers(BasicStats)
  @Collector()
  basicStats(@CurrentUser() user: SessionUser) {
    return { is_on_call_admin: user.kind === UserKind.OnCallAdmin };
  }
}
