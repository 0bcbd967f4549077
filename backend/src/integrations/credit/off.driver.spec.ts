import type { MikroORM } from '@mikro-orm/postgresql';
import { creditBureauFor } from './credit-bureau.module';
import { BureauRefusal } from './credit-bureau.port';
import { DemoCreditBureau } from './demo.driver';
import { CREDIT_REPORTS_UNAVAILABLE, NoCreditBureau } from './off.driver';

describe('the credit bureau switched off (production without a live bureau)', () => {
  const subject = {
    firstName: 'Jordan',
    lastName: 'Rivera',
    birthdate: '1985-04-12',
    ssnLastFour: '1234',
    ssn: null,
    address: { line1: '1 Main St', city: 'Houston', state: 'TX', zip: '77002' },
  };

  it('refuses every pull with the sentence the consumer sees, never a made-up report', async () => {
    await expect(new NoCreditBureau().pull(subject)).rejects.toEqual(new BureauRefusal(CREDIT_REPORTS_UNAVAILABLE));
  });

  it('is what the module builds when the configuration chose off, and the demo otherwise', () => {
    const orm = {} as MikroORM;
    expect(creditBureauFor({ providers: { creditBureau: 'off' } as never }, orm)).toBeInstanceOf(NoCreditBureau);
    expect(creditBureauFor({ providers: { creditBureau: 'demo' } as never }, orm)).toBeInstanceOf(DemoCreditBureau);
  });
});
