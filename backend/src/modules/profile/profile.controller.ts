import { Body, Controller, HttpCode, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { clientIp } from '../identity/client-ip';
import { UpdateProfileSchema, type UpdateProfile } from './dto/profile.dto';
import { ProfileService } from './profile.service';
import { Answers } from '../../core/http/api-description';
import { ProfileAnswer } from '@parley/domain/contracts/api/profile';

/** The consumer's profile form: `PUT /users`. Consumers only; collectors get 403. */
@Controller()
@Consumer()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Put('users')
  @Answers(ProfileAnswer)
  @HttpCode(200)
  async update(@CurrentUser() me: SessionUser, @Body(Valid(UpdateProfileSchema)) body: UpdateProfile, @Req() req: Request) {
    return { user: await this.profiles.update(me.id, body.user, clientIp(req), req.sessionID) };
  }
}
