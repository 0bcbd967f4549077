import { EntityManager } from '@mikro-orm/postgresql';
import { BadGatewayException, Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { OutboxService } from '../../core/queue/outbox.service';
import { JobName } from '../../core/queue/jobs';
import type { SessionUser } from '../../core/auth/session-user';
import { FieldCipher } from '../../core/security/encryption';
import { BankData, BankDataError } from '../../integrations/bank-data/bank-data.port';
import { DemoBankData } from '../../integrations/bank-data/demo.driver';
import { User } from '../identity/entities';
import type { DemoLink } from './dto/financial.dto';
import { FinancialReport, PlaidItem } from './entities';

export const BANK_UNAVAILABLE = 'We could not reach the bank connection service. Please try again in a few minutes.';
export const CONNECTION_NOT_FOUND = 'Bank connection not found.';
export const DEMO_ONLY = 'The demo bank is not available: this server connects to Plaid.';

/** The Plaid channel's key for a user (never an e-mail or anything personal). */
export const clientUserIdOf = (userId: number) => `parley-user-${userId}`;

/**
 * Bank connections: link tokens, the public-token exchange (stores the sealed access token, starts the report job
 * through the outbox, answers at once) and, with the demo provider, the demo bank's Link stand-in.
 */
@Injectable()
export class FinancialService {
  private readonly logger = new Logger(FinancialService.name);
  constructor(
    private readonly em: EntityManager,
    private readonly bank: BankData,
    private readonly cipher: FieldCipher,
    private readonly outbox: OutboxService,
  ) {}

  /** Provider refusals of what the consumer sent are 422 with the provider's sentence; outages are 502. */
  private refusal(e: unknown): never {
    if (e instanceof BankDataError && (e.invalidInput || e.code === 'INVALID_CREDENTIALS'))
      throw new UnprocessableEntityException({ error: e.message, errors: [e.message] });
    this.logger.error(`bank-data provider failed: ${String(e)}`);
    throw new BadGatewayException({ error: BANK_UNAVAILABLE });
  }

  async linkToken(me: SessionUser) {
    const user = await this.em.findOneOrFail(User, { id: me.id }, { filters: false });
    try {
      const t = await this.bank.createLinkToken({
        clientUserId: clientUserIdOf(me.id),
        userName: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
      });
      return { link_token: t.linkToken, expiration: t.expiration, mode: this.bank.mode };
    } catch (e) {
      this.refusal(e);
    }
  }

  /**
   * The provider call comes first (it cannot be part of our transaction); then, in one transaction, the connection
   * is stored (replacing an older connection to the same bank: that is how a reconnect lands), a pending report is
   * created and its job written to the outbox.
   */
  async exchange(me: SessionUser, publicToken: string): Promise<{ report_id: number; status: 'pending' }> {
    let exchanged;
    try {
      exchanged = await this.bank.exchangePublicToken(publicToken);
    } catch (e) {
      this.refusal(e);
    }
    const replaced: string[] = [];
    let answer: { report_id: number; status: 'pending' };
    let ownedElsewhere = false;
    try {
      answer = await this.em.transactional(async (em) => {
        const user = em.getReference(User, me.id);
        const existing = await em.findOne(PlaidItem, { provider: this.bank.mode, itemId: exchanged.itemId });
        if (existing && existing.user.id !== me.id) {
          ownedElsewhere = true;
          throw new UnprocessableEntityException({ error: 'This bank connection belongs to someone else.' });
        }
        const item =
          existing ??
          em.create(PlaidItem, {
            user,
            provider: this.bank.mode,
            itemId: exchanged.itemId,
            accessTokenSealed: this.cipher.encrypt(exchanged.accessToken),
            institutionId: exchanged.institutionId,
            institutionName: exchanged.institutionName,
          });
        item.status = 'active';
        item.errorCode = null;
        item.accessTokenSealed = this.cipher.encrypt(exchanged.accessToken);
        await em.flush();
        if (exchanged.institutionId) {
          const older = await em.find(PlaidItem, { user: me.id, institutionId: exchanged.institutionId, id: { $ne: item.id }, status: { $ne: 'replaced' } });
          for (const o of older) {
            o.status = 'replaced';
            replaced.push(o.accessTokenSealed);
          }
        }
        const report = em.create(FinancialReport, { user });
        await em.flush();
        this.outbox.enqueue(em, JobName.BuildFinancialReport, { reportId: report.id }, `report-${report.id}`);
        return { report_id: report.id, status: 'pending' as const };
      });
    } catch (e) {
      // Nothing of it was stored: the new connection must not stay open at the provider.
      if (!ownedElsewhere) await this.bank.removeItem(exchanged.accessToken).catch(() => undefined);
      throw e;
    }
    // The provider bills and keeps data per connection: a replaced one is removed there (best effort, after commit).
    for (const sealed of replaced)
      await this.bank.removeItem(this.cipher.decrypt(sealed)).catch((e: unknown) => this.logger.warn(`could not remove a replaced bank connection: ${String(e)}`));
    return answer;
  }

  private demo(): DemoBankData {
    if (!(this.bank instanceof DemoBankData)) throw new NotFoundException({ error: DEMO_ONLY });
    return this.bank;
  }

  async demoInstitutions() {
    return { institutions: await this.demo().institutions() };
  }

  async demoLink(me: SessionUser, body: DemoLink) {
    const demo = this.demo();
    try {
      const { publicToken } = await demo.link({
        linkToken: body.link_token,
        clientUserId: clientUserIdOf(me.id),
        institutionId: body.institution_id,
        username: body.username,
        password: body.password,
      });
      return { public_token: publicToken };
    } catch (e) {
      this.refusal(e);
    }
  }

  /**
   * The demo bank can expire a connection (Plaid's sandbox reset_login): the next report finds ITEM_LOGIN_REQUIRED
   * and the budget asks to reconnect. The connection is the consumer's own: (id, user), 404 otherwise.
   */
  async demoExpire(me: SessionUser, itemId: number) {
    const demo = this.demo();
    const item = await this.em.findOne(PlaidItem, { id: itemId, user: me.id, status: { $ne: 'replaced' } });
    if (!item) throw new NotFoundException({ error: CONNECTION_NOT_FOUND });
    await demo.resetLogin(this.cipher.decrypt(item.accessTokenSealed));
    item.status = 'login_required';
    item.errorCode = 'ITEM_LOGIN_REQUIRED';
    await this.em.flush();
    return { success: true };
  }

  /** The consumer's connections (no tokens), newest first. */
  async connections(me: SessionUser) {
    const items = await this.em.find(PlaidItem, { user: me.id, status: { $ne: 'replaced' } }, { orderBy: { id: 'desc' } });
    return {
      connections: items.map((i) => ({
        id: i.id,
        institution_name: i.institutionName,
        status: i.status,
        connected_at: i.createdAt.toISOString(),
      })),
    };
  }
}
