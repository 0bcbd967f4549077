import { formatUsd } from '@parley/domain/money';
import type { AccountRow } from '@parley/domain/contracts/accounts';

/**
 * The history CSV: activity_log_{document id}.csv with a Payment History section (amounts net of
 * the platform's commission) and an Activity Log section (every negotiation event with its disclosures).
 */

/** One CSV field: quoted when needed; a leading formula character is neutralised (spreadsheet formula injection). */
export function csvField(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const line = (fields: Array<string | number | null | undefined>) => fields.map(csvField).join(',');

export function activityLogFileName(documentId: number): string {
  return `activity_log_${documentId}.csv`;
}

export function activityLogCsv(row: AccountRow): string {
  const out: string[] = ['Payment History', line(['Date', 'Type', 'Status', 'Amount (net)', 'Reference'])];
  for (const p of row.stripe_payment_intents) {
    const net = p.amount - (Number(p.metadata.commission) || 0);
    out.push(
      line([
        new Date(p.created * 1000).toISOString().slice(0, 10),
        'Card or bank payment',
        p.status,
        formatUsd(net),
        p.id,
      ]),
    );
  }
  // Each payout to the firm that carried this account's payments (amounts are what reached the firm).
  for (const c of row.checkbook_payments) {
    const ref = [
      `Payout ${c.payout_id}`,
      c.check_number && `Check ${c.check_number}`,
      c.tracking_number && `Tracking ${c.tracking_number}`,
    ]
      .filter(Boolean)
      .join('; ');
    const type = c.method === 'ach' ? 'ACH payout to the firm' : c.method === 'check' ? 'Mailed check to the firm' : 'Payout to the firm';
    out.push(line([c.created_at.slice(0, 10), type, c.status, formatUsd(c.amount_cents), ref]));
  }
  if (row.stripe_payment_intents.length + row.checkbook_payments.length === 0) out.push(line(['No payments yet']));
  out.push('', 'Activity Log', line(['Date', 'Party', 'Action', 'Details', 'Disclosures']));
  for (const e of row.settlement_negotiation_events) {
    out.push(
      line([
        e.created_at,
        e.party,
        e.action,
        row.event_id_to_english_text[e.id],
        e.disclosures.map((d) => d.text).join(' | '),
      ]),
    );
  }
  return out.join('\r\n') + '\r\n';
}
