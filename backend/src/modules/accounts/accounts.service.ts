import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../../core/config/config';
import { UNSCOPED } from '../../core/database/firm-scope';
import { FieldCipher } from '../../core/security/encryption';
import type { SessionUser } from '../../core/auth/session-user';
import { AuditService } from '../identity';
import { AccountProjection } from './account-projection.service';
import { AccountsClock } from './accounts.clock';
import { ConsumerProfile, CustomerDocument, DocumentName, PaymentPlan } from './entities';
import { summarizePlan } from './payment-plan-summary';

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const ONLY_LAST_FOUR = 'Only the last four digits of this SSN are stored.';

/**
 * Collector writes on an account that are not negotiation steps: file number, archive, the SSN reveal. Each loads
 * the document through the firm filter (another firm's id is simply not found) and commits in one transaction.
 */
@Injectable()
export class AccountsService {
  private readonly cipher = new FieldCipher(config().dataEncryptionKey, config().retiredEncryptionKeys);

  constructor(
    private readonly em: EntityManager,
    private readonly projection: AccountProjection,
    private readonly audit: AuditService,
    private readonly clock: AccountsClock,
  ) {}

  /** The account, if the collector's scope covers it (404 otherwise: existence is not revealed). */
  async account(em: EntityManager, id: number): Promise<CustomerDocument> {
    const doc = await em.findOne(CustomerDocument, { id, documentName: DocumentName.Solosettle });
    if (!doc || !doc.lawFirm) throw new NotFoundException({ error: ACCOUNT_NOT_FOUND });
    return doc;
  }

  async updateFileNumber(id: number, fileNumber: string, actor: SessionUser): Promise<string | null> {
    return this.em.transactional(async (em) => {
      const doc = await this.account(em, id);
      const value = fileNumber === '' ? null : fileNumber;
      const before = doc.fileNumber ?? null;
      doc.fileNumber = value;
      await this.projection.refresh(em, doc);
      this.audit.record(em, {
        action: 'account.file_number_updated',
        actorId: actor.id,
        lawFirmId: doc.lawFirm!.id,
        subjectType: 'customer_document',
        subjectId: doc.id,
        metadata: { from: before, to: value },
      });
      return value;
    });
  }

  async setArchived(id: number, archived: boolean, actor: SessionUser) {
    return this.em.transactional(async (em) => {
      const doc = await this.account(em, id);
      // Archiving twice keeps the first date; unarchiving an active account is a no-op.
      if (archived && !doc.archivedByLawFirmOn) doc.archivedByLawFirmOn = this.clock.today();
      if (!archived) doc.archivedByLawFirmOn = null;
      this.audit.record(em, {
        action: archived ? 'account.archived' : 'account.unarchived',
        actorId: actor.id,
        lawFirmId: doc.lawFirm!.id,
        subjectType: 'customer_document',
        subjectId: doc.id,
      });
      return { customer_document: { id: doc.id, archived_by_law_firm_on: doc.archivedByLawFirmOn ?? null } };
    });
  }

  /** payment_plan_summary: pending while the plan is being set up with the payment provider. */
  async planSummary(id: number) {
    const doc = await this.account(this.em, id);
    const plan = await this.em.findOne(PaymentPlan, { customerDocument: doc.id });
    if (!plan) return { pending: false, has_payment_plan: false, payment_plan_summary: null };
    if (plan.status === 'pending') return { pending: true, has_payment_plan: true, payment_plan_summary: null };
    return {
      pending: false,
      has_payment_plan: true,
      payment_plan_summary: summarizePlan(plan.schedule, plan.totalCents, doc.rmPaidCents),
    };
  }

  /** The full SSN, for users allowed to see it (the guard checked); every reveal is audited. */
  async revealSsn(id: number, actor: SessionUser, ip: string): Promise<string> {
    return this.em.transactional(async (em) => {
      const doc = await this.account(em, id);
      // Profiles are consumer-owned: reached only through the firm-scoped document above.
      const profile = await em.findOne(ConsumerProfile, { user: doc.user.id }, UNSCOPED);
      if (!profile?.ssnEncrypted)
        throw new UnprocessableEntityException({ error: ONLY_LAST_FOUR, errors: [ONLY_LAST_FOUR] });
      const ssn = this.cipher.decrypt(profile.ssnEncrypted);
      this.audit.record(em, {
        action: 'ssn.revealed',
        actorId: actor.id,
        lawFirmId: doc.lawFirm!.id,
        subjectType: 'customer_document',
        subjectId: doc.id,
        ip,
      });
      return ssn;
    });
  }
}
