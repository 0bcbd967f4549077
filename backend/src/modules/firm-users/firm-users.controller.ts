import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { FirmAdmin } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { CreateUser, CreateUserSchema, RemoveUserSchema } from './dto/firm-users.dto';
import { FirmUsersService } from './firm-users.service';
import { Answers } from '../../core/http/api-description';
import { Success } from '@parley/domain/contracts/api/common';
import { FirmUserCreated, FirmUsersAnswer, LoginCodeAnswer } from '@parley/domain/contracts/api/firm-users';

const ip = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * User administration (admins only, on the server too). update_ssn_permission lives beside these routes in the
 * identity module's CollectorUsersController, which owns the permission itself.
 */
@Controller('collectors/api/users')
@FirmAdmin()
export class FirmUsersController {
  constructor(private readonly users: FirmUsersService) {}

  @Get()
  @Answers(FirmUsersAnswer)
  list(@CurrentUser() me: SessionUser) {
    return this.users.list(me);
  }

  @Post('create')
  @Answers(FirmUserCreated)
  @HttpCode(200)
  async create(@Body(Valid(CreateUserSchema)) body: CreateUser, @CurrentUser() me: SessionUser, @Req() req: Request) {
    return { success: true, user: await this.users.create(me, body.user, ip(req)) };
  }

  @Post('remove')
  @Answers(Success)
  @HttpCode(200)
  async remove(@Body(Valid(RemoveUserSchema)) body: { user_id: number }, @CurrentUser() me: SessionUser, @Req() req: Request) {
    await this.users.remove(me, body.user_id, ip(req));
    return { success: true };
  }

  @Post('rotate_auth_token')
  @Answers(LoginCodeAnswer)
  @HttpCode(200)
  async rotate(@CurrentUser() me: SessionUser, @Req() req: Request) {
    return { auth_token: await this.users.rotateLoginCode(me, ip(req)) };
  }
}
