import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { clientIp } from '../identity/client-ip';
import { RefundRequestSchema, type RefundRequest } from './dto/stash.dto';
import { StashService } from './stash.service';
import { Answers } from '../../core/http/api-description';
import { StashChanged, StashDataAnswer } from '@parley/domain/contracts/api/stash';

/** The stash card's calls. Consumers only; everything is the signed-in consumer's own. */
@Controller('my_dashboard/stash')
@Consumer()
export class StashController {
  constructor(
    private readonly em: EntityManager,
    private readonly stash: StashService,
  ) {}

  @Get('data')
  @Answers(StashDataAnswer)
  async data(@CurrentUser() me: SessionUser) {
    return { stash_data: await this.stash.data(this.em, me.id) };
  }

  @Post('refunds')
  @Answers(StashChanged)
  @HttpCode(200)
  async refund(@CurrentUser() me: SessionUser, @Body(Valid(RefundRequestSchema)) body: RefundRequest, @Req() req: Request) {
    return { success: true, ...(await this.stash.requestRefund(me.id, body.address, clientIp(req))) };
  }

  @Post('cancel')
  @Answers(StashChanged)
  @HttpCode(200)
  async cancel(@CurrentUser() me: SessionUser, @Req() req: Request) {
    return { success: true, ...(await this.stash.cancelAutopay(me.id, clientIp(req))) };
  }
}
