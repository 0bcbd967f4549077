import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UnprocessableEntityException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Collector, SsnPermission } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { clientIp, UserKind } from '../identity';
import { activityLogCsv, activityLogFileName } from './activity-log';
import { exportFileName, writeAccountsWorkbook } from './accounts-export';
import { AccountsReadService, type Viewer } from './accounts-read.service';
import { AccountsService } from './accounts.service';
import { AccountsClock } from './accounts.clock';
import { DocumentRef, ListQuery, UpdateFileNumber } from './dto/accounts.dto';

export const NO_DATA_TO_EXPORT = 'No data to export';

const viewerOf = (u: SessionUser): Viewer => ({ isOnCallAdmin: u.kind === UserKind.OnCallAdmin });

/** The accounts area's calls. Answers follow docs/api/accounts.md. */
@Controller('collectors/api')
@Collector()
export class AccountsController {
  constructor(
    private readonly em: EntityManager,
    private readonly read: AccountsReadService,
    private readonly accounts: AccountsService,
    private readonly clock: AccountsClock,
  ) {}

  @Get('apply_filters')
  applyFilters(@Query(Valid(ListQuery)) query: ListQuery, @CurrentUser() me: SessionUser) {
    return this.read.list(this.em, query, viewerOf(me));
  }

  @Get('filter_values')
  async filterValues(@CurrentUser() me: SessionUser) {
    return { filters: await this.read.filterValues(this.em, viewerOf(me)) };
  }

  @Get('calculate_collector_metrics')
  async metrics() {
    return { metrics: await this.read.metrics(this.em) };
  }

  @Get('accounts_charts')
  async charts() {
    return { charts: await this.read.charts(this.em) };
  }

  @Get('payment_plan_summary')
  planSummary(@Query(Valid(DocumentRef)) q: DocumentRef) {
    return this.accounts.planSummary(q.customer_document_id);
  }

  @Post('update_file_number')
  @HttpCode(200)
  async updateFileNumber(@Body(Valid(UpdateFileNumber)) body: UpdateFileNumber, @CurrentUser() me: SessionUser) {
    return { file_number: await this.accounts.updateFileNumber(body.customer_document_id, body.file_number, me) };
  }

  @Post('archive_document')
  @HttpCode(200)
  archive(@Body(Valid(DocumentRef)) body: DocumentRef, @CurrentUser() me: SessionUser) {
    return this.accounts.setArchived(body.customer_document_id, true, me);
  }

  @Post('unarchive_document')
  @HttpCode(200)
  unarchive(@Body(Valid(DocumentRef)) body: DocumentRef, @CurrentUser() me: SessionUser) {
    return this.accounts.setArchived(body.customer_document_id, false, me);
  }

  @Post('reveal_ssn')
  @HttpCode(200)
  @SsnPermission()
  async revealSsn(@Body(Valid(DocumentRef)) body: DocumentRef, @CurrentUser() me: SessionUser, @Req() req: Request) {
    return { social_security_number: await this.accounts.revealSsn(body.customer_document_id, me, clientIp(req)) };
  }

  /** Every matching row as .xlsx, streamed (the page's export button sends the list's filters and sort). */
  @Get('export_accounts')
  async exportAccounts(
    @Query(Valid(ListQuery)) query: ListQuery,
    @CurrentUser() me: SessionUser,
    @Res() res: Response,
  ) {
    const viewer = viewerOf(me);
    if ((await this.read.count(this.em, query, viewer)) === 0) {
      throw new UnprocessableEntityException({ error: NO_DATA_TO_EXPORT, errors: [NO_DATA_TO_EXPORT] });
    }
    res.status(200);
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(this.clock.now())}"`);
    res.setHeader('Cache-Control', 'no-store');
    await writeAccountsWorkbook(res, this.read.stream(this.em, query, viewer));
  }

  @Get('activity_log')
  async activityLog(@Query(Valid(DocumentRef)) q: DocumentRef, @Res() res: Response) {
    await this.accounts.account(this.em, q.customer_document_id);
    const [row] = await this.read
      .list(
        this.em,
        {
          num_pages: 1,
          filters: { customer_document_id: String(q.customer_document_id), archived: ['Active', 'Archived'] },
        },
        { isOnCallAdmin: false },
      )
      .then((r) => r.customer_info);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${activityLogFileName(q.customer_document_id)}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(activityLogCsv(row));
  }
}
