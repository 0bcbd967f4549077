import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { RuleFields } from '@parley/domain/settlement-rules/rules';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { FirmAdmin } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { RuleBody, RuleId } from './dto/settlement-rules.dto';
import { RulesPreviewService } from './rules-preview.service';
import { SettlementRulesService } from './settlement-rules.service';
import { Answers } from '../../core/http/api-description';
import { Success } from '@parley/domain/contracts/api/common';
import {
  SettlementRuleAnswerOne,
  SettlementRulesAnswer,
  SettlementRulesPreviewAnswer,
} from '@parley/domain/contracts/settlement-rules';

const ip = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** A firm's settlement rules: firm admins only (403 for others); another firm's rule is 404 (the firm filter). */
@Controller('collectors/api/settlement_rules')
@FirmAdmin()
export class SettlementRulesController {
  constructor(
    private readonly rules: SettlementRulesService,
    private readonly preview: RulesPreviewService,
  ) {}

  @Get()
  @Answers(SettlementRulesAnswer)
  async list(): Promise<SettlementRulesAnswer> {
    return { rules: await this.rules.list() };
  }

  /** What each rule would do with the firm's open accounts and their current offers. */
  @Get('preview')
  @Answers(SettlementRulesPreviewAnswer)
  async previews(): Promise<SettlementRulesPreviewAnswer> {
    return { previews: await this.preview.previews() };
  }

  @Post()
  @Answers(SettlementRuleAnswerOne)
  @HttpCode(201)
  async create(
    @Body(new RuleBody('create')) body: Partial<RuleFields>,
    @CurrentUser() me: SessionUser,
    @Req() req: Request,
  ): Promise<SettlementRuleAnswerOne> {
    return { rule: await this.rules.create(me, body, ip(req)) };
  }

  @Patch(':id')
  @Answers(SettlementRuleAnswerOne)
  @HttpCode(200)
  async update(
    @Param('id', Valid(RuleId)) id: number,
    @Body(new RuleBody('patch')) body: Partial<RuleFields>,
    @CurrentUser() me: SessionUser,
    @Req() req: Request,
  ): Promise<SettlementRuleAnswerOne> {
    return { rule: await this.rules.update(me, id, body, ip(req)) };
  }

  @Delete(':id')
  @Answers(Success)
  @HttpCode(200)
  async remove(@Param('id', Valid(RuleId)) id: number, @CurrentUser() me: SessionUser, @Req() req: Request) {
    await this.rules.remove(me, id, ip(req));
    return { success: true };
  }
}
