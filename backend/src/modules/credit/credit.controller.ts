import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { CreditReports } from './credit-reports.service';
import { Answers } from '../../core/http/api-description';
import { Success } from '@parley/domain/contracts/api/common';
import { CreditReportAnswer } from '@parley/domain/contracts/api/profile';

/**
 * `/my_dashboard/fetch_credit_report`. Consumers only. Consent and the pull are a POST (with the CSRF
 * header, like every write): a GET never changes state, since a cross-site link or image would send the cookie
 * with it. The GET answers the report's current status and starts nothing.
 */
@Controller('my_dashboard')
@Consumer()
export class CreditController {
  constructor(
    private readonly em: EntityManager,
    private readonly reports: CreditReports,
  ) {}

  @Get('fetch_credit_report')
  @Answers(CreditReportAnswer)
  async status(@CurrentUser() me: SessionUser) {
    return { credit_report: await this.reports.dashboardView(this.em, me.id) };
  }

  // Safe to repeat: a pull under way is not started twice.
  @Post('fetch_credit_report')
  @Answers(Success)
  @HttpCode(200)
  async fetch(@CurrentUser() me: SessionUser) {
    await this.reports.request(this.em, me.id);
    return { success: true };
  }
}
