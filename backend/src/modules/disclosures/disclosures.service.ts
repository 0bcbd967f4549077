import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sha256 } from '../../core/security/encryption';
import { NegotiationEventDisclosure } from '../accounts/entities';
import type { DisclosuresQuery } from './dto/disclosures.dto';

export interface DisclosureDto {
  id: string;
  text: string;
  usage_count: number;
  client: string | null;
  state: string | null;
}

const SORT_SQL: Record<DisclosuresQuery['sort_by'], string> = {
  text: 'd.text',
  usage_count: 'count(*)',
  client: 'cd.rm_plaintiff_name',
  state: 'cd.rm_lawsuit_state',
};

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The firm's disclosures: one row per distinct (text, client = plaintiff, state = lawsuit state) among the
 * disclosures recorded with its negotiation events, with how many events used it. Searched, sorted and paged in
 * PostgreSQL. The firm filter of NegotiationEventDisclosure (and CustomerDocument) scopes the query.
 */
@Injectable()
export class DisclosuresService {
  constructor(private readonly em: EntityManager) {}

  async list(q: DisclosuresQuery): Promise<{ disclosures: DisclosureDto[]; pagination: { total_pages: number; total_count: number; page: number; per_page: number } }> {
    const qb = this.em
      .createQueryBuilder(NegotiationEventDisclosure, 'd')
      .select([
        raw('d.text as text'),
        raw('cd.rm_plaintiff_name as client'),
        raw('cd.rm_lawsuit_state as state'),
        raw('count(*)::int as usage_count'),
        // Number of groups before paging, computed in the same query.
        raw('count(*) over ()::int as total_count'),
      ])
      .join('d.customerDocument', 'cd')
      .groupBy([raw('d.text'), raw('cd.rm_plaintiff_name'), raw('cd.rm_lawsuit_state')]);
    if (q.search) {
      const p = likePattern(q.search);
      qb.where(`(d.text ilike ? or coalesce(cd.rm_plaintiff_name, '') ilike ? or coalesce(cd.rm_lawsuit_state, '') ilike ?)`, [p, p, p]);
    }
    const dir = q.sort_order === 'asc' ? 'asc' : 'desc';
    await qb.applyFilters();
    const knex = qb.getKnexQuery();
    // Stable order across pages: the chosen column, then the text, client and state.
    knex.orderByRaw(`${SORT_SQL[q.sort_by]} ${dir} nulls last, d.text asc, cd.rm_plaintiff_name asc nulls last, cd.rm_lawsuit_state asc nulls last`);
    knex.limit(q.per_page).offset((q.page - 1) * q.per_page);
    const rows: Array<{ text: string; client: string | null; state: string | null; usage_count: number; total_count: number }> =
      await this.em.getConnection().execute(knex);
    let total = rows[0]?.total_count ?? 0;
    if (rows.length === 0 && q.page > 1) total = await this.count(q);
    return {
      disclosures: rows.map((r) => ({
        id: sha256(JSON.stringify([r.text, r.client, r.state])).slice(0, 20),
        text: r.text,
        usage_count: Number(r.usage_count),
        client: r.client,
        state: r.state,
      })),
      pagination: { total_pages: Math.ceil(total / q.per_page), total_count: total, page: q.page, per_page: q.per_page },
    };
  }

  /** Total groups, for a page past the end (which has no row to carry the window count). */
  private async count(q: DisclosuresQuery): Promise<number> {
    const res = await this.list({ ...q, page: 1, per_page: 1 });
    return res.pagination.total_count;
  }
}
