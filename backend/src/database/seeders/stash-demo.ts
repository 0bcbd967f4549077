import type { EntityManager } from '@mikro-orm/core';
import { UNSCOPED } from '../../core/database/firm-scope';
import { User } from '../../modules/identity/entities';
import { StashTransaction } from '../../modules/stash/entities';

const DAY = 86_400_000;

/**
 * The demo consumer's stash: a deposit and a settlement payment collected before the
 * firm's agreement was in place (history, $175.00 available to refund) and the next autopay item scheduled in
 * 12 days. Idempotent: a consumer who already has stash transactions is left alone. `email` names another consumer
 * to give the same stash (the browser journeys' own consumers).
 */
export async function seedDemoStash(em: EntityManager, now: Date = new Date(), email = 'consumer@demo.test'): Promise<void> {
  const jordan = await em.findOne(User, { email }, UNSCOPED);
  if (!jordan || (await em.count(StashTransaction, { user: jordan }))) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const rows = [
    { amountCents: 5_000, kind: 'deposit' as const, status: 'completed' as const, memo: 'Deposit from checking ••6021', createdAt: at(-41) },
    { amountCents: 12_500, kind: 'settlement_payment' as const, status: 'completed' as const, memo: 'Held for Midland Credit Management settlement', createdAt: at(-27) },
    { amountCents: 12_500, kind: 'settlement_payment' as const, status: 'scheduled' as const, memo: 'Autopay for Midland Credit Management settlement', createdAt: at(12) },
  ];
  for (const r of rows) em.create(StashTransaction, { user: jordan, ...r });
  await em.flush();
}
