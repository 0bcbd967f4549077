import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { config } from '../src/core/config/config';
import { FieldCipher } from '../src/core/security/encryption';
import type { DemoPayoutProvider } from '../src/integrations/payouts/demo.driver';
import { CustomerDocument, StripePaymentIntent } from '../src/modules/accounts/entities';
import type { LawFirm } from '../src/modules/identity/entities';
import { BankAccountType, FirmBankAccount, FirmPayoutDetails } from '../src/modules/payout/entities';
import { demoPayoutProvider, payoutServices, type PayoutServices } from '../src/modules/payouts/standalone';

/** A firm paid by mailed check. */
export async function mailedCheckConfig(em: EntityManager, firm: LawFirm): Promise<void> {
  em.create(FirmPayoutDetails, {
    lawFirm: firm,
    payee: firm.name,
    mailingStreet: '100 Congress Ave',
    mailingCity: 'Austin',
    mailingState: 'TX',
    mailingZip: '78701',
  });
  await em.flush();
}

/** A firm paid by ACH: a connected bank account and approved digital checks to its e-mail. */
export async function achConfig(em: EntityManager, firm: LawFirm, email = 'payouts@firm.test'): Promise<void> {
  em.create(FirmPayoutDetails, { lawFirm: firm, payee: firm.name, digitalCheckEmail: email, digitalCheckApproved: true });
  em.create(FirmBankAccount, {
    lawFirm: firm,
    routingNumber: '021000021',
    accountNumberEncrypted: new FieldCipher(config().dataEncryptionKey).encrypt('000123456789'),
    accountNumberLastFour: '6789',
    accountType: BankAccountType.Business,
    accountName: firm.name,
  });
  await em.flush();
}

/** A consumer payment that succeeded at `paidAt`, as the payments module records it (gross, commission in metadata). */
export async function succeededPayment(
  em: EntityManager,
  doc: CustomerDocument,
  amount: number,
  commission: number,
  paidAt: Date,
): Promise<StripePaymentIntent> {
  const pi = em.create(StripePaymentIntent, {
    id: `pi_test_${randomBytes(10).toString('hex')}`,
    customerDocument: doc,
    lawFirm: doc.lawFirm!,
    amount,
    status: 'succeeded',
    created: String(Math.floor(paidAt.getTime() / 1000)),
    metadata: { commission },
  });
  await em.flush();
  return pi;
}

export interface TestPayouts extends PayoutServices {
  provider: DemoPayoutProvider;
  /** Moves the demo provider's clock and delivers its notifications to the real handler (what the worker's tick does). */
  tick(em: EntityManager): Promise<void>;
}

/**
 * The payouts services wired as the worker wires them, on the demo provider (a clock of the test's, or the real
 * one), e-mails queued to the outbox like the worker's.
 */
export function testPayouts(orm: Pick<MikroORM, 'em'>, now?: () => Date): TestPayouts {
  const provider = demoPayoutProvider(orm, now);
  const services = payoutServices(provider, { appUrl: 'http://parley.test', notify: true, now });
  return {
    ...services,
    provider,
    async tick(em) {
      while ((await provider.advance()) > 0);
      for (const d of await provider.pendingDeliveries(500)) {
        const outcome = await services.events.receive(em, Buffer.from(d.body), d.signature);
        await provider.markDelivered(d.id, outcome !== 'unknown', 20);
      }
    },
  };
}
