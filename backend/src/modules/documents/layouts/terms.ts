import { formatUsd } from '@parley/domain/money';
import type { OfferTerms, ScheduledPayment } from '@parley/domain/negotiation';
import { longDate } from './blocks';

/** The terms in words: equal payments, or each tier and the final payment that carries the rest. */
export function termsInWords(terms: OfferTerms, schedule: readonly ScheduledPayment[]): string[] {
  const count = schedule.length;
  const start = `beginning ${longDate(terms.first_payment_date)} and due on the same day of each following month`;
  if (terms.phases.length === 0) {
    if (count === 1)
      return [`One payment of ${formatUsd(terms.total_amount_cents)} due ${longDate(terms.first_payment_date)}.`];
    const first = schedule[0].amount_cents;
    const last = schedule[count - 1].amount_cents;
    return [
      first === last
        ? `${count} monthly payments of ${formatUsd(first)}, ${start}.`
        : `${count} monthly payments, ${start}: ${count - 1} of ${formatUsd(first)} and a final payment of ${formatUsd(last)}.`,
    ];
  }
  const lines = [...terms.phases]
    .sort((a, b) => a.index - b.index)
    .map(
      (p, i) =>
        `Tier ${i + 1}: ${p.iterations} monthly payment${p.iterations === 1 ? '' : 's'} of ${formatUsd(p.payment_amount_cents)}.`,
    );
  const tiersTotal = terms.phases.reduce((s, p) => s + p.payment_amount_cents * p.iterations, 0);
  const rest = terms.total_amount_cents - tiersTotal;
  if (rest > 0) lines.push(`Then a final payment of ${formatUsd(rest)}, the remainder of the settlement amount.`);
  lines.push(`${count} payments in all, ${start}.`);
  return lines;
}
