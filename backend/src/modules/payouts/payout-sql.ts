/**
 * SQL shared by the run, the sender and the status changes. The commission comes from the payment's
 * metadata.commission (cents), never more than the payment itself.
 */
export const COMMISSION_SQL = `least(s.amount, case when (s.metadata->>'commission') ~ '^[0-9]{1,9}$' then (s.metadata->>'commission')::int else 0 end)`;

/**
 * The payments of a firm a run may pay: succeeded before the run's instant (epoch seconds), neither refunded nor
 * disputed, and in no payout that still holds them. Binds: law firm id, cutoff.
 */
export const PAYABLE_SQL = `from stripe_payment_intents s
  where s.law_firm_id = ? and s.status = 'succeeded' and s.created < ?
    and s.refunded_cents = 0 and s.disputed_at is null
    and not exists (select 1 from payout_items i where i.stripe_payment_intent_id = s.id and i.released_at is null)`;

/** Gives back a payout's items whose payment was refunded or disputed meanwhile. Binds: payout id. */
export const RELEASE_REVERSED_SQL = `update payout_items i
  set released_at = now(), release_reason = case when s.disputed_at is not null then 'disputed' else 'refunded' end
  from stripe_payment_intents s
  where i.payout_id = ? and i.released_at is null and s.id = i.stripe_payment_intent_id
    and (s.refunded_cents > 0 or s.disputed_at is not null)`;

/** Sets a payout's amount to the sum of the items it still holds, and answers it. Binds: payout id twice. */
export const REFRESH_AMOUNT_SQL = `update payouts p set amount_cents = coalesce(
    (select sum(i.amount_cents) from payout_items i where i.payout_id = ? and i.released_at is null), 0)
  where p.id = ? returning p.amount_cents`;

/**
 * The items a payout carried (and keeps listing after it failed, came back or was voided): all but those taken out
 * before it was sent because their payment was refunded or disputed. Its amount is their sum.
 */
export const CARRIED_SQL = `(release_reason is null or release_reason not in ('refunded', 'disputed'))`;
