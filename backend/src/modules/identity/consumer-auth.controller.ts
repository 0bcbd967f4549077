import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { AuthService, CONSUMER_KINDS } from './auth.service';
import { clientIp } from './client-ip';
import { NewPassword, NewPasswordSchema, PasswordSignIn, PasswordSignInSchema, ResetRequestSchema } from './dto/auth.dto';
import { PasswordResetService } from './password-reset.service';
import { startSession } from './passport-sign-in';
import { SignOutService } from './sign-out.service';

@Controller()
export class ConsumerAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly signOuts: SignOutService,
  ) {}

  @Post('users/sign_in')
  @HttpCode(200)
  async signIn(@Body(Valid(PasswordSignInSchema)) body: PasswordSignIn, @Req() req: Request) {
    const user = await this.auth.verifyPassword(body.email, body.password, CONSUMER_KINDS, clientIp(req));
    await startSession(req, user);
    return { success: true };
  }

  @Delete('users/sign_out')
  @HttpCode(200)
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.signOuts.signOut(req, res);
    return { success: true };
  }

  @Get('api/v1/check_auth')
  @Consumer()
  checkAuth(@CurrentUser() user: SessionUser) {
    return {
      current_user: {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        is_consumer: true,
        is_collector: false,
      },
    };
  }

  /** Lets a page obtain the XSRF-TOKEN cookie before its first write (the CSRF middleware sets it). */
  @Get('api/v1/csrf')
  csrf() {
    return {};
  }

  /** Asks for a reset link. The answer is the same whether or not the address has an account. */
  @Post('users/password')
  @HttpCode(200)
  async requestReset(@Body(Valid(ResetRequestSchema)) body: { email: string }, @Req() req: Request) {
    return { message: await this.resets.requestReset(body.email, clientIp(req)) };
  }

  @Put('users/password')
  @HttpCode(200)
  async reset(@Body(Valid(NewPasswordSchema)) body: NewPassword, @Req() req: Request) {
    const done = await this.resets.resetPassword(body.reset_password_token, body.password, clientIp(req));
    return { message: done.message, sign_in_path: done.signInPath };
  }
}
