import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get } from '@nestjs/common';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { CreditReports } from './credit-reports.service';

/** `GET /my_dashboard/fetch_credit_report` (002 section 7): the consumer's consent and request. Consumers only. */
@Controller('my_dashboard')
@Consumer()
export class CreditController {
  constructor(
    private readonly em: EntityManager,
    private readonly reports: CreditReports,
  ) {}

  // A GET because the spec's page calls it so; it is safe to repeat (a pull under way is not started twice).
  @Get('fetch_credit_report')
  async fetch(@CurrentUser() me: SessionUser) {
    await this.reports.request(this.em, me.id);
    return { success: true };
  }
}
