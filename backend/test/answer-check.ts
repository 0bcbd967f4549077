import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import type { z } from 'zod';
import { answerOf } from '../src/core/http/api-description';

/**
 * The integration tests' check that every route answers what its answer schema says: each 2xx JSON answer of a
 * route declared with `@Answers(schema)` is read as the client reads it (its JSON text parsed back) and parsed with
 * the schema. A missing or mistyped field, or a field the schema does not name (a renamed one), turns the answer into
 * a 500 naming the route and the difference, and fails the test that made the request (see answer-check.setup.ts),
 * whether or not the test looks at the answer.
 */

export interface AnswerMismatch {
  route: string;
  problem: string;
}

const KEY = Symbol.for('parley.answer-mismatches');
/** Mismatches seen in this test file's process, in order (the setup file reads and clears them). */
export function answerMismatches(): AnswerMismatch[] {
  const g = globalThis as unknown as Record<symbol, AnswerMismatch[]>;
  return (g[KEY] ??= []);
}

const where = (path: PropertyKey[]) => (path.length ? path.map(String).join('.') : '(the answer)');

/** The first property the client received that the schema's output does not hold (the schema stripped it). */
function extraProperty(received: unknown, parsed: unknown, path: PropertyKey[] = []): string | null {
  if (Array.isArray(received) && Array.isArray(parsed)) {
    for (let i = 0; i < received.length; i++) {
      const found = extraProperty(received[i], parsed[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (received && typeof received === 'object' && parsed && typeof parsed === 'object') {
    for (const [key, value] of Object.entries(received)) {
      if (!(key in parsed)) return `${where([...path, key])} is not in the schema`;
      const found = extraProperty(value, (parsed as Record<string, unknown>)[key], [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** What is wrong with this answer for this schema, or null. */
export function answerProblem(schema: z.ZodType, body: unknown): string | null {
  const received = body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown);
  const result = schema.safeParse(received);
  if (!result.success)
    return result.error.issues
      .slice(0, 5)
      .map((i) => `${where(i.path)}: ${i.message}`)
      .join('; ');
  return extraProperty(received, result.data);
}

@Injectable()
export class AnswerCheck implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const answer = ctx.getType() === 'http' ? answerOf(ctx.getHandler()) : undefined;
    if (answer?.kind === 'json') {
      const req = ctx.switchToHttp().getRequest<Request>();
      const res = ctx.switchToHttp().getResponse<Response>();
      const send = res.json.bind(res);
      res.json = (body: unknown) => {
        if (res.statusCode < 200 || res.statusCode > 299) return send(body);
        const problem = answerProblem(answer.schema, body);
        if (!problem) return send(body);
        const route = `${req.method} ${(req.route as { path?: string } | undefined)?.path ?? req.path}`;
        answerMismatches().push({ route, problem });
        res.status(500);
        return send({ error: `The answer of ${route} does not match its schema: ${problem}`, answer: body });
      };
    }
    return next.handle();
  }
}
