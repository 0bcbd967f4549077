import { Injectable } from '@nestjs/common';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { firmKeyOf } from '../../core/database/firm-changes';
import { firmScopeOf, type FirmScopeParams } from '../../core/database/firm-scope';
import {
  addDays,
  type NegotiationAction,
  type OfferTerms,
  type Party,
  type Phase,
  type ScheduledPayment,
} from '@parley/domain/negotiation';
import type { FinancialDetails, Hardship } from './entities';
import { PayoutService } from '../payout';
import { filterDefsFor, UNITS, type FilterDef, type Unit } from './account-filters';
import { applySort, filteredAccounts, scopedAccounts } from './account-list-query';
import type { AccountRow } from '@parley/domain/contracts/accounts';
import { offerFromReadModel, sheetRow, toAccountRow, toExportRow, type RowSource } from './account-row';
import { keepRows, pageRows, withKeptRows, type KeptRowColumns } from './account-row-store';
import {
  ACTIVE_RULES_SQL,
  LATEST_BANK_BUDGETS_SQL,
  toMatchableRule,
  type ActiveRuleRow,
  type BankBudgetRow,
} from './affordability-facts';
import type { ListQuery } from './dto/accounts.dto';
import type { ExportRow } from './accounts-export';
import { AccountsClock } from './accounts.clock';
import { FirmReadCache } from './firm-read-cache';
import { keptFirmMetrics } from './firm-metrics';

export const PAGE_SIZE = 25;

/** A date column as YYYY-MM-DD whichever way the driver returned it. */
export function isoDay(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
}

export interface Viewer {
  isOnCallAdmin: boolean;
}

export interface FilterDefinition {
  key: string;
  name: string;
  type: FilterDef['type'];
  values: readonly string[] | { min: number | null; max: number | null } | null;
  unit: Unit | null;
  visible_in_ui: boolean;
}

/**
 * The collector's view of accounts: the list, its filter definitions and the firm's metrics. Everything is SQL
 * over the read model, scoped by `firmScopeOf(em)` (set by the collector guard), and never loads more than the
 * rows of the requested pages.
 */
@Injectable()
export class AccountsReadService {
  constructor(
    private readonly payout: PayoutService,
    private readonly clock: AccountsClock,
    private readonly cache: FirmReadCache,
  ) {}

  private knex(em: EntityManager): Knex {
    return em.getKnex();
  }

  /** valid_first_payment_date: today plus 3 days. */
  validFirstPaymentDate(): string {
    return addDays(this.clock.today(), 3);
  }

  filtered(em: EntityManager, query: ListQuery, viewer: Viewer): Knex.QueryBuilder {
    return filteredAccounts(this.knex(em), firmScopeOf(em), query.filters, viewer.isOnCallAdmin);
  }

  /** A page of the list (apply_filters) as objects. */
  async list(em: EntityManager, query: ListQuery, viewer: Viewer) {
    const { rows, ...rest } = await this.page(em, query, viewer);
    return { customer_info: rows.map((r) => JSON.parse(r) as AccountRow), ...rest };
  }

  /**
   * A page of the list as the JSON text apply_filters answers: the rows' JSON (kept or just built) joined as they
   * are, without being parsed and serialised again (a page is about 130 KB of JSON). The same answer as `list`.
   */
  async listJson(em: EntityManager, query: ListQuery, viewer: Viewer): Promise<string> {
    const { rows, ...rest } = await this.page(em, query, viewer);
    const tail = JSON.stringify(rest);
    return `{"customer_info":[${rows.join(',')}],${tail.slice(1)}`;
  }

  private async page(em: EntityManager, query: ListQuery, viewer: Viewer) {
    const scope = firmScopeOf(em);
    const limit = query.num_pages * PAGE_SIZE;
    const rowsQ = pageStatement(this.knex(em), scope, query, viewer.isOnCallAdmin, limit);
    const [rows, total, hasDetails] = await Promise.all([
      rowsQ,
      this.count(em, query, viewer),
      scope.allFirms ? Promise.resolve(false) : this.hasPaymentDetails(em, scope.lawFirmId),
    ]);
    return {
      rows: await this.pageOf(em, rows as PageRow[]),
      total_count: total,
      more_pages: total > limit,
      has_payment_details: hasDetails,
      valid_first_payment_date: this.validFirstPaymentDate(),
    };
  }

  /**
   * Streams every matching row in list order, in batches (the spreadsheet export). One query through a server-side
   * cursor (its own transaction): each batch is the next FETCH, so the export reads the rows once instead of
   * re-sorting and skipping an ever larger OFFSET per batch.
   */
  async *stream(em: EntityManager, query: ListQuery, viewer: Viewer, batch = 1000): AsyncGenerator<ExportRow[]> {
    const q = this.filtered(em, query, viewer).select(SHEET_COLUMNS);
    applySort(q, query.sort_by, query.sort_order);
    const { sql, bindings } = q.toSQL();
    const trx = await this.knex(em).transaction(undefined, { readOnly: true });
    try {
      await trx.raw(`declare accounts_export no scroll cursor for ${sql}`, bindings as Knex.RawBinding[]);
      for (;;) {
        const { rows } = (await trx.raw(`fetch ${batch} from accounts_export`)) as { rows: SheetListRow[] };
        if (rows.length === 0) break;
        yield await this.sheetRows(em, rows);
        if (rows.length < batch) break;
      }
    } finally {
      await trx.rollback().catch(() => undefined);
    }
  }

  /**
   * Whether the firm has payment details on file, kept with the firm's other answers: the payout tables notify their
   * firm at commit like its accounts do, so a page costs no statement for it until the details change.
   */
  private hasPaymentDetails(em: EntityManager, lawFirmId: number): Promise<boolean> {
    return this.cache.get(lawFirmId, 'has_payment_details', () => this.payout.hasPaymentDetails(em, lawFirmId));
  }

  /**
   * The spreadsheet's rows: the read model's columns and the offer on record. The read model holds that offer
   * (written by the projection from the same replay) except a tiered offer's stated number of payments, so only
   * accounts whose offer has tiers have their events and offers read and replayed. Replaying every account was most
   * of the export's own work and garbage.
   */
  private async sheetRows(em: EntityManager, rows: SheetListRow[]): Promise<ExportRow[]> {
    const known = rows.map((r) =>
      offerFromReadModel({
        totalCents: r.rm_offer_total_cents,
        payments: r.rm_offer_payments,
        tiers: r.rm_offer_tiers,
        firstPaymentDate: isoDay(r.rm_first_payment_date),
      }),
    );
    const replay = rows.filter((_, i) => known[i] === undefined);
    const replayed = new Map((await this.rowSources(em, replay, { negotiationOnly: true })).map((src) => [src.doc.id, toExportRow(src)]));
    return rows.map((r, i) => replayed.get(r.id) ?? sheetRow(docOf(r), known[i] ?? null));
  }

  /** How many accounts match: counting a large firm reads its whole index, so the answer is kept until it changes. */
  async count(em: EntityManager, query: ListQuery, viewer: Viewer): Promise<number> {
    return this.cache.get(
      firmKeyOf(firmScopeOf(em)),
      `count:${viewer.isOnCallAdmin}:${JSON.stringify(query.filters)}`,
      async () => {
        // Built only when the count is not kept: most pages never run it.
        const [{ count }] = await this.filtered(em, query, viewer).count<{ count: string }[]>({ count: '*' });
        return Number(count);
      },
    );
  }

  /**
   * A page's rows' JSON: kept rows as stored; the others built from their list columns and details, then kept. An
   * account gone between the page statement and the read of its columns (deleted meanwhile) leaves the page.
   */
  private async pageOf(em: EntityManager, rows: PageRow[]): Promise<string[]> {
    const missing = rows.filter((r) => r.kept_row === null);
    if (missing.length === 0) return pageRows(rows, new Map());
    const listed = new Map(((await listRowsStatement(this.knex(em), firmScopeOf(em), missing.map((r) => r.id))) as ListRow[]).map((r) => [r.id, r]));
    const found = missing.filter((r) => listed.has(r.id));
    const built = (await this.rowsFor(em, found.map((r) => listed.get(r.id)!))).map((row) => JSON.stringify(row));
    await keepRows(this.knex(em), found, built);
    const byId = new Map(found.map((r, i) => [r.id, built[i]]));
    return pageRows(rows.filter((r) => r.kept_row !== null || byId.has(r.id)), byId);
  }

  /** The list's rows for these documents, in their order. */
  async rowsFor(em: EntityManager, rows: ListRow[]): Promise<AccountRow[]> {
    return (await this.rowSources(em, rows)).map(toAccountRow);
  }

  /**
   * What each listed document's row is made from: its read-model columns and its details, the details read in one
   * statement (every kind by the page's ids, as JSON columns): one round trip and one pool connection per page
   * instead of one per kind.
   */
  private async rowSources(em: EntityManager, rows: ListRow[], opts: { negotiationOnly?: boolean } = {}): Promise<RowSource[]> {
    if (rows.length === 0) return [];
    // negotiationOnly: profiles, disclosures, payments, checks and plans stay empty (the export does not show them).
    const kinds = opts.negotiationOnly ? NEGOTIATION_KINDS : DETAIL_KINDS;
    const [details] = ((await detailQuery(this.knex(em), rows, kinds)) as { rows: DetailsRow[] }).rows;
    const {
      profiles = [],
      events = [],
      offers = [],
      disclosures = [],
      intents = [],
      checks = [],
      plans = [],
      reports = [],
      rules = [],
    } = details;
    const group = <T, K>(list: T[], key: (x: T) => K) => {
      const m = new Map<K, T[]>();
      for (const x of list) {
        const k = key(x);
        const at = m.get(k);
        if (at) at.push(x);
        else m.set(k, [x]);
      }
      return m;
    };
    const profileBy = new Map((profiles as ProfileRow[]).map((p) => [p.user_id, p]));
    const eventsBy = group(events as EventRow[], (e) => e.customer_document_id);
    const offersBy = group(offers as OfferRow[], (o) => o.event_id);
    const disclosuresBy = group(disclosures as DisclosureRow[], (d) => d.event_id);
    const intentsBy = group(intents as IntentRow[], (i) => i.customer_document_id);
    const checksBy = group(checks as CheckRow[], (c) => c.customer_document_id);
    const planBy = new Map((plans as PlanRow[]).map((p) => [p.customer_document_id, p]));
    const bankBy = new Map((reports as BankBudgetRow[]).map((b) => [b.user_id, b]));
    const rulesBy = group((rules as ActiveRuleRow[]).map(toMatchableRule), (r) => r.lawFirmId);
    return rows.map((r) => {
      const p = profileBy.get(r.user_id);
      const plan = planBy.get(r.id);
      const src: RowSource = {
        doc: docOf(r),
        profile: p
          ? {
              street: p.street,
              city: p.city,
              state: p.state,
              zipCode: p.zip_code,
              ssnLastFour: p.ssn_last_four,
              hasFullSsn: p.has_full_ssn,
              financialDetails: p.financial_details ?? {},
              hardship: p.hardship ?? {},
              hardshipStatement: p.hardship_statement,
              hardshipStatementSource: p.hardship_statement_source,
              plaidVerified: p.plaid_verified,
            }
          : null,
        events: (eventsBy.get(r.id) ?? []).map((e) => ({
          id: e.id,
          party: e.party,
          action: e.action,
          params: e.params ?? {},
          createdAt: new Date(e.created_at),
          offers: (offersBy.get(e.id) ?? []).map((o): OfferTerms => ({
            total_amount_cents: o.total_amount_cents,
            payments: o.payments,
            first_payment_date: isoDay(o.first_payment_date)!,
            phases: o.phases ?? [],
          })),
          disclosures: (disclosuresBy.get(e.id) ?? []).map((d) => d.text),
        })),
        paymentIntents: (intentsBy.get(r.id) ?? []).map((i) => ({
          id: i.id,
          status: i.status,
          created: String(i.created),
          amount: i.amount,
          metadata: i.metadata ?? {},
        })),
        checks: (checksBy.get(r.id) ?? []).map((c) => ({
          payout_id: c.payout_id,
          method: c.method,
          tracking_number: c.tracking_number,
          check_number: c.check_number,
          amount_cents: Number(c.amount_cents),
          status: c.status,
          created_at: new Date(c.created_at),
          paid_at: c.paid_at ? new Date(c.paid_at) : null,
        })),
        plan: plan ? { status: plan.status, totalCents: plan.total_cents, schedule: plan.schedule ?? [] } : null,
        bankBudget: bankBy.get(r.user_id) ?? null,
        rules: rulesBy.get(r.law_firm_id) ?? [],
      };
      return src;
    });
  }

  /** filter_values: the definitions, with enum values and range bounds taken from the scope's data. */
  filterValues(em: EntityManager, viewer: Viewer): Promise<FilterDefinition[]> {
    const scope = firmScopeOf(em);
    return this.cache.get(firmKeyOf(scope), `filter_values:${viewer.isOnCallAdmin}`, () =>
      this.computeFilterValues(em, scope, viewer),
    );
  }

  private async computeFilterValues(
    em: EntityManager,
    scope: FirmScopeParams,
    viewer: Viewer,
  ): Promise<FilterDefinition[]> {
    const knex = this.knex(em);
    const defs = filterDefsFor(viewer.isOnCallAdmin);
    const ranges = defs.filter((d) => d.type === 'range');
    const bounds = (await scopedAccounts(knex, scope)
      .whereNull('d.archived_by_law_firm_on')
      .first(
        ranges.flatMap((d) => [
          knex.raw(`min(${d.column}) as "${d.key}_min"`),
          knex.raw(`max(${d.column}) as "${d.key}_max"`),
        ]),
      )) as Record<string, unknown>;
    const out: FilterDefinition[] = [];
    for (const d of defs) {
      let values: FilterDefinition['values'] = null;
      if (d.type === 'enum') {
        values = d.values ?? (await this.distinct(knex, scope, d.column));
      } else if (d.type === 'range') {
        values = {
          min: toUnit(d.kind, bounds?.[`${d.key}_min`], 'floor'),
          max: toUnit(d.kind, bounds?.[`${d.key}_max`], 'ceil'),
        };
      }
      out.push({
        key: d.key,
        name: d.name,
        type: d.type,
        values,
        unit: d.type === 'range' ? UNITS[d.kind] : null,
        visible_in_ui: d.visibleInUi ?? true,
      });
    }
    return out;
  }

  private async distinct(knex: Knex, scope: FirmScopeParams, column: string): Promise<string[]> {
    const rows = await scopedAccounts(knex, scope)
      .whereNotNull(column)
      .distinct(knex.raw(`${column} as v`))
      .orderBy('v')
      .limit(1000);
    return rows.map((r: { v: string }) => r.v);
  }

  /**
   * calculate_collector_metrics (definitions in docs/api/accounts.md): money in cents over the scope's accounts,
   * and the consumer offers of the last 30 days with the share the firm answered. Computed from the figures kept in
   * PostgreSQL (firm-metrics.ts); still cached per firm, which spares even those few rows and the round trip.
   */
  metrics(em: EntityManager) {
    const scope = firmScopeOf(em);
    // The offers counted are the last 30 days': the key moves with the clock's minute.
    const minute = Math.floor(this.clock.now().getTime() / 60_000);
    return this.cache.get(firmKeyOf(scope), `metrics:${minute}`, () => this.computeMetrics(em, scope));
  }

  /**
   * accounts_charts (definitions in docs/api/accounts.md): money collected per calendar month (UTC) for the last 12
   * months, the open accounts by current_action, and the median days from a consumer's offer or counteroffer to the
   * firm's answer (by a collector or its settlement rule) over the offers of the last 12 months. Cached like the
   * metrics: the months move with the clock.
   */
  charts(em: EntityManager) {
    const scope = firmScopeOf(em);
    const minute = Math.floor(this.clock.now().getTime() / 60_000);
    return this.cache.get(firmKeyOf(scope), `charts:${minute}`, () => this.computeCharts(em, scope));
  }

  private async computeCharts(em: EntityManager, scope: FirmScopeParams) {
    const knex = this.knex(em);
    const now = this.clock.now();
    // The first day of the month 11 months ago: 12 calendar months including this one.
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    const months = Array.from({ length: 12 }, (_, i) => {
      const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1));
      return d.toISOString().slice(0, 7);
    });
    const paid = knex('stripe_payment_intents as p')
      .join('customer_documents as d', 'd.id', 'p.customer_document_id')
      .where('d.document_name', 'solosettle')
      .where('p.status', 'succeeded')
      .where('p.created', '>=', Math.floor(from.getTime() / 1000))
      .where('p.created', '<=', Math.floor(now.getTime() / 1000));
    if (!scope.allFirms) paid.where('p.law_firm_id', scope.lawFirmId);
    // Net of the platform's commission, as collectors see every amount.
    const byMonth = (await paid
      .select(knex.raw(`to_char(to_timestamp(p.created) at time zone 'UTC', 'YYYY-MM') as month`))
      .select(knex.raw(`coalesce(sum(p.amount - coalesce((p.metadata->>'commission')::numeric, 0)), 0)::bigint as cents`))
      .groupByRaw('1')) as Array<{ month: string; cents: string }>;
    const cents = new Map(byMonth.map((r) => [r.month, Number(r.cents)]));

    const actions = (await scopedAccounts(knex, scope)
      .whereNull('d.archived_by_law_firm_on')
      .whereNotNull('d.rm_current_action')
      .select('d.rm_current_action as current_action')
      .count({ count: '*' })
      .groupBy('d.rm_current_action')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'current_action', order: 'asc' }])) as Array<{ current_action: string; count: string | number }>;

    const since = new Date(now.getTime() - 365 * 86_400_000);
    const offers = knex('negotiation_events as o')
      .join('customer_documents as d', 'd.id', 'o.customer_document_id')
      .where('d.document_name', 'solosettle')
      .where('o.party', 'consumer')
      .whereIn('o.action', ['offer', 'counteroffer'])
      .where('o.created_at', '>=', since);
    if (!scope.allFirms) offers.where('o.law_firm_id', scope.lawFirmId);
    const answerAt = knex.raw(
      `(select min(r.created_at) from negotiation_events r where r.customer_document_id = o.customer_document_id and r.sequence > o.sequence and r.party in ('collector', 'system'))`,
    );
    const median = (await knex
      .from(offers.clone().select(knex.raw(`extract(epoch from (${answerAt.toQuery()} - o.created_at)) / 86400.0 as days`)).as('x'))
      .whereNotNull('x.days')
      .first(knex.raw('percentile_cont(0.5) within group (order by x.days) as median'), knex.raw('count(*)::int as answered'))) as {
      median: string | number | null;
      answered: number;
    };

    return {
      collected_by_month: months.map((month) => ({ month, collected_cents: cents.get(month) ?? 0 })),
      accounts_by_current_action: actions.map((a) => ({ current_action: a.current_action, count: Number(a.count) })),
      median_days_to_answer: median.median === null ? null : Math.round(Number(median.median) * 10) / 10,
      answered_offers: median.answered,
    };
  }

  /** The figures PostgreSQL keeps as the data changes (firm-metrics.ts): a few index entries, not the firm's rows. */
  private computeMetrics(em: EntityManager, scope: FirmScopeParams) {
    return keptFirmMetrics(this.knex(em), scope, this.clock.now());
  }
}

type DetailKind = 'profiles' | 'events' | 'offers' | 'disclosures' | 'intents' | 'checks' | 'plans' | 'reports' | 'rules';
const DETAIL_KINDS: readonly DetailKind[] = [
  'profiles',
  'events',
  'offers',
  'disclosures',
  'intents',
  'checks',
  'plans',
  'reports',
  'rules',
];
const NEGOTIATION_KINDS: readonly DetailKind[] = ['events', 'offers'];

/**
 * Each kind of detail: its rows for the page (`$ids`: the documents, `$users`: their consumers) and the order the
 * list needs them in.
 */
const DETAIL_SQL: Record<DetailKind, { sql: string; by: 'ids' | 'users' | 'firms'; order: string }> = {
  profiles: {
    sql: `select user_id, street, city, state, zip_code, ssn_last_four, ssn_encrypted is not null as has_full_ssn,
      financial_details, hardship, hardship_statement, hardship_statement_source, plaid_verified from consumer_profiles where user_id = any($users)`,
    by: 'users',
    order: 'user_id',
  },
  events: {
    sql: `select id, customer_document_id, party, action, params, created_at, sequence
      from negotiation_events where customer_document_id = any($ids)`,
    by: 'ids',
    order: 'customer_document_id, sequence',
  },
  offers: {
    sql: `select event_id, total_amount_cents, payments, first_payment_date, phases, offer_index
      from historical_offers where customer_document_id = any($ids)`,
    by: 'ids',
    order: 'event_id, offer_index',
  },
  disclosures: {
    sql: `select id, event_id, text from negotiation_event_disclosures where customer_document_id = any($ids)`,
    by: 'ids',
    order: 'id',
  },
  intents: {
    sql: `select id, customer_document_id, status, created, amount, metadata
      from stripe_payment_intents where customer_document_id = any($ids)`,
    by: 'ids',
    order: 'created, id',
  },
  // The payouts that include the account's payments (the payouts module writes them), with what each carried of
  // this account: every status, so a failed or returned check is shown beside the one that paid again.
  checks: {
    sql: `select i.customer_document_id, p.id as payout_id, p.method, p.status, p.check_number, p.tracking_number,
        sum(i.amount_cents) as amount_cents, coalesce(p.initiated_at, p.created_at) as created_at, p.paid_at
      from payout_items i join payouts p on p.id = i.payout_id
      where i.customer_document_id = any($ids)
      group by i.customer_document_id, p.id`,
    by: 'ids',
    order: 'customer_document_id, created_at, payout_id',
  },
  plans: {
    sql: `select customer_document_id, status, total_cents, schedule from payment_plans where customer_document_id = any($ids)`,
    by: 'ids',
    order: 'customer_document_id',
  },
  // Affordability: each consumer's newest ready bank report (its budget figures only) and the firms' active rules.
  reports: { sql: LATEST_BANK_BUDGETS_SQL, by: 'users', order: 'user_id' },
  rules: { sql: ACTIVE_RULES_SQL, by: 'firms', order: 'id' },
};

/**
 * The details of listed rows: every kind asked for in one statement, each a JSON array in the order the list needs.
 * Exported so the benchmark runs exactly this SQL as its floor.
 */
export function detailQuery(
  knex: Knex,
  rows: Array<Pick<ListRow, 'id' | 'user_id' | 'law_firm_id'>>,
  kinds: readonly DetailKind[] = DETAIL_KINDS,
): Knex.Raw {
  const ids = rows.map((r) => r.id);
  const users = [...new Set(rows.map((r) => r.user_id))];
  const firms = [...new Set(rows.map((r) => r.law_firm_id))];
  // Bound as array literals ('{1,2,3}'): knex would spread a JS array into one placeholder per element.
  const literal = (list: number[]) => `{${list.map((n) => Math.trunc(n)).join(',')}}`;
  const bindings: string[] = [];
  const columns = kinds.map((k) => {
    const d = DETAIL_SQL[k];
    bindings.push(literal(d.by === 'ids' ? ids : d.by === 'users' ? users : firms));
    const order = d.order
      .split(', ')
      .map((c) => `x.${c}`)
      .join(', ');
    return `(select coalesce(json_agg(x order by ${order}), '[]') from (${d.sql.replace(/\$(ids|users|firms)/, 'cast(? as int[])')}) x) as "${k}"`;
  });
  return knex.raw(`select ${columns.join(', ')}`, bindings);
}

/** The one row detailQuery answers (JSON: dates arrive as ISO strings, bigints as numbers). */
interface DetailsRow {
  profiles?: ProfileRow[];
  events?: EventRow[];
  offers?: OfferRow[];
  disclosures?: DisclosureRow[];
  intents?: IntentRow[];
  checks?: CheckRow[];
  plans?: PlanRow[];
  reports?: BankBudgetRow[];
  rules?: ActiveRuleRow[];
}

function toUnit(kind: string, v: unknown, round: 'floor' | 'ceil'): number | null {
  if (v === null || v === undefined) return null;
  if (kind === 'money') return Math[round](Number(v) / 100);
  if (kind === 'date')
    return Math[round === 'floor' ? 'floor' : 'ceil'](new Date(v instanceof Date ? v : String(v)).getTime() / 1000);
  return Math[round](Number(v));
}

/** What the page statement reads of each account: its id and its kept row. */
export type PageRow = { id: number } & KeptRowColumns;

/**
 * The page statement: the matching accounts' ids in list order, each beside its kept row. The list's own columns are
 * read (listRowsStatement) only for accounts without a current kept row: parsing 22 columns of every row of every
 * page, dates made into Date objects, cost about a tenth of the api's CPU per page once the rows were kept.
 */
export function pageStatement(
  knex: Knex,
  scope: FirmScopeParams,
  query: Pick<ListQuery, 'filters' | 'sort_by' | 'sort_order'>,
  isOnCallAdmin: boolean,
  limit: number,
): Knex.QueryBuilder {
  const q = filteredAccounts(knex, scope, query.filters, isOnCallAdmin);
  withKeptRows(q.select('d.id'), knex).limit(limit);
  applySort(q, query.sort_by, query.sort_order);
  return q;
}

/** The list's columns of these accounts (in no particular order), within the firm scope. */
export function listRowsStatement(knex: Knex, scope: FirmScopeParams, ids: number[]): Knex.QueryBuilder {
  return scopedAccounts(knex, scope).select(LIST_COLUMNS).whereIn('d.id', ids);
}

export const LIST_COLUMNS = [
  'd.id',
  'd.user_id',
  'd.law_firm_id',
  'f.name as law_firm_name',
  'd.file_number',
  'd.archived_by_law_firm_on',
  'd.rm_customer_name',
  'd.rm_email',
  'd.rm_birthdate',
  'd.rm_civil_number',
  'd.rm_lawsuit_state',
  'd.rm_plaintiff_name',
  'd.rm_lawsuit_amount_cents',
  'd.rm_lawsuit_exists',
  'd.rm_status',
  'd.rm_status_date',
  'd.rm_offer_percentage',
  'd.rm_payments_made',
  'd.rm_paid_cents',
  'd.rm_collected_cents',
  'd.rm_has_debt_answer',
  'd.rm_has_detailed_data',
];

/** The export's columns: the list's and the read model's offer on record. */
const SHEET_COLUMNS = [...LIST_COLUMNS, 'd.rm_offer_total_cents', 'd.rm_offer_payments', 'd.rm_offer_tiers', 'd.rm_first_payment_date'];

interface SheetListRow extends ListRow {
  rm_offer_total_cents: number | null;
  rm_offer_payments: number | null;
  rm_offer_tiers: number | null;
  rm_first_payment_date: unknown;
}

interface ProfileRow {
  user_id: number;
  street: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  ssn_last_four: string | null;
  has_full_ssn: boolean;
  financial_details: FinancialDetails | null;
  hardship: Hardship | null;
  hardship_statement: string | null;
  hardship_statement_source: 'model' | 'answers' | null;
  plaid_verified: boolean;
}
interface EventRow {
  id: number;
  customer_document_id: number;
  party: Party;
  action: NegotiationAction;
  params: Record<string, unknown> | null;
  created_at: string | Date;
}
interface OfferRow {
  event_id: number;
  total_amount_cents: number;
  payments: number;
  first_payment_date: string | Date;
  phases: Phase[] | null;
}
interface DisclosureRow {
  event_id: number;
  text: string;
}
interface IntentRow {
  id: string;
  customer_document_id: number;
  status: string;
  created: string | number;
  amount: number;
  metadata: Record<string, unknown> | null;
}
interface CheckRow {
  customer_document_id: number;
  payout_id: number;
  method: 'ach' | 'check' | null;
  tracking_number: string | null;
  check_number: string | null;
  amount_cents: number | string;
  status: string;
  created_at: string | Date;
  paid_at: string | Date | null;
}
interface PlanRow {
  customer_document_id: number;
  status: string;
  total_cents: number;
  schedule: ScheduledPayment[] | null;
}

/** A listed document's read-model columns, as a row is built from them. */
function docOf(r: ListRow): RowSource['doc'] {
  return {
    id: r.id,
    userId: r.user_id,
    lawFirmId: r.law_firm_id,
    lawFirmName: r.law_firm_name,
    fileNumber: r.file_number,
    archivedByLawFirmOn: isoDay(r.archived_by_law_firm_on),
    customerName: r.rm_customer_name,
    email: r.rm_email,
    birthdate: isoDay(r.rm_birthdate),
    civilNumber: r.rm_civil_number,
    lawsuitState: r.rm_lawsuit_state,
    plaintiffName: r.rm_plaintiff_name,
    lawsuitAmountCents: r.rm_lawsuit_amount_cents,
    lawsuitExists: r.rm_lawsuit_exists,
    status: r.rm_status,
    statusDate: r.rm_status_date ? new Date(r.rm_status_date) : null,
    percentage: r.rm_offer_percentage,
    paymentsMade: r.rm_payments_made,
    paidCents: r.rm_paid_cents,
    collectedCents: r.rm_collected_cents,
    hasDebtAnswer: r.rm_has_debt_answer,
    hasDetailedData: r.rm_has_detailed_data,
  };
}

export interface ListRow {
  id: number;
  user_id: number;
  law_firm_id: number;
  law_firm_name: string;
  file_number: string | null;
  archived_by_law_firm_on: unknown;
  rm_customer_name: string | null;
  rm_email: string | null;
  rm_birthdate: unknown;
  rm_civil_number: string | null;
  rm_lawsuit_state: string | null;
  rm_plaintiff_name: string | null;
  rm_lawsuit_amount_cents: number | null;
  rm_lawsuit_exists: boolean;
  rm_status: string | null;
  rm_status_date: string | Date | null;
  rm_offer_percentage: string | null;
  rm_payments_made: number;
  rm_paid_cents: number;
  rm_collected_cents: number;
  rm_has_debt_answer: boolean;
  rm_has_detailed_data: boolean;
}
