import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Collector, SsnPermission } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { clientIp, UserKind } from '../identity';
import { activityLogCsv, activityLogFileName } from './activity-log';
import { AccountExports, NO_DATA_TO_EXPORT } from './account-exports.service';
import { AccountsReadService, type Viewer } from './accounts-read.service';
import { AccountsService } from './accounts.service';
import { DocumentRef, ListQuery, UpdateFileNumber } from './dto/accounts.dto';
import { Answers, AnswersFile } from '../../core/http/api-description';
import { AccountsChartsAnswer, ApplyFiltersAnswer, ArchiveAnswer, CollectorMetricsAnswer, ExportView, FileNumberAnswer, FilterValuesAnswer, PaymentPlanSummaryAnswer, RevealSsnAnswer } from '@parley/domain/contracts/accounts';

export { NO_DATA_TO_EXPORT };

const viewerOf = (u: SessionUser): Viewer => ({ isOnCallAdmin: u.kind === UserKind.OnCallAdmin });

/** The accounts area's calls. Answers follow docs/api/accounts.md. */
@Controller('collectors/api')
@Collector()
export class AccountsController {
  constructor(
    private readonly em: EntityManager,
    private readonly read: AccountsReadService,
    private readonly accounts: AccountsService,
    private readonly exports: AccountExports,
  ) {}

  @Get('apply_filters')
  @Answers(ApplyFiltersAnswer)
  async applyFilters(
    @Query(Valid(ListQuery)) query: ListQuery,
    @CurrentUser() me: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    // Already JSON text (the kept rows joined as stored): sent as it is.
    const body = await this.read.listJson(this.em, query, viewerOf(me));
    res.type('application/json');
    return body;
  }

  @Get('filter_values')
  @Answers(FilterValuesAnswer)
  async filterValues(@CurrentUser() me: SessionUser) {
    return { filters: await this.read.filterValues(this.em, viewerOf(me)) };
  }

  @Get('calculate_collector_metrics')
  @Answers(CollectorMetricsAnswer)
  async metrics() {
    return { metrics: await this.read.metrics(this.em) };
  }

  @Get('accounts_charts')
  @Answers(AccountsChartsAnswer)
  async charts() {
    return { charts: await this.read.charts(this.em) };
  }

  @Get('payment_plan_summary')
  @Answers(PaymentPlanSummaryAnswer)
  planSummary(@Query(Valid(DocumentRef)) q: DocumentRef) {
    return this.accounts.planSummary(q.customer_document_id);
  }

  @Post('update_file_number')
  @Answers(FileNumberAnswer)
  @HttpCode(200)
  async updateFileNumber(@Body(Valid(UpdateFileNumber)) body: UpdateFileNumber, @CurrentUser() me: SessionUser) {
    return { file_number: await this.accounts.updateFileNumber(body.customer_document_id, body.file_number, me) };
  }

  @Post('archive_document')
  @Answers(ArchiveAnswer)
  @HttpCode(200)
  archive(@Body(Valid(DocumentRef)) body: DocumentRef, @CurrentUser() me: SessionUser) {
    return this.accounts.setArchived(body.customer_document_id, true, me);
  }

  @Post('unarchive_document')
  @Answers(ArchiveAnswer)
  @HttpCode(200)
  unarchive(@Body(Valid(DocumentRef)) body: DocumentRef, @CurrentUser() me: SessionUser) {
    return this.accounts.setArchived(body.customer_document_id, false, me);
  }

  @Post('reveal_ssn')
  @Answers(RevealSsnAnswer)
  @HttpCode(200)
  @SsnPermission()
  async revealSsn(@Body(Valid(DocumentRef)) body: DocumentRef, @CurrentUser() me: SessionUser, @Req() req: Request) {
    return { social_security_number: await this.accounts.revealSsn(body.customer_document_id, me, clientIp(req)) };
  }

  /**
   * Starts the spreadsheet export of every matching row (the list's filters and sort, as query parameters) as a worker
   * job: 202 with the export's status; progress arrives as `export:updated` events and from `exports/:id`.
   */
  @Post('export_accounts')
  @Answers(ExportView, 'The export, queued: its progress comes as realtime events and from exports/{id}.')
  @HttpCode(202)
  exportAccounts(@Query(Valid(ListQuery)) query: ListQuery, @CurrentUser() me: SessionUser) {
    return this.exports.startAccounts(this.em, query, viewerOf(me), me);
  }

  /** An export's status (rows written, total, estimate, link when ready); 404 for another firm's or an expired one. */
  @Get('exports/:id')
  @Answers(ExportView)
  exportStatus(@Param('id') id: string) {
    return this.exports.status(this.em, id);
  }

  /** The written file, while it is kept (24 hours); only the firm's users find it. */
  @Get('exports/:id/file')
  @AnswersFile(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], 'The written export, as an attachment.')
  async exportFile(@Param('id') id: string, @Res() res: Response) {
    const { row, stream } = await this.exports.file(this.em, id);
    res.status(200);
    res.setHeader(
      'Content-Type',
      row.kind === 'accounts' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
    );
    res.setHeader('Content-Disposition', `attachment; filename="${row.fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    if (row.byteSize) res.setHeader('Content-Length', String(row.byteSize));
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  /**
   * Starts writing one account's history CSV as a worker job (202 with the export's status, as export_accounts). The
   * page uses it for a long history (domain ACTIVITY_LOG_IN_REQUEST_LINES); a short one is read from activity_log.
   */
  @Post('export_activity_log')
  @Answers(ExportView, 'The export, queued: its progress comes as realtime events and from exports/{id}.')
  @HttpCode(202)
  async exportActivityLog(@Body(Valid(DocumentRef)) body: DocumentRef, @CurrentUser() me: SessionUser) {
    const doc = await this.accounts.account(this.em, body.customer_document_id);
    return this.exports.startActivityLog(this.em, doc.id, me);
  }

  /** The history CSV, inside the request. */
  @Get('activity_log')
  @AnswersFile('text/csv', "The account's activity log as CSV, as an attachment.")
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
