import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { WalkthroughResponses, WalkthroughService } from '../walkthrough';
import {
  FILL_MESSAGES,
  fillRefused,
  fillSaved,
  planFill,
  type CurrentFacts,
  type FunctionOutcome,
} from './domain/functions';

/** Runs in the caller's transaction when there is one. */
function query<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T> {
  return em.getConnection().execute<T & object>(sql, params, 'all', em.getTransactionContext()) as Promise<T>;
}

/** A walkthrough page's path: /solosettles/12, /debt_answers/12/review. */
const WALKTHROUGH_PAGE = /^\/(?:solosettles|debt_answers)\/(\d{1,12})(?:\/|$)/;

/**
 * The assistant's fill-a-field: the value goes through the walkthrough's own step save (the call the review page
 * makes, with its rules and sentences), on the walkthrough open on the consumer's page, else their latest
 * settlement or answer. The outcome carries the value as stored, read back after the save, so the answer and the
 * page show what was really kept.
 */
@Injectable()
export class FieldFill {
  constructor(
    private readonly walkthrough: WalkthroughService,
    private readonly responses: WalkthroughResponses,
  ) {}

  async fill(
    em: EntityManager,
    userId: number,
    page: string | null,
    fieldName: string,
    value: string,
  ): Promise<FunctionOutcome> {
    const doc = await this.target(em, userId, page);
    const plan = planFill(fieldName, value, await this.current(em, userId));
    if (!plan.ok) return { ok: false, error: fillRefused(plan.label, plan.error) };
    if (!doc) return { ok: false, error: fillRefused(plan.label, FILL_MESSAGES.noDocument) };
    try {
      await this.walkthrough.update({ id: userId }, doc.id, { step_name: plan.step, inputs: plan.inputs }, em);
    } catch (e) {
      if (e instanceof UnprocessableEntityException) return { ok: false, error: fillRefused(plan.label, sentenceOf(e)) };
      throw e;
    }
    const stored = (await this.responses.read(em.fork(), doc.id))[plan.step];
    return {
      ok: true,
      result: {
        message: fillSaved(plan, stored, doc.document_name),
        field_name: plan.step,
        value: stored,
        document_id: doc.id,
      },
    };
  }

  /** The walkthrough on the page when it is the consumer's own, else their latest one; always by their user id. */
  private async target(
    em: EntityManager,
    userId: number,
    page: string | null,
  ): Promise<{ id: number; document_name: string } | null> {
    const onPage = page ? WALKTHROUGH_PAGE.exec(page) : null;
    if (onPage) {
      const [doc] = await query<Array<{ id: number; document_name: string }>>(
        em,
        'select id, document_name from customer_documents where id = ? and user_id = ?',
        [Number(onPage[1]), userId],
      );
      if (doc) return doc;
    }
    const [latest] = await query<Array<{ id: number; document_name: string }>>(
      em,
      'select id, document_name from customer_documents where user_id = ? order by id desc limit 1',
      [userId],
    );
    return latest ?? null;
  }

  private async current(em: EntityManager, userId: number): Promise<CurrentFacts> {
    const [row] = await query<Array<Record<string, string | null>>>(
      em,
      `select u.first_name, u.last_name, p.street, p.city, p.state, p.zip_code
         from users u left join consumer_profiles p on p.user_id = u.id where u.id = ?`,
      [userId],
    );
    return {
      firstName: row?.first_name ?? null,
      lastName: row?.last_name ?? null,
      address: {
        customer_street: row?.street ?? '',
        customer_city: row?.city ?? '',
        customer_state: row?.state ?? '',
        customer_zip_code: row?.zip_code ?? '',
      },
    };
  }
}

/** The rule's sentence a refused save answered with. */
function sentenceOf(e: HttpException): string {
  const body = e.getResponse() as { error?: unknown; errors?: unknown };
  if (typeof body?.error === 'string') return body.error;
  if (Array.isArray(body?.errors) && typeof body.errors[0] === 'string') return body.errors[0];
  return e.message;
}
