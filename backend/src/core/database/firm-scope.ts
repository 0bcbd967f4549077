import type { EntityManager, FilterQuery } from '@mikro-orm/core';

/**
 * Firm scoping: the ONE mechanism through which collector queries are limited to the user's law firm.
 *
 * Every firm-owned entity declares the `firm` filter (see `firmFilter`). The filter is on by default and has no
 * default parameters, so a query of a firm-owned entity made without an explicit scope throws instead of
 * returning every firm's rows (fail closed). The collector guard sets the parameters for the request; system code
 * (the worker, the seed, unauthenticated sign-in look-ups) opts out explicitly with `UNSCOPED`.
 */
export const FIRM_FILTER = 'firm';

export type FirmScopeParams = { allFirms: true } | { allFirms?: false; lawFirmId: number };

/** Query option that turns the firm filter off; use only where no collector is acting. */
export const UNSCOPED = { filters: { [FIRM_FILTER]: false } } as const;

/** Builds the filter declaration for an entity: `cond` maps the firm id to that entity's ownership condition. */
export function firmFilter<T>(ownedBy: (lawFirmId: number) => FilterQuery<T>) {
  return {
    name: FIRM_FILTER,
    default: true,
    cond: (params: FirmScopeParams) => (params.allFirms ? {} : ownedBy(params.lawFirmId)),
  };
}

/** Scopes the (request-context) entity manager to one firm, or to all firms for on-call admins. */
export function applyFirmScope(em: EntityManager, params: FirmScopeParams): void {
  em.setFilterParams(FIRM_FILTER, params);
}

/**
 * The scope the request's entity manager carries, for the few queries written in SQL (the accounts list, its
 * metrics and exports) that MikroORM filters cannot reach. Throws when no scope was set: fail closed, as the filter does.
 */
export function firmScopeOf(em: EntityManager): FirmScopeParams {
  const params = em.getFilterParams<FirmScopeParams>(FIRM_FILTER);
  if (!params || (!params.allFirms && typeof params.lawFirmId !== 'number')) {
    throw new Error('no firm scope on this entity manager: a SQL query of firm-owned rows needs one');
  }
  return params;
}
