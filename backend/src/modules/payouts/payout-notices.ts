import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_QUEUE, JobName, jobIdFor, type SendEmailPayload } from '../../core/queue/jobs';
import { sha256 } from '../../core/security/encryption';
import { formatUsd } from '@parley/domain/money';
import { describeInstruction, type PayoutInstruction } from '@parley/domain/payouts/instruction';
import { PAYOUT_METHOD_LABELS, type PayoutMethod } from '@parley/domain/payouts/status';

export type PayoutNoticeKind = 'on_hold' | 'sent' | 'failed' | 'returned' | 'voided';

export interface PayoutNoticeFacts {
  reference: string;
  payoutId: number;
  lawFirmId: number;
  firmName: string;
  amountCents: number;
  payments: number;
  method: PayoutMethod | null;
  instruction: PayoutInstruction | null;
  checkNumber: string | null;
  trackingNumber: string | null;
  failureReason: string | null;
}

/** The e-mail a firm admin gets about one payout (what happened, and where to look). */
export function payoutNoticeEmail(kind: PayoutNoticeKind, f: PayoutNoticeFacts, appUrl: string): Omit<SendEmailPayload, 'to'> {
  const amount = formatUsd(f.amountCents);
  const payments = `${f.payments} settlement payment${f.payments === 1 ? '' : 's'}`;
  const payoutsLink = { link: `${appUrl}/collectors/payouts`, link_label: 'View your payouts' };
  if (kind === 'on_hold')
    return {
      template: 'payout_notice',
      params: {
        subject: `Parley: ${amount} is waiting for your payout details`,
        headline: `${f.firmName} has ${amount} waiting to be paid out, but no payout configuration.`,
        details: [
          `Consumers have paid ${payments} to ${f.firmName}. The payout is on hold until an administrator sets up ACH direct deposit or a mailed-check address.`,
          'It is paid at the first daily payout run (02:00 UTC) after you add one.',
        ].join('\n'),
        link: `${appUrl}/collectors/direct_deposit`,
        link_label: 'Set up payouts',
      },
    };
  if (kind === 'sent') {
    const numbers = [f.checkNumber && `Check number: ${f.checkNumber}`, f.trackingNumber && `USPS tracking number: ${f.trackingNumber}`];
    return {
      template: 'payout_notice',
      params: {
        subject: `Parley: payout of ${amount} sent`,
        headline: `A payout of ${amount} is on its way to ${f.firmName}.`,
        details: [
          `It pays ${payments}, net of Parley's commission, by ${f.method ? PAYOUT_METHOD_LABELS[f.method].toLowerCase() : 'check'}.`,
          f.instruction ? describeInstruction(f.instruction) : '',
          ...numbers,
        ]
          .filter(Boolean)
          .join('\n'),
        ...payoutsLink,
      },
    };
  }
  const what = { failed: 'failed', returned: 'was returned', voided: 'was voided' }[kind];
  return {
    template: 'payout_notice',
    params: {
      subject: `Parley: payout of ${amount} ${what}`,
      headline: `The payout of ${amount} to ${f.firmName} ${what}.`,
      details: [
        f.failureReason ?? '',
        f.checkNumber ? `Check number: ${f.checkNumber}` : '',
        `Its ${payments} go into the next daily payout run (02:00 UTC). Please check your payout configuration.`,
      ]
        .filter(Boolean)
        .join('\n'),
      ...payoutsLink,
    },
  };
}

/**
 * Queues the notice to each of the firm's admins inside the caller's transaction, through the notification e-mail
 * job. The job ids are stable per payout, kind and recipient (the payout's reference is unique for ever), and the
 * rows are inserted with ON CONFLICT DO NOTHING: a status reported twice e-mails nobody twice.
 */
export async function queuePayoutNotice(em: EntityManager, kind: PayoutNoticeKind, facts: PayoutNoticeFacts, appUrl: string): Promise<void> {
  const admins: Array<{ email: string }> = await em.execute(
    `select email from users where law_firm_id = ? and kind = 'collector' and law_firm_scope = 'admin' order by id`,
    [facts.lawFirmId],
  );
  if (!admins.length) return;
  const mail = payoutNoticeEmail(kind, facts, appUrl);
  const values: unknown[] = [];
  for (const { email } of admins)
    values.push(
      JOB_QUEUE[JobName.SendEmail],
      JobName.SendEmail,
      jobIdFor(JobName.SendEmail, `payout.${facts.reference}.${kind}.${sha256(email).slice(0, 24)}`),
      JSON.stringify({ ...mail, to: email }),
    );
  // em.execute runs in the caller's transaction: the notice commits with the status change, or not at all.
  await em.execute(
    `insert into outbox_messages (queue, job_name, job_id, payload) values ${admins.map(() => '(?, ?, ?, ?::jsonb)').join(', ')}
      on conflict (job_id) do nothing`,
    values,
  );
}
