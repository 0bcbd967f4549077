import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UNSCOPED } from '../../core/database/firm-scope';
import { routeRecipients } from '@parley/domain/notifications/policies';
import { LawFirm, LawFirmScope, User, UserKind } from '../identity/entities';
import { NotificationPolicy } from '../notification-policies/entities';
import type { CourtResult, NamedResult } from '@parley/domain/contracts/api/search';
import { whereToFile } from '@parley/domain/courts';
import { formatAddress, type CourtRow } from './data/court-rules';
import { courtStates } from './court-sync';
import { Court, Plaintiff } from './entities';
import { containsPattern, courtWords, MAX_RESULTS, nameWords, startsPattern } from './search-query';

export function courtView(c: Court): CourtResult {
  const view = {
    id: c.id,
    name: c.name,
    caption_name: c.captionName,
    mailing_name: c.mailingName,
    mailing_city: c.mailingCity ?? null,
    mailing_state: c.mailingState,
    mailing_street: c.mailingStreet ?? null,
    mailing_zip: c.mailingZip ?? null,
  };
  const where = whereToFile({
    mailing_name: view.mailing_name,
    street: view.mailing_street,
    city: view.mailing_city,
    state: view.mailing_state,
    zip: view.mailing_zip,
  });
  // Every court of the list is in a state with a court directory (court-finders covers the list's states).
  if (!where) throw new Error(`no court directory for state ${view.mailing_state}`);
  return { ...view, formatted_address: formatAddress(view), where_to_file: where };
}

/**
 * The reference lists consumers search: courts, law firms (the firms on Parley) and plaintiffs. Every method takes
 * the caller's EntityManager (so look-ups join the caller's transaction) and runs unscoped: these lists are the same
 * for everyone, and the firm filter on law_firms is about collectors' data, not a firm's name.
 */
@Injectable()
export class Directory {
  private readonly states = new Set(Object.keys(courtStates()));

  /** The two-letter codes the court list covers (50 states and DC). */
  courtStates(): ReadonlySet<string> {
    return this.states;
  }

  async courtById(em: EntityManager, id: number): Promise<CourtResult | null> {
    const court = await em.findOne(Court, { id });
    return court ? courtView(court) : null;
  }

  async lawFirmById(em: EntityManager, id: number): Promise<NamedResult | null> {
    const firm = await em.findOne(LawFirm, { id }, UNSCOPED);
    return firm ? { id: firm.id, name: firm.name } : null;
  }

  async plaintiffById(em: EntityManager, id: number): Promise<NamedResult | null> {
    const p = await em.findOne(Plaintiff, { id });
    return p ? { id: p.id, name: p.name } : null;
  }

  /** Courts whose name, county, city or state contain every word of the query (any order), at most 20. */
  async searchCourts(em: EntityManager, query: string, state: string | null): Promise<CourtResult[]> {
    const words = courtWords(query);
    if (words.length === 0) return [];
    const q = em.getKnex()('courts').select('*');
    for (const w of words) q.whereRaw(`search_text like ? escape '\\'`, [containsPattern(w)]);
    if (state) q.where('state', state);
    // Names that start with the first word come first (typing 'cook' shows 'Cook County ...' before 'Brookings').
    q.orderByRaw(`case when lower(name) like ? escape '\\' then 0 else 1 end, state, name, id`, [startsPattern(words[0])]).limit(MAX_RESULTS);
    // The courts table has the columns of courts.json (and the search text, not read here).
    const rows = (await q) as CourtRow[];
    return rows.map((r) =>
      courtView(
        Object.assign(new Court(), {
          id: r.id,
          name: r.name,
          captionName: r.caption_name,
          mailingName: r.mailing_name,
          mailingCity: r.mailing_city,
          mailingState: r.mailing_state,
          mailingStreet: r.mailing_street,
          mailingZip: r.mailing_zip,
        }),
      ),
    );
  }

  /** The firms on Parley whose name contains every word of the query. */
  async searchLawFirms(em: EntityManager, query: string): Promise<NamedResult[]> {
    return this.searchNames(em, 'law_firms', query);
  }

  async searchPlaintiffs(em: EntityManager, query: string): Promise<NamedResult[]> {
    return this.searchNames(em, 'plaintiffs', query);
  }

  private async searchNames(em: EntityManager, table: 'law_firms' | 'plaintiffs', query: string): Promise<NamedResult[]> {
    const words = nameWords(query);
    if (words.length === 0) return [];
    const knex = em.getKnex();
    const q = knex(table).select('id', 'name');
    for (const w of words) q.whereRaw(`lower(name) like ? escape '\\'`, [containsPattern(w)]);
    q.orderByRaw(`case when lower(name) like ? escape '\\' then 0 else 1 end, name, id`, [startsPattern(words[0])]).limit(MAX_RESULTS);
    const rows = (await q) as Array<{ id: number; name: string }>;
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  /**
   * Who at a firm receives a consumer's offer: the firm's notification policies for make_offer in the document's
   * state, else its administrators (the same routing as the firm e-mails, domain/notifications/policies).
   */
  async firmAddresses(em: EntityManager, lawFirmId: number, lawsuitState: string | null): Promise<string[]> {
    const policies = await em.find(NotificationPolicy, { lawFirm: lawFirmId }, UNSCOPED);
    const admins = await em.find(
      User,
      { lawFirm: lawFirmId, kind: UserKind.Collector, lawFirmScope: LawFirmScope.Admin },
      { ...UNSCOPED, fields: ['email'] },
    );
    return routeRecipients(policies, { eventType: 'make_offer', lawsuitState }, admins.map((a) => a.email)).recipients;
  }
}
