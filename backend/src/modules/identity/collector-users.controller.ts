import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { FirmAdmin } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { clientIp } from './client-ip';
import { UpdateSsnPermissionSchema } from './dto/auth.dto';
import { IdentityService } from './identity.service';
import { Answers } from '../../core/http/api-description';
import { SsnPermissionAnswer } from '@parley/domain/contracts/api/auth';

@Controller('collectors/api/users')
export class CollectorUsersController {
  constructor(private readonly identity: IdentityService) {}

  @Post('update_ssn_permission')
  @Answers(SsnPermissionAnswer)
  @HttpCode(200)
  @FirmAdmin()
  async updateSsnPermission(
    @Body(Valid(UpdateSsnPermissionSchema)) body: { user_id: number; can_view_full_ssn: boolean },
    @CurrentUser() me: SessionUser,
    @Req() req: Request,
  ) {
    return { can_view_full_ssn: await this.identity.updateSsnPermission(me, body.user_id, body.can_view_full_ssn, clientIp(req)) };
  }
}
