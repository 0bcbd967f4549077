import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { AuthService, CONSUMER_KINDS } from './auth.service';
import { clientIp } from './client-ip';
import type { SignUpValues } from '@parley/domain/identity/sign-up';
import {
  ConfirmationRequestSchema,
  ConfirmSchema,
  NewPassword,
  NewPasswordSchema,
  PasswordSignIn,
  PasswordSignInSchema,
  ResetRequestSchema,
  SignUpPipe,
} from './dto/auth.dto';
import { PasswordResetService } from './password-reset.service';
import { startSession } from './passport-sign-in';
import { SignOutService } from './sign-out.service';
import { CONFIRMED, SignUpService } from './sign-up.service';
import { Answers } from '../../core/http/api-description';
import { Success, SuccessMessage } from '@parley/domain/contracts/api/common';
import {
  ConfirmedAnswer,
  ConsumerAuthCheck,
  CsrfAnswer,
  MessageAnswer,
  PasswordResetAnswer,
} from '@parley/domain/contracts/api/auth';

@Controller()
export class ConsumerAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly signOuts: SignOutService,
    private readonly signUps: SignUpService,
  ) {}

  /** 201 `{success: true}` whether or not the address has an account (that owner is e-mailed instead). */
  @Post('users/sign_up')
  @Answers(Success)
  @HttpCode(201)
  async signUp(@Body(new SignUpPipe()) body: SignUpValues, @Req() req: Request) {
    await this.signUps.signUp(body, clientIp(req));
    return { success: true };
  }

  /** Sends the confirmation link again: always 200, whether or not the address is waiting for one. */
  @Post('users/confirmation')
  @Answers(SuccessMessage)
  @HttpCode(200)
  async resendConfirmation(@Body(Valid(ConfirmationRequestSchema)) body: { email: string }, @Req() req: Request) {
    return { success: true, message: await this.signUps.resend(body.email, clientIp(req)) };
  }

  /**
   * The confirmation page sends the e-mailed link's token here (opening the link, a GET, changes nothing): it
   * confirms the address, signs the consumer in and names the dashboard.
   */
  @Put('users/confirmation')
  @Answers(ConfirmedAnswer)
  @HttpCode(200)
  async confirm(@Body(Valid(ConfirmSchema)) body: { confirmation_token: string }, @Req() req: Request) {
    const user = await this.signUps.confirm(body.confirmation_token, clientIp(req));
    await startSession(req, user);
    return { success: true, message: CONFIRMED, redirect_url: '/my_dashboard' };
  }

  @Post('users/sign_in')
  @Answers(Success)
  @HttpCode(200)
  async signIn(@Body(Valid(PasswordSignInSchema)) body: PasswordSignIn, @Req() req: Request) {
    const user = await this.auth.verifyPassword(body.email, body.password, CONSUMER_KINDS, clientIp(req));
    await startSession(req, user);
    return { success: true };
  }

  @Delete('users/sign_out')
  @Answers(Success)
  @HttpCode(200)
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.signOuts.signOut(req, res);
    return { success: true };
  }

  @Get('api/v1/check_auth')
  @Answers(ConsumerAuthCheck)
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
  @Answers(CsrfAnswer)
  csrf() {
    return {};
  }

  /** Asks for a reset link. The answer is the same whether or not the address has an account. */
  @Post('users/password')
  @Answers(MessageAnswer)
  @HttpCode(200)
  async requestReset(@Body(Valid(ResetRequestSchema)) body: { email: string }, @Req() req: Request) {
    return { message: await this.resets.requestReset(body.email, clientIp(req)) };
  }

  @Put('users/password')
  @Answers(PasswordResetAnswer)
  @HttpCode(200)
  async reset(@Body(Valid(NewPasswordSchema)) body: NewPassword, @Req() req: Request) {
    const done = await this.resets.resetPassword(body.reset_password_token, body.password, clientIp(req));
    return { message: done.message, sign_in_path: done.signInPath };
  }
}
