import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { payoutInstruction, type PayoutInstruction } from '@parley/domain/payouts/instruction';
import { PayoutProvider } from '../../integrations/payouts/payouts.port';
import { LawFirm } from '../identity/entities';
import { FirmBankAccount, FirmPayoutDetails } from '../payout';
import { Payout, PayoutRun, type PayoutRunFirmReport } from './entities';
import { PAYOUT_LOCK_SPACE, PAYOUT_SETTINGS, type PayoutSettings } from './payout-settings';
import { CARRIED_SQL, COMMISSION_SQL, PAYABLE_SQL, RELEASE_REVERSED_SQL } from './payout-sql';
import { PayoutSender } from './payout-sender.service';
import { PayoutStatusService } from './payout-status.service';

export const NOTHING_LEFT_ON_HOLD = 'None of its payments is left to pay: they were refunded or disputed while it was on hold.';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The daily payout run: for each firm with something to pay, one payout of every payment that succeeded before the
 * run's instant and is in no payout yet, net of the platform's commission, by the firm's payout configuration at
 * that moment (or on hold without one), then the check asked of the provider.
 *
 * Exactly once: assembling a firm's payout takes the firm's advisory lock (two workers, two runs, a webhook: one at
 * a time), and the database refuses a payment in two payouts (the partial unique index of payout_items), so the
 * insert of payable payments skips any another run took. Running again, after a crash or a second delivery of the
 * job, finds nothing new to assemble and resends pending payouts with their own idempotency keys.
 */
@Injectable()
export class PayoutRunService {
  private readonly logger = new Logger(PayoutRunService.name);

  constructor(
    private readonly provider: PayoutProvider,
    private readonly status: PayoutStatusService,
    private readonly sender: PayoutSender,
    @Inject(PAYOUT_SETTINGS) private readonly settings: PayoutSettings,
  ) {}

  private now(): Date {
    return this.settings.now?.() ?? new Date();
  }

  /** Runs every firm's part for the instant `runFor` (or only these firms'); throws (after the others) when a firm's part failed. */
  async run(em: EntityManager, runFor: Date, trigger: PayoutRun['trigger'], only?: readonly number[]): Promise<PayoutRun> {
    const startedAt = this.now();
    // Release times are the database's own clock, whatever clock the run's time stamps follow.
    const releasedSince = new Date();
    const fork = em.fork();
    const run = fork.create(PayoutRun, { id: randomUUID(), runFor, trigger, startedAt });
    await fork.flush();
    const [{ previous }] = await em.execute<Array<{ previous: Date | null }>>(
      'select max(run_for) as previous from payout_runs where run_for < ?',
      [runFor],
    );
    const report: PayoutRunFirmReport[] = [];
    const failures: string[] = [];
    // `only`: the seed replays the demo firms' days and no one else's.
    for (const firmId of (await this.firmsWithWork(em, runFor)).filter((id) => !only || only.includes(id))) {
      try {
        report.push(await this.payFirm(em, firmId, runFor, previous ? new Date(previous) : null, releasedSince));
      } catch (err) {
        this.logger.error(`payout run ${runFor.toISOString()}: firm ${firmId} failed: ${String(err)}`);
        failures.push(`firm ${firmId}: ${String(err)}`);
      }
    }
    await em.fork().nativeUpdate(PayoutRun, { id: run.id }, { finishedAt: this.now(), report });
    run.report = report;
    // Failed again, the job runs again: the firms already paid find nothing new.
    if (failures.length) throw new Error(`payout run ${runFor.toISOString()} incomplete: ${failures.join('; ')}`);
    return run;
  }

  /** Firms with payable payments before the instant, or a payout still on hold or pending. */
  async firmsWithWork(em: EntityManager, runFor: Date): Promise<number[]> {
    const rows = await em.execute<Array<{ id: number }>>(
      `select distinct s.law_firm_id as id from stripe_payment_intents s
        where s.status = 'succeeded' and s.created < ? and s.refunded_cents = 0 and s.disputed_at is null
          and not exists (select 1 from payout_items i where i.stripe_payment_intent_id = s.id and i.released_at is null)
       union
       select law_firm_id from payouts where status in ('on_hold', 'pending')
       order by 1`,
      [epoch(runFor)],
    );
    return rows.map((r) => Number(r.id));
  }

  /** One firm's part: assemble its payout, send every pending one, report what was left out. */
  async payFirm(em: EntityManager, firmId: number, runFor: Date, previous: Date | null, releasedSince: Date): Promise<PayoutRunFirmReport> {
    const assembled = await this.assemble(em, firmId, runFor);
    const pending = await em.find(Payout, { lawFirm: firmId, status: 'pending' }, { filters: false, orderBy: { id: 'asc' } });
    for (const p of pending) await this.sender.send(em, p.id);
    const payout = assembled ? await em.fork().findOne(Payout, assembled, { filters: false }) : null;
    const payments = payout
      ? Number((await em.execute<Array<{ n: string }>>(`select count(*) as n from payout_items where payout_id = ? and ${CARRIED_SQL}`, [payout.id]))[0].n)
      : 0;
    return {
      law_firm_id: firmId,
      payout_id: payout?.id ?? null,
      status: payout?.status ?? null,
      payments,
      amount_cents: payout?.amountCents ?? 0,
      left_out: await this.leftOut(em, firmId, runFor, previous, releasedSince),
    };
  }

  /**
   * Puts the firm's payable payments into one payout: its on-hold payout if it has one (whatever was refunded or
   * disputed while it waited taken out first), else a new one; pending with the firm's configuration, on hold
   * without (its admins are told). Answers the payout, or null when there was nothing to pay.
   */
  async assemble(em: EntityManager, firmId: number, runFor: Date): Promise<number | null> {
    return em.fork().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?, ?)', [PAYOUT_LOCK_SPACE, firmId]);
      const cutoff = epoch(runFor);
      const instruction = await this.instructionFor(tx, firmId);
      const onHold = await tx.findOne(Payout, { lawFirm: firmId, status: 'on_hold' }, { lockMode: LockMode.PESSIMISTIC_WRITE, filters: false });
      if (onHold) await tx.execute(RELEASE_REVERSED_SQL, [onHold.id]);
      const [{ n }] = await tx.execute<Array<{ n: string }>>(`select count(*) as n ${PAYABLE_SQL}`, [firmId, cutoff]);
      if (!onHold && Number(n) === 0) return null;
      const created = !onHold;
      const payout =
        onHold ??
        tx.create(Payout, {
          reference: randomUUID(),
          lawFirm: tx.getReference(LawFirm, firmId),
          status: instruction ? 'pending' : 'on_hold',
          runFor,
          // On the run's clock: a payout held since a replayed past day says so.
          createdAt: this.now(),
        });
      if (created) await tx.flush();
      if (Number(n) > 0)
        await tx.execute(
          `insert into payout_items (payout_id, stripe_payment_intent_id, customer_document_id, law_firm_id, gross_cents, commission_cents, amount_cents)
           select ?, s.id, s.customer_document_id, s.law_firm_id, s.amount, ${COMMISSION_SQL}, s.amount - ${COMMISSION_SQL}
           ${PAYABLE_SQL}
           on conflict (stripe_payment_intent_id) where released_at is null do nothing`,
          [payout.id, firmId, cutoff],
        );
      payout.amountCents = await PayoutStatusService.refreshAmount(tx, payout.id);
      if (payout.amountCents === 0) {
        if (created) await tx.execute('delete from payouts where id = ?', [payout.id]);
        else await this.status.move(tx, payout, 'voided', this.now(), NOTHING_LEFT_ON_HOLD);
        return null;
      }
      if (instruction) {
        // Paid by the configuration as it is now (a firm that was on hold is paid now that it has one).
        payout.status = 'pending';
        payout.method = instruction.method;
        payout.instruction = instruction;
        payout.provider = this.provider.mode;
        payout.runFor = runFor;
      }
      await tx.flush();
      if (created && !instruction) await this.status.notify(tx, payout, 'on_hold');
      return payout.id;
    });
  }

  /** How the firm is paid now (null: no configuration that can be paid, the payout waits on hold). */
  async instructionFor(em: EntityManager, firmId: number): Promise<PayoutInstruction | null> {
    const [firm, details, bank] = await Promise.all([
      em.findOneOrFail(LawFirm, firmId, { filters: false }),
      em.findOne(FirmPayoutDetails, { lawFirm: firmId }, { filters: false }),
      em.findOne(FirmBankAccount, { lawFirm: firmId }, { filters: false }),
    ]);
    if (!details && !bank) return null;
    return payoutInstruction(firm.name, {
      digitalCheckApproved: details?.digitalCheckApproved ?? false,
      digitalCheckEmail: details?.digitalCheckEmail,
      bankAccountConnected: !!bank,
      payee: details?.payee,
      mailingName: details?.mailingName,
      mailingStreet: details?.mailingStreet,
      mailingCity: details?.mailingCity,
      mailingState: details?.mailingState,
      mailingZip: details?.mailingZip,
    });
  }

  /**
   * Payments left out because they were refunded or disputed before any payout paid them: those made since the
   * previous run, and those taken out of an on-hold or pending payout during this one.
   */
  private async leftOut(em: EntityManager, firmId: number, runFor: Date, previous: Date | null, releasedSince: Date): Promise<PayoutRunFirmReport['left_out']> {
    const rows = await em.execute<Array<{ id: string; customer_document_id: number; amount: number; disputed: boolean }>>(
      `select s.id, s.customer_document_id, s.amount, s.disputed_at is not null as disputed
         from stripe_payment_intents s
        where s.law_firm_id = ? and s.status = 'succeeded' and s.created < ?
          and (s.refunded_cents > 0 or s.disputed_at is not null)
          and not exists (select 1 from payout_items i join payouts p on p.id = i.payout_id
                           where i.stripe_payment_intent_id = s.id and i.released_at is null and p.status in ('pending', 'sent', 'paid'))
          and (s.created >= ? or exists (select 1 from payout_items i where i.stripe_payment_intent_id = s.id
                                           and i.release_reason in ('refunded', 'disputed') and i.released_at >= ?))
        order by s.created, s.id`,
      [firmId, epoch(runFor), previous ? epoch(previous) : 0, releasedSince],
    );
    return rows.map((r) => ({
      stripe_payment_intent_id: r.id,
      customer_document_id: r.customer_document_id,
      reason: r.disputed ? ('disputed' as const) : ('refunded' as const),
      amount_cents: r.amount,
    }));
  }
}

