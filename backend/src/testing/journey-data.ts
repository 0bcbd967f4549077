import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { config } from '../core/config/config';
import { applyFirmScope, UNSCOPED } from '../core/database/firm-scope';
import { FieldCipher, sha256 } from '../core/security/encryption';
import { hashPassword } from '../core/security/passwords';
import { buildOrmConfig } from '../database/mikro-orm.config';
import { persistDemoAccount } from '../database/seeders/AccountsSeeder';
import { seedDemoChat } from '../database/seeders/chat-demo';
import { seedDashboardDemo } from '../database/seeders/dashboard-demo';
import { DEMO_LAW_GROUP_MIX, demoAccount, demoAccountsFor, demoConsumerAccount, seededRandom } from '../database/seeders/demo-accounts';
import { DEMO_PASSWORD } from '../database/seeders/demo-data';
import { seedDemoAutopays } from '../database/seeders/payments-demo';
import { seedDemoStash } from '../database/seeders/stash-demo';
import { LawFirm, LawFirmScope, User, UserKind } from '../modules/identity/entities';

/** Someone a journey signs in as. Every password is the demo password. */
export interface Person {
  email: string;
  password: string;
  /** First and last name, as the pages greet them. */
  name: string;
}

/** A collector or an on-call admin: they may also sign in with a personal login token. */
export interface Staff extends Person {
  loginToken: string;
}

/** A law firm of the journey's own, with its admin (may reveal full SSNs) and an agent (may not). */
export interface JourneyFirm {
  name: string;
  admin: Staff;
  agent: Staff;
}

/** A consumer of the journey's own, with the demo consumer's story at `firm`. */
export interface JourneyConsumer extends Person {
  firm: JourneyFirm;
  /** Their settlement document with the firm (the account the collectors see). */
  customerDocumentId: number;
}

/** The demo firm's seed (DemoSeeder): the same stories, so the secrets check of the logs knows their SSNs. */
const DEMO_LAW_GROUP_SEED = 20261123;

/** A short tag no other journey's data carries (names, e-mails, tokens and the demo payment ids). */
const tag = () => `j${randomUUID().replace(/-/g, '').slice(0, 9)}`;

/**
 * A test's own data, written into a product's database by the code the demo seed uses (the same account stories,
 * read model and demo payment rows), so no browser journey depends on another's traces or on the order they run in.
 * The journeys reach it by the package name `@parley/backend/testing`; `close()` ends the connection.
 */
export function journeyData(databaseUrl: string) {
  let orm: Promise<MikroORM> | undefined;
  let passwordHash: Promise<string> | undefined;
  const cipher = new FieldCipher(config().dataEncryptionKey);

  async function write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    orm ??= MikroORM.init({ ...buildOrmConfig(databaseUrl), debug: false });
    const em = (await orm).em.fork();
    applyFirmScope(em, { allFirms: true });
    return em.transactional(work);
  }

  async function person(
    em: EntityManager,
    p: { kind: UserKind; email: string; firstName: string; lastName: string; firm?: LawFirm; scope?: LawFirmScope; canViewFullSsn?: boolean; loginToken?: string },
  ): Promise<User> {
    const user = em.create(User, {
      kind: p.kind,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      passwordHash: await (passwordHash ??= hashPassword(DEMO_PASSWORD)),
      lawFirm: p.firm ?? null,
      lawFirmScope: p.scope ?? null,
      canViewFullSsn: p.canViewFullSsn ?? false,
      authTokenDigest: p.loginToken ? sha256(p.loginToken) : null,
      authTokenEncrypted: p.loginToken ? cipher.encrypt(p.loginToken) : null,
    });
    await em.flush();
    return user;
  }

  return {
    async close(): Promise<void> {
      const open = orm;
      orm = undefined;
      await (await open)?.close(true);
    },

    /**
     * A firm with an admin and an agent, and (unless `accounts: false`) the demo firm's accounts: a dozen waiting
     * on the firm, others at every later step, paid plans on autopay, two archived and one disputed.
     */
    firm({ accounts = true }: { accounts?: boolean } = {}): Promise<JourneyFirm> {
      const t = tag();
      const name = `Journey Law ${t}`;
      const admin = { email: `admin.${t}@journeylaw.test`, password: DEMO_PASSWORD, name: 'Dana Whitfield', loginToken: `${t}-admin-login-token` };
      const agent = { email: `agent.${t}@journeylaw.test`, password: DEMO_PASSWORD, name: 'Marcus Bell', loginToken: `${t}-agent-login-token` };
      return write(async (em) => {
        const firm = em.create(LawFirm, { name });
        await person(em, { kind: UserKind.Collector, email: admin.email, firstName: 'Dana', lastName: 'Whitfield', firm, scope: LawFirmScope.Admin, loginToken: admin.loginToken });
        await person(em, { kind: UserKind.Collector, email: agent.email, firstName: 'Marcus', lastName: 'Bell', firm, scope: LawFirmScope.User, loginToken: agent.loginToken });
        if (accounts) {
          const now = new Date();
          const today = now.toISOString().slice(0, 10);
          for (const a of demoAccountsFor(DEMO_LAW_GROUP_MIX, today, t, DEMO_LAW_GROUP_SEED, 2)) persistDemoAccount(em, firm, a, now, cipher);
          await em.flush();
          await seedDemoAutopays(em, { lawFirm: firm.id });
        }
        return { name, admin, agent };
      });
    },

    /**
     * A consumer with the demo consumer's story at `firm`: a lawsuit in Texas with its answer to the summons, the
     * settlement signed and paid by autopay with payments to come, a conversation with the firm (one message
     * unread, one blocked), a validation letter and an archived draft, and $175.00 in the stash.
     */
    consumer(firm: JourneyFirm): Promise<JourneyConsumer> {
      const t = tag();
      const email = `jordan.rivera.${t}@demo.test`;
      return write(async (em) => {
        const lawFirm = await em.findOneOrFail(LawFirm, { name: firm.name }, UNSCOPED);
        const user = await person(em, { kind: UserKind.Consumer, email, firstName: 'Jordan', lastName: 'Rivera' });
        const now = new Date();
        const story = demoConsumerAccount(now.toISOString().slice(0, 10));
        // Payment ids are unique for the whole platform: this consumer's carry the tag.
        const payments = story.payments.map((p) => ({ ...p, id: p.id.replace(/^pi_demo/, `pi_demo${t}`) }));
        const doc = persistDemoAccount(em, lawFirm, { ...story, email, payments }, now, cipher, user);
        await em.flush();
        await seedDemoChat(em, now, { firm: firm.name, consumer: email, agent: firm.agent.email });
        await seedDemoAutopays(em, { customerDocument: doc.id });
        await seedDashboardDemo(em, email);
        await seedDemoStash(em, now, email);
        return { email, password: DEMO_PASSWORD, name: 'Jordan Rivera', firm, customerDocumentId: doc.id };
      });
    },

    /**
     * A consumer of their own (signed in with the demo password) whose offer at `firm` waits on the firm's answer:
     * a lawsuit account, undisputed, with nothing else on it.
     */
    consumerAwaitingAnswer(firm: JourneyFirm): Promise<JourneyConsumer> {
      const t = tag();
      const email = `riley.morgan.${t}@demo.test`;
      return write(async (em) => {
        const lawFirm = await em.findOneOrFail(LawFirm, { name: firm.name }, UNSCOPED);
        const user = await person(em, { kind: UserKind.Consumer, email, firstName: 'Riley', lastName: 'Morgan' });
        const now = new Date();
        const story = demoAccount(seededRandom(7), 901, 'accept_or_counteroffer', now.toISOString().slice(0, 10), t, 0);
        const doc = persistDemoAccount(em, lawFirm, { ...story, firstName: 'Riley', lastName: 'Morgan', email, lawsuit: true, archived: false }, now, cipher, user);
        await em.flush();
        return { email, password: DEMO_PASSWORD, name: 'Riley Morgan', firm, customerDocumentId: doc.id };
      });
    },

    /** The notices written for a consumer (what was sent, held or skipped, and why), oldest first. */
    noticesOf(email: string): Promise<Array<{ kind: string; channel: string; status: string; skip_reason: string | null }>> {
      return write(async (em) =>
        em.execute(
          `select n.kind, n.channel, n.status, n.skip_reason from consumer_notices n join users u on u.id = n.consumer_id where u.email = ? order by n.id`,
          [email],
        ),
      );
    },

    /** An on-call admin (platform staff, every firm, no firm of their own). */
    onCallAdmin(): Promise<Staff> {
      const t = tag();
      const admin = { email: `oncall.${t}@parley.test`, password: DEMO_PASSWORD, name: 'Sam Okafor', loginToken: `${t}-oncall-login-token` };
      return write(async (em) => {
        await person(em, { kind: UserKind.OnCallAdmin, email: admin.email, firstName: 'Sam', lastName: 'Okafor', loginToken: admin.loginToken });
        return admin;
      });
    },
  };
}
