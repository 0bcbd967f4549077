import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { JOB_QUEUE, JobName, jobIdFor } from '../../core/queue/jobs';
import { MissingRecordError } from '../../core/queue/job-handler';
import { OutboxMessage } from '../../core/queue/outbox-message.entity';
import { commissionCents } from '@parley/domain/payments/billing';
import { CardError, PaymentProvider } from '../../integrations/payments/payments.port';
import { CustomerDocument, PaymentPlan } from '../accounts';
import { Autopay, PaymentInstallment } from './entities';
import { PaymentRecorder } from './payment-recorder.service';

/** The latest due date whose 23:59:59 UTC has come by `asOf`. */
export function dueCutoff(asOf: Date): string {
  return new Date(asOf.getTime() - (24 * 3600 - 1) * 1000).toISOString().slice(0, 10);
}

/**
 * How many installments of active plans due by `asOf` (one settlement's when given) are not settled yet: still to
 * be charged, or charged and waiting for the provider's outcome. The moved development clock's payout run waits for
 * none to be left.
 */
export function installmentsInFlight(em: EntityManager, asOf: Date, customerDocumentId?: number): Promise<number> {
  return em.count(
    PaymentInstallment,
    {
      status: { $in: ['scheduled', 'processing'] },
      dueDate: { $lte: dueCutoff(asOf) },
      paymentPlan: { status: 'active' },
      ...(customerDocumentId ? { customerDocument: customerDocumentId } : {}),
    },
    { filters: false },
  );
}

/** The stable outbox key of one charge attempt of one installment. */
export function billJobKey(
  i: Pick<PaymentInstallment, 'index' | 'attempts'> & { paymentPlan: { id: number } },
): string {
  return `${i.paymentPlan.id}.${i.index}.${i.attempts}`;
}

/**
 * Autopay billing. `enqueueDue` finds the installments due by a time (23:59:59 UTC of their date) and queues one
 * bill-installment job each through the outbox (stable job id: a second scan queues nothing); `bill` charges one,
 * claiming it first so two runs never charge it twice (the provider's idempotency key is the second guard).
 */
@Injectable()
export class BillingService {
  private readonly logger = new Logger(BillingService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    private readonly recorder: PaymentRecorder,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /**
   * Queues every scheduled installment of an active plan due by `asOf` (only one settlement's when
   * `customerDocumentId` is given); answers how many jobs were queued.
   */
  async enqueueDue(asOf: Date, customerDocumentId?: number): Promise<number> {
    const due = await this.em.find(
      PaymentInstallment,
      {
        status: 'scheduled',
        dueDate: { $lte: dueCutoff(asOf) },
        ...(customerDocumentId ? { customerDocument: customerDocumentId } : {}),
      },
      { orderBy: { dueDate: 'asc', id: 'asc' }, limit: 1000 },
    );
    if (!due.length) return 0;
    const plans = await this.em.find(PaymentPlan, { id: due.map((i) => i.paymentPlan.id), status: 'active' });
    const active = new Set(plans.map((p) => p.id));
    const rows = due
      .filter((i) => active.has(i.paymentPlan.id))
      .map((i) => ({
        queue: JOB_QUEUE[JobName.BillInstallment],
        jobName: JobName.BillInstallment,
        jobId: jobIdFor(JobName.BillInstallment, billJobKey(i)),
        payload: { installmentId: i.id },
      }));
    if (!rows.length) return 0;
    const res = await this.em
      .createQueryBuilder(OutboxMessage)
      .insert(rows)
      .onConflict('job_id')
      .ignore()
      .execute('run');
    return res.affectedRows;
  }

  /**
   * Reminds the consumer of each autopay charge three days ahead: every scheduled installment of an active plan with
   * autopay set up, due after `asOf`'s UTC date and at most three days later, gets one notify-consumer job (its id
   * names the installment, its date and its creation, so a later scan, or a plan re-made after a reset, never sends a
   * second one; a date moved later is reminded again). Answers how many were queued.
   */
  async remindUpcoming(asOf: Date): Promise<number> {
    const today = asOf.toISOString().slice(0, 10);
    const rows: unknown[] = await this.em.execute(
      `insert into outbox_messages (queue, job_name, job_id, payload)
       select ?, ?, ? || '.autopay_reminder.' || i.id || '.' || i.due_date::text || '.' || (extract(epoch from i.created_at) * 1000)::bigint,
              json_build_object('kind', 'autopay_reminder', 'key', 'autopay_reminder.' || i.id || '.' || i.due_date::text || '.' || (extract(epoch from i.created_at) * 1000)::bigint,
                                'consumerId', d.user_id, 'lawFirmId', d.law_firm_id, 'customerDocumentId', d.id,
                                'facts', json_build_object('amountCents', i.amount_cents, 'chargeDate', i.due_date::text))
         from payment_installments i
         join payment_plans p on p.id = i.payment_plan_id and p.status = 'active'
         join payment_autopays a on a.payment_plan_id = p.id and a.status = 'active'
         join customer_documents d on d.id = i.customer_document_id and d.law_firm_id is not null
        where i.status = 'scheduled' and i.due_date > ?::date and i.due_date <= ?::date + 3
       on conflict (job_id) do nothing
       returning id`,
      [JOB_QUEUE[JobName.NotifyConsumer], JobName.NotifyConsumer, JobName.NotifyConsumer, today, today],
    );
    return rows.length;
  }

  /** Queues the charge of one installment inside the caller's transaction (autopay set up on or after its date). */
  enqueueNow(em: EntityManager, installment: PaymentInstallment): void {
    em.create(OutboxMessage, {
      queue: JOB_QUEUE[JobName.BillInstallment],
      jobName: JobName.BillInstallment,
      jobId: jobIdFor(JobName.BillInstallment, billJobKey(installment)),
      payload: { installmentId: installment.id },
    });
  }

  /** Charges one installment (the bill-installment job). */
  async bill(installmentId: number): Promise<void> {
    // Claim: scheduled -> processing, counting the attempt. A retried job whose charge never reached the provider
    // (processing, no payment intent yet) may charge again: the idempotency key makes that the same charge.
    const claimed = await this.em.nativeUpdate(
      PaymentInstallment,
      { id: installmentId, status: 'scheduled' },
      { status: 'processing', attempts: raw('attempts + 1') },
    );
    const installment = await this.em.findOne(PaymentInstallment, installmentId, { refresh: true });
    if (!installment) throw new MissingRecordError(`payment installment ${installmentId}`);
    if (!claimed && !(installment.status === 'processing' && !installment.paymentIntentId)) return;
    const plan = await this.em.findOneOrFail(PaymentPlan, installment.paymentPlan.id);
    const autopay = await this.em.findOne(Autopay, { paymentPlan: plan.id });
    const doc = await this.em.findOneOrFail(CustomerDocument, installment.customerDocument.id);
    if (plan.status !== 'active' || !autopay || autopay.status !== 'active') {
      await this.em.nativeUpdate(PaymentInstallment, { id: installment.id }, { status: 'canceled' });
      return;
    }
    // Every autopay payment is made under a signed agreement: the account has agreed terms (W-NOFEE).
    const commission = commissionCents(
      installment.amountCents,
      this.cfg.PLATFORM_COMMISSION_PERCENT,
      doc.rmAgreedTotalCents != null,
    );
    try {
      const pi = await this.provider.charge({
        customerId: autopay.customerId,
        paymentMethodId: autopay.paymentMethodId,
        amountCents: installment.amountCents,
        description: `Settlement payment ${installment.index + 1} of ${plan.schedule.length}`,
        metadata: {
          customer_document_id: String(doc.id),
          payment_plan_id: String(plan.id),
          installment_id: String(installment.id),
          installment_index: String(installment.index),
          commission: String(commission),
        },
        idempotencyKey: `parley-plan-${plan.id}-installment-${installment.index}-attempt-${installment.attempts}`,
      });
      await this.em.nativeUpdate(
        PaymentInstallment,
        { id: installment.id, paymentIntentId: null },
        { paymentIntentId: pi.id },
      );
    } catch (err) {
      if (!(err instanceof CardError)) throw err;
      // Refused before any payment intent existed (e.g. the card was removed): the same warning as a decline.
      this.logger.warn(`installment ${installment.id} refused: ${err.message}`);
      await this.recorder.failed({
        id: `refused_${installment.id}_${installment.attempts}`,
        status: 'requires_payment_method',
        amountCents: installment.amountCents,
        customerId: autopay.customerId,
        paymentMethodId: autopay.paymentMethodId,
        created: Math.floor(Date.now() / 1000),
        metadata: { installment_id: String(installment.id) },
        lastPaymentError: err.message,
      });
    }
  }
}
