import { EntityManager } from '@mikro-orm/postgresql';
import {
  CallHandler,
  ConflictException,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  UnprocessableEntityException,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { Request, Response } from 'express';
import { createHmac } from 'node:crypto';
import { from, lastValueFrom, Observable } from 'rxjs';
import { config } from '../config/config';
import { FieldCipher } from '../security/encryption';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still being processed. Please wait and try again.';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const KEY_INVALID = 'The Idempotency-Key header must be 1 to 255 visible characters.';
const KEPT_MS = 24 * 3600 * 1000;
/**
 * A claim still unanswered after this long belongs to a request that died with its process (a crash, a deploy): the
 * next request with the key takes it over instead of being told "still being processed" for a day.
 */
const ABANDONED_MS = 5 * 60 * 1000;
/** Refusals not kept: invalid input (nothing ran; the client may correct it and send again) and "too many, wait". */
const NOT_KEPT = new Set([408, 422, 429]);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `Idempotency-Key` on any write by a signed-in user (payments and negotiation commands are the reason): the first
 * request with a key runs and its answer is kept (2xx and 4xx; not a 5xx, nor 422 invalid input or 429, so those
 * may be retried or corrected under the same key); the same key with the same request replays that answer without
 * running anything, while it is still running the second gets 409, and with a different request 422. The claim is a
 * row inserted before the handler runs (unique per user and key), so of 20 identical requests sent at once exactly
 * one runs; a claim left unanswered by a process that died is taken over after ABANDONED_MS. Without the header
 * nothing changes; the commands' own guards (version checks, unique claims) still stop doubles.
 *
 * Kept answers may hold secrets (a revealed SSN, a new API token): they are stored encrypted (FieldCipher), and the
 * request is fingerprinted with an HMAC, not a bare hash of a body that may carry a password.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: FieldCipher,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request>();
    const key = req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !WRITES.has(req.method) || !req.user) return next.handle();
    const declared = Reflect.getMetadata(HTTP_CODE_METADATA, ctx.getHandler()) as number | undefined;
    return from(this.run(req, ctx.switchToHttp().getResponse<Response>(), key, next, declared));
  }

  private async run(req: Request, res: Response, key: string, next: CallHandler, declaredStatus?: number): Promise<unknown> {
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new UnprocessableEntityException({ error: KEY_INVALID, errors: [KEY_INVALID] });
    const userId = req.user!.id;
    const fingerprint = createHmac('sha256', config().sessionSecret)
      .update(`${req.method} ${req.path}\n${JSON.stringify(req.body ?? null)}`)
      .digest('hex');
    const conn = this.em.getConnection();
    // Claimed anew: a key never seen, one older than a day, or a claim abandoned by a process that died. The row
    // keeps its id when taken over, so later writes name the claim by id and creation time (`stamp`).
    const claimed = await conn.execute<Array<{ id: number; stamp: string }>>(
      `insert into idempotency_keys (user_id, key, fingerprint) values (?, ?, ?)
       on conflict (user_id, key) do update set fingerprint = excluded.fingerprint, status_code = null, response_body = null,
         created_at = clock_timestamp(), completed_at = null
       where idempotency_keys.created_at < now() - make_interval(secs => ?)
          or (idempotency_keys.status_code is null and idempotency_keys.created_at < now() - make_interval(secs => ?))
       returning id, created_at::text as stamp`,
      [userId, key, fingerprint, KEPT_MS / 1000, ABANDONED_MS / 1000],
    );
    if (claimed.length === 0) {
      const [prior] = await conn.execute<Array<{ fingerprint: string; status_code: number | null; response_body: unknown }>>(
        'select fingerprint, status_code, response_body from idempotency_keys where user_id = ? and key = ?',
        [userId, key],
      );
      // No row: the first request with this key failed and freed it a moment ago; the client may simply send again.
      if (!prior) throw new ConflictException({ error: KEY_IN_PROGRESS });
      if (prior.fingerprint !== fingerprint) throw new UnprocessableEntityException({ error: KEY_REUSED, errors: [KEY_REUSED] });
      if (prior.status_code === null) throw new ConflictException({ error: KEY_IN_PROGRESS });
      res.setHeader('Idempotent-Replayed', 'true');
      const kept = this.opened(prior.response_body);
      // A kept refusal is raised again, so the error filter shapes it exactly as the first time.
      if (prior.status_code >= 400) throw new HttpException(kept as object, prior.status_code);
      res.status(prior.status_code);
      return kept;
    }
    const { id, stamp } = claimed[0];
    const keep = (status: number, body: unknown) =>
      conn.execute(
        'update idempotency_keys set status_code = ?, response_body = cast(? as jsonb), completed_at = now() where id = ? and created_at::text = ?',
        [status, JSON.stringify(this.cipher.encrypt(JSON.stringify(body ?? null))), id, stamp],
      );
    const release = () =>
      conn.execute('delete from idempotency_keys where id = ? and created_at::text = ?', [id, stamp]).catch(() => undefined);
    try {
      const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
      if (res.headersSent) {
        // The handler wrote the response itself (a file): nothing to replay, so the key is not kept.
        await release();
        return body;
      }
      // The status that will be sent: Nest sets the route's own (@HttpCode, else 201 for POST) on the response
      // before interceptors run, and a handler may change it; the fallback only guards against a 200 left unset.
      const status = res.statusCode !== 200 ? res.statusCode : (declaredStatus ?? (req.method === 'POST' ? 201 : 200));
      await keep(status, body);
      return body;
    } catch (err) {
      if (err instanceof HttpException && err.getStatus() < 500 && !NOT_KEPT.has(err.getStatus())) {
        await keep(err.getStatus(), err.getResponse());
      } else {
        // Not an answer worth keeping (a failure, invalid input, "too many"): free the key so the client may retry.
        await release();
      }
      throw err;
    }
  }

  /** A kept answer as it was sent (stored encrypted; see the class comment). */
  private opened(stored: unknown): unknown {
    return typeof stored === 'string' && stored.startsWith('v1.') ? JSON.parse(this.cipher.decrypt(stored)) : stored;
  }
}
