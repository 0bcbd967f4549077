import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { buildOrmConfig } from '../../database/mikro-orm.config';
import { CheckbookPayoutProvider } from './checkbook.driver';
import { DemoPayoutProvider } from './demo.driver';
import { isUspsTrackingNumber } from './demo/tracking';
import { PayoutProvider, PayoutRefusedError, PayoutWebhookSignatureError, payoutStatusOf } from './payouts.port';
import { signNotification } from './signature';

/**
 * One contract, every driver (GUIDE "Ports and drivers"): the demo driver against this run's PostgreSQL, and the
 * checkbook driver against Checkbook's sandbox when CHECKBOOK_TEST_API_KEY, CHECKBOOK_TEST_API_SECRET and
 * CHECKBOOK_TEST_WEBHOOK_KEY are set (skipped otherwise).
 */
interface DriverUnderTest {
  provider: PayoutProvider;
  webhookKey: string;
  close(): Promise<void>;
}

async function demoDriver(): Promise<DriverUnderTest> {
  const orm = await MikroORM.init({ ...buildOrmConfig(process.env.DATABASE_URL), allowGlobalContext: false });
  const webhookKey = 'contract-demo-webhooks-key';
  return { provider: new DemoPayoutProvider(orm, { webhookKey, achDays: 1, checkDays: 5 }), webhookKey, close: () => orm.close() };
}

async function checkbookDriver(): Promise<DriverUnderTest> {
  const webhookKey = process.env.CHECKBOOK_TEST_WEBHOOK_KEY!;
  return {
    provider: new CheckbookPayoutProvider({
      apiKey: process.env.CHECKBOOK_TEST_API_KEY!,
      apiSecret: process.env.CHECKBOOK_TEST_API_SECRET!,
      webhookKey,
      env: 'sandbox',
    }),
    webhookKey,
    close: async () => undefined,
  };
}

const DRIVERS: Array<[string, () => Promise<DriverUnderTest>, boolean]> = [
  ['demo', demoDriver, true],
  [
    'checkbook',
    checkbookDriver,
    !!process.env.CHECKBOOK_TEST_API_KEY && !!process.env.CHECKBOOK_TEST_API_SECRET && !!process.env.CHECKBOOK_TEST_WEBHOOK_KEY,
  ],
];

const ADDRESS = { line_1: '1200 Main Street', city: 'Austin', state: 'TX', zip: '78701' };

describe.each(DRIVERS)('payout provider contract: %s driver', (name, make, enabled) => {
  const maybe = enabled ? it : it.skip;
  const demoOnly = enabled && name === 'demo' ? it : it.skip;
  let d: DriverUnderTest;
  beforeAll(async () => {
    if (enabled) d = await make();
  });
  afterAll(async () => {
    if (enabled) await d.close();
  });
  const key = () => `contract-${randomUUID()}`;

  maybe('sends a digital check to an e-mail address: numbered, sent, and the same key answers the same check', async () => {
    const request = { name: 'Contract Law LLP', email: 'payouts@contract.test', amountCents: 12345, description: 'Contract test', idempotencyKey: key() };
    const check = await d.provider.sendDigitalCheck(request);
    expect(check.id).toBeTruthy();
    expect(check.number).toMatch(/^\d+$/);
    expect(check.amountCents).toBe(12345);
    expect(payoutStatusOf(check.status)).toBe('sent');
    const again = await d.provider.sendDigitalCheck(request);
    expect(again.id).toBe(check.id);
    expect(again.number).toBe(check.number);
    const read = await d.provider.retrieveCheck(check.id);
    expect({ id: read.id, number: read.number, amountCents: read.amountCents }).toEqual({ id: check.id, number: check.number, amountCents: 12345 });
  });

  maybe('prints and mails a check to an address, and voids one not yet paid', async () => {
    const check = await d.provider.sendMailedCheck({ name: 'Contract Law LLP', address: ADDRESS, amountCents: 5000, description: 'Contract test', idempotencyKey: key() });
    expect(check.number).toMatch(/^\d+$/);
    expect(payoutStatusOf(check.status)).toBe('sent');
    if (check.trackingNumber !== null) expect(typeof check.trackingNumber).toBe('string');
    const voided = await d.provider.voidCheck(check.id);
    expect(payoutStatusOf(voided.status)).toBe('voided');
  });

  maybe('reads only notifications signed with the webhooks key', () => {
    const body = JSON.stringify({ id: 'chk_contract', status: 'PAID', type: 'CHECK' });
    expect(d.provider.parseWebhook(Buffer.from(body), signNotification(body, d.webhookKey))).toEqual({ checkId: 'chk_contract', status: 'PAID' });
    const signature = signNotification(body, d.webhookKey);
    expect(() => d.provider.parseWebhook(Buffer.from(body.replace('PAID', 'VOID')), signature)).toThrow(PayoutWebhookSignatureError);
    expect(() => d.provider.parseWebhook(Buffer.from(body), undefined)).toThrow(PayoutWebhookSignatureError);
  });

  demoOnly('numbers checks one after the other, tracks mailed ones USPS-style, and pays them on its clock', async () => {
    const demo = d.provider as DemoPayoutProvider;
    const a = await demo.sendMailedCheck({ name: 'A', address: ADDRESS, amountCents: 100, description: 'x', idempotencyKey: key() });
    const b = await demo.sendMailedCheck({ name: 'B', address: ADDRESS, amountCents: 100, description: 'x', idempotencyKey: key() });
    expect(Number(b.number)).toBe(Number(a.number) + 1);
    expect(isUspsTrackingNumber(a.trackingNumber!)).toBe(true);
    expect(a.trackingNumber).not.toBe(b.trackingNumber);
    // Its clock is the later of the real time and the development clock, which only moves forward.
    await demo.setClock(new Date((await demo.now()).getTime() + 6 * 24 * 3600 * 1000));
    expect(await demo.advance()).toBeGreaterThanOrEqual(2);
    expect((await demo.retrieveCheck(a.id)).status).toBe('PAID');
    // Told to fail or return one, and to refuse the next.
    const c = await demo.sendDigitalCheck({ name: 'C', email: 'c@contract.test', amountCents: 100, description: 'x', idempotencyKey: key() });
    expect((await demo.failCheck(c.id)).status).toBe('FAILED');
    expect((await demo.returnCheck(a.id)).status).toBe('REFUNDED');
    await demo.refuseNext('Refused by the contract test.');
    await expect(demo.sendDigitalCheck({ name: 'D', email: 'd@contract.test', amountCents: 100, description: 'x', idempotencyKey: key() })).rejects.toThrow(
      new PayoutRefusedError('Refused by the contract test.'),
    );
    const notifications = await demo.pendingDeliveries(1000);
    expect(notifications.some((n) => JSON.parse(n.body).id === c.id && JSON.parse(n.body).status === 'FAILED')).toBe(true);
    for (const n of notifications.slice(0, 3)) expect(demo.parseWebhook(Buffer.from(n.body), n.signature).checkId).toBeTruthy();
  });
});
