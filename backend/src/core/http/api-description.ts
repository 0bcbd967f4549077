import { RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, MODULE_METADATA, PATH_METADATA, REDIRECT_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { z } from 'zod';
import { RowIdPipe } from './row-id.pipe';

/**
 * The API description (OpenAPI 3.1), read from what Nest itself routes by: the controllers of a module tree, their
 * path and method decorators, and the zod schemas of their parameters' pipes (`@Body(Valid(S))`, `@Query(Valid(S))`,
 * or a pipe that carries the schema it checks against as `schema`). The schemas are the ones in
 * `@parley/domain/contracts`, so the description, the validation and the pages never disagree.
 *
 * A route that reads a body or query value no schema describes (`@Body()`, `@Query('x')` without a schema pipe) is
 * listed in `problems`: `api-description.spec.ts` fails on any, naming the route and the input.
 *
 * What a route answers on success is declared on the handler with `@Answers(schema)` (a JSON answer, its zod schema
 * from the contracts too), `@AnswersFile(mediaType, description)` (CSV, PDF, HTML, a file), `@AnswersRedirect(...)`
 * or `@AnswersNothing(...)` (no body). A route with none has no `answer`; `api-docs.spec.ts` fails on it.
 */

/** Something that may carry a zod schema: `ZodValidationPipe`, `SignUpPipe`, `RuleBody`. */
type SchemaCarrier = { schema?: unknown };

export interface DescribedRoute {
  method: string;
  /** Nest's path syntax: `/api/accounts/:id`. */
  path: string;
  controller: string;
  handler: string;
  body?: z.ZodType;
  /** Body fields validated one by one (`@Body('field', Valid(S))`). */
  bodyFields: Record<string, z.ZodType>;
  query?: z.ZodType;
  queryFields: Record<string, z.ZodType>;
  /** Path parameters and whether each is a row id (a positive integer; anything else is a 404). */
  params: Record<string, 'row_id' | 'string'>;
  /** Inputs the handler reads that no schema describes: "body", "query field id", ... */
  problems: string[];
  /** The status of a successful answer (Nest's: 201 for POST, 200 otherwise, or the handler's `@HttpCode`). */
  status: number;
  /** What a successful answer holds; undefined when the handler declares nothing. */
  answer?: AnswerDescription;
}

/** What a route answers on success. */
export type AnswerDescription =
  | { kind: 'json'; schema: z.ZodType; description?: string }
  | { kind: 'file'; mediaTypes: string[]; description: string }
  | { kind: 'redirect'; description: string; status: number }
  | { kind: 'nothing'; description: string };

const ANSWER = 'parley:api-answer';

const answerDecorator =
  (answer: AnswerDescription): MethodDecorator =>
  (_target, _key, descriptor) => {
    Reflect.defineMetadata(ANSWER, answer, descriptor.value as object);
    return descriptor;
  };

/** The JSON answer of a route, as its zod schema (a shape from `@parley/domain/contracts`). */
export const Answers = (schema: z.ZodType, description?: string): MethodDecorator => answerDecorator({ kind: 'json', schema, description });

/** An answer that is not JSON: a CSV, a PDF, an HTML page, an image; its media types and what it holds. */
export const AnswersFile = (mediaTypes: string | string[], description: string): MethodDecorator =>
  answerDecorator({ kind: 'file', mediaTypes: [mediaTypes].flat(), description });

/** A route that answers with a redirect (its Location says where). */
export const AnswersRedirect = (description: string, status = 302): MethodDecorator =>
  answerDecorator({ kind: 'redirect', description, status });

/** A route that answers with no body (204, or a bare status). */
export const AnswersNothing = (description: string): MethodDecorator => answerDecorator({ kind: 'nothing', description });

/** The answer a handler declares (for the description and for the tests that check answers against it). */
export function answerOf(handler: unknown): AnswerDescription | undefined {
  return typeof handler === 'function' ? (Reflect.getMetadata(ANSWER, handler) as AnswerDescription | undefined) : undefined;
}

/** A raw body documented on the handler, for routes whose body is not parsed as JSON (signed webhooks). */
const RAW_BODY = 'parley:api-raw-body';

/** Documents a body the handler reads raw (a signed webhook checks the exact bytes before parsing them). */
export const RawBody =
  (schema: z.ZodType, description: string): MethodDecorator =>
  (_target, _key, descriptor) => {
    Reflect.defineMetadata(RAW_BODY, { schema, description }, descriptor.value as object);
    return descriptor;
  };

type ModuleRef = Type | { module: Type; imports?: ModuleRef[]; controllers?: Type[] } | { forwardRef: () => ModuleRef } | Promise<unknown>;

/** Every controller of a module tree, each once, in the order the modules are imported. */
export function controllersOf(root: ModuleRef): Type[] {
  const seen = new Set<unknown>();
  const found: Type[] = [];
  const visit = (ref: ModuleRef | undefined) => {
    if (!ref || ref instanceof Promise) return;
    if ('forwardRef' in ref && typeof ref.forwardRef === 'function') return visit(ref.forwardRef());
    const dynamic = typeof ref === 'object' && 'module' in ref ? ref : null;
    const cls = (dynamic ? dynamic.module : ref) as Type;
    const key = dynamic ?? cls;
    if (seen.has(key)) return;
    seen.add(key);
    const imports = [...((Reflect.getMetadata(MODULE_METADATA.IMPORTS, cls) ?? []) as ModuleRef[]), ...(dynamic?.imports ?? [])];
    const controllers = [...((Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, cls) ?? []) as Type[]), ...(dynamic?.controllers ?? [])];
    for (const c of controllers) if (!found.includes(c)) found.push(c);
    for (const i of imports) visit(i);
  };
  visit(root);
  return found;
}

const isZod = (v: unknown): v is z.ZodType => v instanceof z.ZodType;

function schemaOf(pipes: unknown[] | undefined): z.ZodType | undefined {
  for (const pipe of pipes ?? []) {
    const schema = (pipe as SchemaCarrier | null)?.schema;
    if (isZod(schema)) return schema;
  }
  return undefined;
}

const join = (...parts: string[]) => `/${parts.filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** The routes of these controllers, with their schemas. */
export function describeRoutes(controllers: Type[]): DescribedRoute[] {
  const routes: DescribedRoute[] = [];
  for (const controller of controllers) {
    const bases = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
    const proto = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (method === undefined || paths === undefined) continue;
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { data?: unknown; pipes?: unknown[] }>;
      const redirect = Reflect.getMetadata(REDIRECT_METADATA, handler) as { statusCode?: number } | undefined;
      const base: Omit<DescribedRoute, 'method' | 'path'> = {
        controller: controller.name,
        handler: name,
        bodyFields: {},
        queryFields: {},
        params: {},
        problems: [],
        status:
          (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
          (redirect ? (redirect.statusCode ?? 302) : method === RequestMethod.POST ? 201 : 200),
        answer: answerOf(handler),
      };
      for (const [key, arg] of Object.entries(args)) {
        const type = Number(key.split(':')[0]);
        const schema = schemaOf(arg.pipes);
        const field = typeof arg.data === 'string' ? arg.data : undefined;
        if (type === RouteParamtypes.BODY) {
          if (field) {
            if (schema) base.bodyFields[field] = schema;
            else base.problems.push(`body field ${field}`);
          } else if (schema) base.body = schema;
          else base.problems.push('body');
        } else if (type === RouteParamtypes.QUERY) {
          if (field) {
            if (schema) base.queryFields[field] = schema;
            else base.problems.push(`query field ${field}`);
          } else if (schema) base.query = schema;
          else base.problems.push('query');
        } else if (type === RouteParamtypes.PARAM && field) {
          base.params[field] = arg.pipes?.some((p) => p instanceof RowIdPipe) ? 'row_id' : 'string';
        }
      }
      const raw = Reflect.getMetadata(RAW_BODY, handler) as { schema: z.ZodType } | undefined;
      if (raw) base.body = raw.schema;
      for (const b of bases)
        for (const p of [paths].flat()) {
          const path = join(b, p);
          for (const m of path.match(/:\w+/g) ?? []) base.params[m.slice(1)] ??= 'string';
          routes.push({ ...base, method: RequestMethod[method], path, params: { ...base.params }, problems: [...base.problems] });
        }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of what a client sends (the schema's input side: before defaults and transforms), or of what the
 * server answers (the output side: an answer's objects hold no other properties).
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** The success answer of an operation: its status and what its body holds. */
function successAnswer(route: DescribedRoute): Record<string, JsonSchema> {
  const answer = route.answer;
  if (!answer) return { '2XX': { description: 'Done; the answer is not described yet.' } };
  const status = String(route.status);
  switch (answer.kind) {
    case 'json':
      return {
        [status]: {
          description: answer.description ?? 'Done.',
          content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } },
        },
      };
    case 'file':
      return {
        [status]: {
          description: answer.description,
          content: Object.fromEntries(answer.mediaTypes.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
        },
      };
    case 'redirect':
      return {
        [/^3\d\d$/.test(status) ? status : String(answer.status)]: {
          description: answer.description,
          headers: { Location: { description: 'Where the client is sent.', schema: { type: 'string' } } },
        },
      };
    case 'nothing':
      return { [status]: { description: answer.description } };
  }
}

function objectOf(fields: Record<string, z.ZodType>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(fields)) properties[name] = jsonSchema(schema);
  return { type: 'object', properties };
}

/** Query parameters: one per property of the query's object schema. */
function queryParameters(route: DescribedRoute): JsonSchema[] {
  const params: JsonSchema[] = [];
  const add = (name: string, schema: JsonSchema, required: boolean) =>
    params.push({ name, in: 'query', required, schema, ...(name.includes('[') || schema.type === 'object' ? { style: 'deepObject', explode: true } : {}) });
  if (route.query) {
    const q = jsonSchema(route.query);
    const required = new Set((q.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((q.properties as Record<string, JsonSchema>) ?? {})) add(name, schema, required.has(name));
  }
  for (const [name, schema] of Object.entries(route.queryFields)) add(name, jsonSchema(schema), false);
  return params;
}

/** The names of the query parameters a route reads (what its schemas describe). */
export function queryNames(route: DescribedRoute): string[] {
  return queryParameters(route).map((p) => p.name as string);
}

const ERROR_ANSWER = {
  type: 'object',
  properties: { error: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } } },
  required: ['error'],
} as const;

const tagOf = (controller: string) =>
  controller
    .replace(/Controller$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** The OpenAPI 3.1 document of these routes. Deterministic: the same routes and schemas give the same bytes. */
export function openApiDocument(routes: DescribedRoute[], info: { title: string; version: string; description: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const usedIds = new Set<string>();
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    let operationId = `${route.controller.replace(/Controller$/, '')}.${route.handler}`;
    for (let n = 2; usedIds.has(operationId); n++) operationId = `${route.controller.replace(/Controller$/, '')}.${route.handler}${n}`;
    usedIds.add(operationId);
    const parameters = [
      ...Object.entries(route.params).map(([name, kind]) => ({
        name,
        in: 'path',
        required: true,
        schema: kind === 'row_id' ? { type: 'integer', minimum: 1, maximum: 2_147_483_647 } : { type: 'string' },
      })),
      ...queryParameters(route),
    ];
    const hasBody = route.body || Object.keys(route.bodyFields).length;
    const body = route.body ? jsonSchema(route.body) : objectOf(route.bodyFields);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId,
      tags: [tagOf(route.controller)],
      ...(parameters.length ? { parameters } : {}),
      ...(hasBody ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
      responses: {
        ...successAnswer(route),
        ...(hasBody || parameters.some((p) => p.in === 'query')
          ? { '422': { description: 'The input broke a rule: the sentences say which.', content: { 'application/json': { schema: ERROR_ANSWER } } } }
          : {}),
      },
    };
  }
  return { openapi: '3.1.0', info, paths };
}
