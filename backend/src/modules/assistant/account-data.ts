import type { EntityManager } from '@mikro-orm/postgresql';
import type { KnowledgeSource } from '../../integrations/llm/llm.port';
import { formatCents } from './domain/format';
import type { ScheduledPayment } from '@parley/domain/negotiation';
import { summarizePlan } from '../accounts/payment-plan-summary';

/**
 * What the assistant may know about the consumer asking: their profile, their own customer documents and payment
 * plans, and their editor documents. Read-only, always filtered by the consumer's own user id. The documents and
 * plans tables belong to the accounts module (read-only here).
 */
export interface AccountData {
  name: string | null;
  lawsuitState: string | null;
  documents: Array<{
    id: number;
    documentName: string | null;
    plaintiffName: string | null;
    lawsuitState: string | null;
    currentAction: string | null;
  }>;
  paymentPlans: Array<{
    documentId: number;
    nextPaymentDate: string | null;
    nextPaymentCents: number | null;
    balanceCents: number | null;
  }>;
  generatedDocuments: Array<{ id: number; title: string }>;
}

/** Runs in the caller's transaction when there is one. */
function query<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T> {
  return em.getConnection().execute<T & object>(sql, params, 'all', em.getTransactionContext()) as Promise<T>;
}

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const num = (v: unknown): number | null =>
  v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);

export async function readAccountData(em: EntityManager, userId: number): Promise<AccountData> {
  const [user] = await query<Array<{ first_name: string | null; last_name: string | null }>>(
    em,
    'select first_name, last_name from users where id = ?',
    [userId],
  );
  const data: AccountData = {
    name: [user?.first_name, user?.last_name].filter(Boolean).join(' ') || null,
    lawsuitState: null,
    documents: [],
    paymentPlans: [],
    generatedDocuments: [],
  };
  // The consumer's own documents (with the case facts) and payment plans; always filtered by their user id.
  const rows = await query<Array<Record<string, unknown>>>(
    em,
    `select d.id, d.document_name, d.rm_current_action, d.rm_paid_cents, c.lawsuit_state, c.plaintiff_name,
            p.status as plan_status, p.total_cents as plan_total_cents, p.schedule as plan_schedule
       from customer_documents d
       left join cases c on c.id = d.case_id
       left join payment_plans p on p.customer_document_id = d.id
      where d.user_id = ? order by d.id limit 20`,
    [userId],
  );
  for (const r of rows) {
    data.documents.push({
      id: Number(r.id),
      documentName: str(r.document_name),
      plaintiffName: str(r.plaintiff_name),
      lawsuitState: str(r.lawsuit_state),
      currentAction: str(r.rm_current_action),
    });
    if (r.plan_status && r.plan_status !== 'pending') {
      const paid = num(r.rm_paid_cents) ?? 0;
      const total = num(r.plan_total_cents) ?? 0;
      const summary = summarizePlan((r.plan_schedule as ScheduledPayment[]) ?? [], total, paid);
      data.paymentPlans.push({
        documentId: Number(r.id),
        nextPaymentDate: summary.next_payment_date,
        nextPaymentCents: summary.next_payment_amount,
        balanceCents: Math.max(0, total - paid),
      });
    }
  }
  data.lawsuitState = data.documents.find((d) => d.lawsuitState)?.lawsuitState ?? null;
  if (!data.lawsuitState) {
    const [p] = await query<Array<{ state: string | null }>>(
      em,
      'select state from consumer_profiles where user_id = ?',
      [userId],
    );
    data.lawsuitState = p?.state ?? null;
  }
  const gen = await query<Array<{ id: number; title: string }>>(
    em,
    'select id, title from document_generations where user_id = ? order by updated_at desc limit 5',
    [userId],
  );
  data.generatedDocuments = gen;
  return data;
}

const DOCUMENT_LABELS: Record<string, string> = {
  debt_answer: 'an answer to a lawsuit',
  solosettle: 'a settlement',
  document_generation: 'a written document',
};

/** The account as sentences the drivers can quote (and the offline driver matches against the question). */
export function accountSources(data: AccountData): KnowledgeSource[] {
  const lines: string[] = [];
  if (data.name) lines.push(`Your name on Parley is ${data.name}.`);
  for (const d of data.documents) {
    const what = DOCUMENT_LABELS[d.documentName ?? ''] ?? 'a document';
    const against = d.plaintiffName ? ` with ${d.plaintiffName}` : '';
    const where = d.lawsuitState ? ` in ${d.lawsuitState}` : '';
    const step = d.currentAction ? ` Its current step is ${d.currentAction.replace(/_/g, ' ')}.` : '';
    lines.push(`You have ${what}${against}${where} (document ${d.id}).${step}`);
  }
  for (const p of data.paymentPlans) {
    const next = p.nextPaymentDate
      ? `Your next payment${p.nextPaymentCents !== null ? ` of ${formatCents(p.nextPaymentCents)}` : ''} is due on ${p.nextPaymentDate.slice(0, 10)}.`
      : '';
    const balance =
      p.balanceCents !== null ? ` Your payment plan balance remaining is ${formatCents(p.balanceCents)}.` : '';
    if (next || balance) lines.push(`${next}${balance}`.trim());
  }
  for (const g of data.generatedDocuments) lines.push(`You are writing a document titled "${g.title}" in the editor.`);
  return lines.length ? [{ kind: 'account', title: 'Your account', text: lines.join(' ') }] : [];
}
