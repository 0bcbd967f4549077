import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Param, Post, Req, UseGuards, CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { CollectorGuard } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { z } from 'zod';
import { AddPolicy, AddPolicySchema } from './dto/notification-policies.dto';
import { NotificationPoliciesService } from './notification-policies.service';
import { Answers } from '../../core/http/api-description';
import { Success } from '@parley/domain/contracts/api/common';
import { NotificationPoliciesAnswer, NotificationPolicyActions, NotificationPolicyAdded, NotificationPolicyStates } from '@parley/domain/contracts/api/notification-policies';

export const FIRM_MEMBERS_ONLY = 'Notification policies belong to a law firm.';

/** A member of a firm (runs after CollectorGuard): on-call admins have no firm whose policies they could manage. */
@Injectable()
class FirmMemberGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const user = ctx.switchToHttp().getRequest<Request>().user;
    if (!user?.lawFirmId) throw new ForbiddenException({ error: FIRM_MEMBERS_ONLY });
    return true;
  }
}

const PolicyId = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a number')
  .positive('id must be a number')
  .max(2_147_483_647, 'id must be a number');

/** Manage Notifications: any member of the firm may read, add and delete the firm's policies. */
@Controller('collectors/api')
// One list, so the collector guard (401/403, firm scope) runs before the firm-member check.
@UseGuards(CollectorGuard, FirmMemberGuard)
export class NotificationPoliciesController {
  constructor(private readonly policies: NotificationPoliciesService) {}

  @Get('get_notification_policy_actions')
  @Answers(NotificationPolicyActions)
  actions() {
    return this.policies.actions();
  }

  @Get('get_notification_policy_states')
  @Answers(NotificationPolicyStates)
  states() {
    return this.policies.states();
  }

  @Get('get_notification_policies')
  @Answers(NotificationPoliciesAnswer)
  list() {
    return this.policies.list();
  }

  @Post('add_notification_policy')
  @Answers(NotificationPolicyAdded)
  @HttpCode(200)
  async add(@Body(Valid(AddPolicySchema)) body: AddPolicy, @CurrentUser() me: SessionUser, @Req() req: Request) {
    return { success: true, policy: await this.policies.add(me, body, req.ip ?? 'unknown') };
  }

  @Delete('notification_policies/:id')
  @Answers(Success)
  @HttpCode(200)
  async remove(@Param('id', Valid(PolicyId)) id: number, @CurrentUser() me: SessionUser, @Req() req: Request) {
    await this.policies.remove(me, id, req.ip ?? 'unknown');
    return { success: true };
  }
}
