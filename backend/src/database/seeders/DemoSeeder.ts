import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { UNSCOPED } from '../../core/database/firm-scope';
import { config } from '../../core/config/config';
import { FieldCipher, sha256 } from '../../core/security/encryption';
import { hashPassword } from '../../core/security/passwords';
import { LawFirm, User } from '../../modules/identity/entities';
import { firmHasAccounts, persistDemoAccount } from './AccountsSeeder';
import { seedDemoChat } from './chat-demo';
import { seedDemoAutopays } from './payments-demo';
import { seedDashboardDemo } from './dashboard-demo';
import { seedDemoStash } from './stash-demo';
import { seedDemoPayouts } from './payouts-demo';
import { DEMO_LAW_GROUP_MIX, demoAccountsFor, demoConsumerAccount, OTHER_FIRM_MIX } from './demo-accounts';
import { DEMO_FIRMS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { assertDemoDataAllowed } from './demo-guard';

/**
 * The demo data of the contract. Idempotent: firms and users are matched by name and e-mail and brought back to
 * their demo state, so running it twice changes nothing. Later modules add their data from here.
 */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    assertDemoDataAllowed(config());
    const cipher = new FieldCipher(config().dataEncryptionKey);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const firms = new Map<string, LawFirm>();
    for (const name of DEMO_FIRMS) {
      const firm = (await em.findOne(LawFirm, { name }, UNSCOPED)) ?? em.create(LawFirm, { name });
      firms.set(name, firm);
    }
    for (const d of DEMO_USERS) {
      const user =
        (await em.findOne(User, { email: d.email }, UNSCOPED)) ?? em.create(User, { email: d.email, kind: d.kind });
      em.assign(user, {
        kind: d.kind,
        firstName: d.firstName,
        lastName: d.lastName,
        passwordHash,
        lawFirm: d.firm ? firms.get(d.firm) : null,
        lawFirmScope: d.scope ?? null,
        canViewFullSsn: d.canViewFullSsn ?? false,
        authTokenDigest: d.loginToken ? sha256(d.loginToken) : null,
        authTokenEncrypted: d.loginToken ? cipher.encrypt(d.loginToken) : null,
        failedSignIns: 0,
      });
    }
    await em.flush();
    await this.seedAccounts(em, firms, cipher);
    await seedDemoChat(em);
    await seedDemoAutopays(em);
    await seedDashboardDemo(em);
    await seedDemoStash(em);
    await seedDemoPayouts(em);
  }

  /** The demo accounts of both firms, once (a firm that already has accounts is left alone). */
  private async seedAccounts(em: EntityManager, firms: Map<string, LawFirm>, cipher: FieldCipher): Promise<void> {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const demo = firms.get('Demo Law Group')!;
    if (!(await firmHasAccounts(em, demo))) {
      for (const a of demoAccountsFor(DEMO_LAW_GROUP_MIX, today, 'd', 20261123, 2))
        persistDemoAccount(em, demo, a, now, cipher);
      const jordan = await em.findOneOrFail(User, { email: 'consumer@demo.test' }, UNSCOPED);
      persistDemoAccount(em, demo, demoConsumerAccount(today), now, cipher, jordan);
    }
    const other = firms.get('Other Firm LLP')!;
    if (!(await firmHasAccounts(em, other))) {
      for (const a of demoAccountsFor(OTHER_FIRM_MIX, today, 'o', 77, 0)) persistDemoAccount(em, other, a, now, cipher);
    }
    await em.flush();
  }
}
