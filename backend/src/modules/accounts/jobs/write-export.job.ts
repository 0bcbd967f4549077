import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { Writable } from 'node:stream';
import { EXPORT_FAILED, EXPORT_KEPT_MS } from '@parley/domain/exports';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { AppConfig } from '../../../core/config/config';
import { applyFirmScope, UNSCOPED } from '../../../core/database/firm-scope';
import { HandlesJob, MissingRecordError, type JobContext, type JobHandler } from '../../../core/queue/job-handler';
import { JobName, type WriteExportPayload } from '../../../core/queue/jobs';
import { OutboxService } from '../../../core/queue/outbox.service';
import { FileStorage } from '../../../integrations/storage/storage.port';
import { User } from '../../identity/entities';
import { exportView, type AccountsExportParams, type ActivityLogExportParams } from '../account-exports.service';
import { writeAccountsWorkbook } from '../accounts-export';
import { AccountsReadService } from '../accounts-read.service';
import { AccountsClock } from '../accounts.clock';
import { activityLogCsv } from '../activity-log';
import { AccountExport } from '../entities';
import { ExportEvents } from '../export-events';

/** Progress is written and pushed at most this often (and once at the end). */
const PROGRESS_EVERY_MS = 250;

/**
 * Writes one export into FileStorage, reading the rows through a database cursor in batches (memory stays flat
 * whatever the row count) in the scope of the firm that asked, and reports progress on the row and to the
 * collector's sockets. Safe to run twice: a ready export is left alone, the file's key is the export's own (a second
 * run replaces the file whole; it appears only once complete), and "ready" plus the e-mail commit together only for
 * the run that moved the row to ready, the e-mail under a key of its own.
 */
@Injectable()
@HandlesJob(JobName.WriteExport)
export class WriteExportJob implements JobHandler<JobName.WriteExport> {
  private readonly logger = new Logger(WriteExportJob.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly read: AccountsReadService,
    private readonly storage: FileStorage,
    private readonly outbox: OutboxService,
    private readonly events: ExportEvents,
    private readonly clock: AccountsClock,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  async handle({ exportId }: WriteExportPayload, { em }: JobContext): Promise<void> {
    const row = await em.findOne(AccountExport, { id: exportId }, UNSCOPED);
    if (!row) throw new MissingRecordError(`export ${exportId}`);
    if (row.status === 'ready' || row.status === 'failed') return;
    // The rows are read as the asker would: their firm only, or every firm for an on-call admin.
    const scoped = this.orm.em.fork() as EntityManager;
    applyFirmScope(scoped, row.lawFirm ? { lawFirmId: row.lawFirm.id } : { allFirms: true });

    row.status = 'running';
    row.rowsDone = 0;
    row.startedAt = this.clock.now();
    await em.flush();
    this.push(row);

    const storageKey = `exports/${row.id}/${row.fileName}`;
    let last = 0;
    const progress = async (done: number, force = false) => {
      row.rowsDone = done;
      if (row.rowsTotal < done) row.rowsTotal = done;
      const now = Date.now();
      if (!force && now - last < PROGRESS_EVERY_MS) return;
      last = now;
      await em.nativeUpdate(AccountExport, { id: row.id, status: 'running' }, { rowsDone: row.rowsDone, rowsTotal: row.rowsTotal }, UNSCOPED);
      this.push(row);
    };

    let written: number;
    if (row.kind === 'accounts') {
      const { query, isOnCallAdmin } = row.params as unknown as AccountsExportParams;
      const viewer = { isOnCallAdmin };
      row.rowsTotal = await this.read.count(scoped, query, viewer);
      const read = this.read;
      const batchRows = this.cfg.EXPORT_BATCH_ROWS;
      let done = 0;
      async function* counted() {
        for await (const batch of read.stream(scoped, query, viewer, batchRows)) {
          yield batch;
          done += batch.length;
          await progress(done);
        }
      }
      const size = await this.storage.putStream(storageKey, (out: Writable) => writeAccountsWorkbook(out, counted()).then(() => undefined));
      written = done;
      row.byteSize = size;
    } else {
      const { customerDocumentId } = row.params as unknown as ActivityLogExportParams;
      const [account] = (
        await this.read.list(
          scoped,
          { num_pages: 1, filters: { customer_document_id: String(customerDocumentId), archived: ['Active', 'Archived'] } },
          { isOnCallAdmin: false },
        )
      ).customer_info;
      if (!account) throw new MissingRecordError(`account ${customerDocumentId} of export ${row.id}`);
      const csv = activityLogCsv(account);
      written = account.settlement_negotiation_events.length + account.stripe_payment_intents.length + account.checkbook_payments.length;
      row.byteSize = await this.storage.putStream(storageKey, async (out) => {
        out.end(csv);
      });
    }

    const now = this.clock.now();
    const ready = { status: 'ready' as const, storageKey, byteSize: row.byteSize, rowsDone: written, rowsTotal: written, finishedAt: now, expiresAt: new Date(now.getTime() + EXPORT_KEPT_MS), error: null };
    const moved = await em.transactional(async (tx) => {
      const n = await tx.nativeUpdate(AccountExport, { id: row.id, status: { $in: ['pending', 'running'] } }, ready, UNSCOPED);
      if (n !== 1) return false;
      const user = await tx.findOne(User, row.requestedBy.id, UNSCOPED);
      if (user?.email) {
        const link = `${this.cfg.appUrl}/collectors/api/exports/${row.id}/file`;
        this.outbox.enqueue(
          tx,
          JobName.SendEmail,
          {
            template: 'export_ready',
            to: user.email,
            params: { file_name: row.fileName, rows: String(written), expires: `${ready.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`, link },
          },
          `export-ready.${row.id}`,
        );
      }
      return true;
    });
    if (moved) {
      Object.assign(row, ready);
      this.push(row);
    }
  }

  /** Failed for good (every attempt): the page and the collector are told with one plain sentence (EXPORT_FAILED). */
  async failed({ exportId }: WriteExportPayload, { em }: JobContext, error: unknown): Promise<void> {
    this.logger.error(`export ${exportId} failed: ${String(error)}`);
    const n = await em.nativeUpdate(AccountExport, { id: exportId, status: { $in: ['pending', 'running'] } }, { status: 'failed', error: EXPORT_FAILED, finishedAt: this.clock.now() }, UNSCOPED);
    if (n !== 1) return;
    const row = await em.findOne(AccountExport, { id: exportId }, { ...UNSCOPED, refresh: true });
    if (row) this.push(row);
  }

  private push(row: AccountExport): void {
    this.events.updated(row.requestedBy.id, exportView(row, this.clock.now()));
  }
}
