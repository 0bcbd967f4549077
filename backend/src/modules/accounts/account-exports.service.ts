import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EXPORT_FAILED, exportEstimateSeconds, type ExportView } from '@parley/domain/exports';
import type { SessionUser } from '../../core/auth/session-user';
import { UNSCOPED } from '../../core/database/firm-scope';
import { JobName } from '../../core/queue/jobs';
import { OutboxService } from '../../core/queue/outbox.service';
import { FileStorage } from '../../integrations/storage/storage.port';
import { exportFileName } from './accounts-export';
import { AccountsReadService, type Viewer } from './accounts-read.service';
import { AccountsClock } from './accounts.clock';
import { activityLogFileName } from './activity-log';
import type { ListQuery } from './dto/accounts.dto';
import { AccountExport } from './entities';

export const NO_DATA_TO_EXPORT = 'No data to export';
export const EXPORT_NOT_FOUND = 'Export not found';
export const EXPORT_NOT_READY = 'The export is not ready yet';
export { EXPORT_FAILED };

/** What the worker needs to write an accounts export again: the list's query and whose scope it ran in. */
export interface AccountsExportParams {
  query: ListQuery;
  isOnCallAdmin: boolean;
}

export interface ActivityLogExportParams {
  customerDocumentId: number;
}

/** The page's view of an export (never the entity). */
export function exportView(row: AccountExport, now: Date): ExportView {
  const elapsed = row.startedAt ? now.getTime() - row.startedAt.getTime() : 0;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    file_name: row.fileName,
    rows_done: row.rowsDone,
    rows_total: row.rowsTotal,
    estimate_seconds: row.status === 'running' ? exportEstimateSeconds(row.rowsDone, row.rowsTotal, elapsed) : null,
    download_url: row.status === 'ready' ? `/collectors/api/exports/${row.id}/file` : null,
    error: row.status === 'failed' ? (row.error ?? EXPORT_FAILED) : null,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Exports as worker jobs (api side): starting one (a row and its outbox job in one transaction), its status, and its
 * file. Rows are read through the request's firm filter, so another firm's export is simply not found (404).
 */
@Injectable()
export class AccountExports {
  private readonly logger = new Logger(AccountExports.name);

  constructor(
    private readonly read: AccountsReadService,
    private readonly outbox: OutboxService,
    private readonly storage: FileStorage,
    private readonly clock: AccountsClock,
  ) {}

  /** Starts the accounts spreadsheet export of the list's filters and sort (422 when nothing matches). */
  async startAccounts(em: EntityManager, query: ListQuery, viewer: Viewer, me: SessionUser): Promise<ExportView> {
    const total = await this.read.count(em, query, viewer);
    if (total === 0) throw new UnprocessableEntityException({ error: NO_DATA_TO_EXPORT, errors: [NO_DATA_TO_EXPORT] });
    const params: AccountsExportParams = { query, isOnCallAdmin: viewer.isOnCallAdmin };
    return this.start(em, me, 'accounts', params as unknown as Record<string, unknown>, exportFileName(this.clock.now()), total);
  }

  /** Starts writing the activity log CSV of one account (already loaded through the firm filter). */
  async startActivityLog(em: EntityManager, documentId: number, me: SessionUser): Promise<ExportView> {
    const params: ActivityLogExportParams = { customerDocumentId: documentId };
    return this.start(em, me, 'activity_log', params as unknown as Record<string, unknown>, activityLogFileName(documentId), 0);
  }

  private async start(
    em: EntityManager,
    me: SessionUser,
    kind: AccountExport['kind'],
    params: Record<string, unknown>,
    fileName: string,
    total: number,
  ): Promise<ExportView> {
    return em.transactional(async (tx) => {
      const row = tx.create(AccountExport, {
        id: randomUUID(),
        // An on-call admin's export (any firm's rows) belongs to no firm: no firm's user can fetch it.
        lawFirm: me.lawFirmId,
        requestedBy: me.id,
        kind,
        params,
        fileName,
        rowsTotal: total,
      });
      // The row's uuid is the job's key: unique for ever, and a retried job is the same job.
      this.outbox.enqueue(tx, JobName.WriteExport, { exportId: row.id }, row.id);
      await tx.flush();
      return exportView(row, this.clock.now());
    });
  }

  /** The export, if the caller's firm owns it and it has not expired (404 otherwise). */
  async find(em: EntityManager, id: string): Promise<AccountExport> {
    const row = UUID.test(id) ? await em.findOne(AccountExport, { id }) : null;
    if (!row || (row.expiresAt && row.expiresAt <= this.clock.now()))
      throw new NotFoundException({ error: EXPORT_NOT_FOUND });
    return row;
  }

  async status(em: EntityManager, id: string): Promise<ExportView> {
    return exportView(await this.find(em, id), this.clock.now());
  }

  /** The written file as a stream, with its name and type. */
  async file(em: EntityManager, id: string): Promise<{ row: AccountExport; stream: Readable }> {
    const row = await this.find(em, id);
    if (row.status !== 'ready' || !row.storageKey)
      throw new UnprocessableEntityException({ error: row.status === 'failed' ? (row.error ?? EXPORT_FAILED) : EXPORT_NOT_READY });
    const stream = await this.storage.getStream(row.storageKey).catch(() => {
      throw new NotFoundException({ error: EXPORT_NOT_FOUND });
    });
    return { row, stream };
  }

  /**
   * Removes what is past keeping: written files 24 hours after they were written, and exports that never finished
   * (failed, or lost) a day after they were asked for. The file goes first, so a row never outlives its file
   * unnoticed; deleting a file twice is harmless.
   */
  async sweep(em: EntityManager, now = this.clock.now()): Promise<number> {
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    const due = await em.find(
      AccountExport,
      { $or: [{ expiresAt: { $lte: now } }, { expiresAt: null, createdAt: { $lte: dayAgo } }] },
      { ...UNSCOPED, limit: 500, fields: ['id', 'storageKey'] },
    );
    for (const row of due) {
      if (row.storageKey) await this.storage.delete(row.storageKey);
      await em.nativeDelete(AccountExport, { id: row.id }, UNSCOPED);
    }
    if (due.length) this.logger.log(`removed ${due.length} expired export(s)`);
    return due.length;
  }
}
