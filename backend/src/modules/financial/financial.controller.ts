import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import { DemoLink, ExchangePublicToken } from './dto/financial.dto';
import { FinancialReports } from './financial-reports.service';
import { CONNECTION_NOT_FOUND, FinancialService } from './financial.service';
import { Answers } from '../../core/http/api-description';
import { Success } from '@parley/domain/contracts/api/common';
import { FinancialReportView } from '@parley/domain/dashboard/payload';
import {
  ConnectionsAnswer,
  DemoInstitutionsAnswer,
  DemoLinkAnswer,
  ExchangeAnswer,
  LinkTokenAnswer,
} from '@parley/domain/contracts/api/financial';

const connectionId = new RowIdPipe(CONNECTION_NOT_FOUND);

/** Bank connections and the budget report (docs/api/financial.md). Consumers only: collectors get 403. */
@Controller('api/plaid')
@Consumer()
export class FinancialController {
  constructor(
    private readonly financial: FinancialService,
    private readonly reports: FinancialReports,
    private readonly em: EntityManager,
  ) {}

  @Post('link_token')
  @Answers(LinkTokenAnswer)
  @HttpCode(200)
  linkToken(@CurrentUser() me: SessionUser) {
    return this.financial.linkToken(me);
  }

  /** Answers at once (202): the report is built by the worker and announced on PlaidReportStatusChannel. */
  @Post('exchange')
  @Answers(ExchangeAnswer)
  @HttpCode(202)
  exchange(@CurrentUser() me: SessionUser, @Body(Valid(ExchangePublicToken)) body: ExchangePublicToken) {
    return this.financial.exchange(me, body.public_token);
  }

  @Get('financial_report')
  @Answers(FinancialReportView)
  report(@CurrentUser() me: SessionUser) {
    return this.reports.dashboardView(this.em, me.id);
  }

  @Get('connections')
  @Answers(ConnectionsAnswer)
  connections(@CurrentUser() me: SessionUser) {
    return this.financial.connections(me);
  }

  @Get('demo/institutions')
  @Answers(DemoInstitutionsAnswer)
  demoInstitutions() {
    return this.financial.demoInstitutions();
  }

  @Post('demo/link')
  @Answers(DemoLinkAnswer)
  @HttpCode(200)
  demoLink(@CurrentUser() me: SessionUser, @Body(Valid(DemoLink)) body: DemoLink) {
    return this.financial.demoLink(me, body);
  }

  @Post('demo/connections/:id/expire')
  @Answers(Success)
  @HttpCode(200)
  demoExpire(@CurrentUser() me: SessionUser, @Param('id', connectionId) id: number) {
    return this.financial.demoExpire(me, id);
  }
}
