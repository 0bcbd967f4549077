import type { z } from 'zod';
import { apiRoutes } from '../../src/api-docs';

export interface RouteSchemas {
  /** The zod schema of the whole body (`@Body(Valid(S))`, or the documented raw body of a signed webhook). */
  body?: z.ZodType;
  /** The zod schema of the whole query string (`@Query(Valid(S))`). */
  query?: z.ZodType;
}

/**
 * The request schemas of every route the api process can serve, keyed like the route table
 * ("POST /collectors/api/login"): the routes and schemas of the API description (`apiRoutes()`, the same reading of
 * Nest's metadata the OpenAPI document is made from), so a new endpoint's schema is found by existing and the tests
 * check what the description says. A body or query validated one field at a time (`@Body('field', Valid(S))`) has
 * no whole-input schema here.
 */
export function routeSchemas(): Map<string, RouteSchemas> {
  return new Map(apiRoutes().map((r): [string, RouteSchemas] => [`${r.method} ${r.path}`, { body: r.body, query: r.query }]));
}
