import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../src/core/http/zod-validation.pipe';

export interface RouteSchemas {
  /** The zod schema of the whole body (`@Body(Valid(S))`), when the handler has one. */
  body?: z.ZodType;
  /** The zod schema of the whole query string (`@Query(Valid(S))`). */
  query?: z.ZodType;
}

/**
 * The request schemas of every controller method, keyed like the route table ("POST /collectors/api/login"), read
 * from Nest's own metadata (the path and method decorators, and the `Valid(...)` pipes of the parameters), so a new
 * endpoint's schema is found by existing.
 */
export function routeSchemas(app: INestApplication): Map<string, RouteSchemas> {
  const found = new Map<string, RouteSchemas>();
  const modules = app.get(ModulesContainer, { strict: false });
  for (const mod of modules.values())
    for (const wrapper of mod.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const bases = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const paths = [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[];
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { data?: unknown; pipes?: unknown[] }>;
        const schemas: RouteSchemas = {};
        for (const [key, arg] of Object.entries(args)) {
          const type = Number(key.split(':')[0]);
          const pipe = arg.pipes?.find((p): p is ZodValidationPipe<z.ZodType> => p instanceof ZodValidationPipe);
          // `@Body('field', ...)` validates one field: not the whole body's schema.
          if (!pipe || arg.data !== undefined) continue;
          const schema = (pipe as unknown as { schema: z.ZodType }).schema;
          if (type === RouteParamtypes.BODY) schemas.body = schema;
          if (type === RouteParamtypes.QUERY) schemas.query = schema;
        }
        for (const base of bases)
          for (const path of paths) {
            const joined = `/${[base, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '') || '/';
            found.set(`${RequestMethod[method]} ${joined}`, schemas);
          }
      }
    }
  return found;
}
