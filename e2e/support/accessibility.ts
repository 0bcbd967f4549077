import type { Page } from 'playwright-core';

/** Shared by the accessibility journeys (collector and consumer). */

/** The demo provider settles a charge on the worker's payments clock (a few seconds). */
export const SETTLE = 60_000;

/** The accessible name of the focused element as a screen reader starts it (its label, else its text). */
export function focusedName(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? undefined)?.trim();
  });
}

/** The class names of the endlessly repeating animations inside the focused element (a pulsing focus ring). */
export function pulsingAround(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity)
      .map((a) => (a.effect as KeyframeEffect | null)?.target)
      .filter((el): el is Element => !!el && !!document.activeElement?.contains(el))
      .map((el) => String(el.className)),
  );
}

/** A small but real PDF (the server checks the magic bytes). */
export function pdf(name: string) {
  const body = ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF'].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

export interface Row {
  id: number;
  current_action: { type: string } | null;
}
export interface CurrentActionAnswer {
  current_action: { params: { offer?: { first_payment_date: string }; disputed?: boolean } } | null;
  valid_first_payment_date: string;
}

/** Accounts of the signed-in collector's firm waiting on each step the negotiation panel shows a form for. */
export async function accountsByStep(page: Page): Promise<{ acceptable: number; paymentDetails: number; agreementUpload: number }> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path);
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
    return (await response.json()) as T;
  };
  const rows = (await get<{ customer_info: Row[] }>('/collectors/api/apply_filters?num_pages=4')).customer_info;
  const byType = (type: string) => rows.filter((r) => r.current_action?.type === type).map((r) => r.id);
  let acceptable: number | undefined;
  for (const id of byType('accept_or_counteroffer')) {
    const answer = await get<CurrentActionAnswer>(`/collectors/api/get_current_action?customer_document_id=${id}`);
    const offer = answer.current_action?.params.offer;
    if (offer && !answer.current_action!.params.disputed && offer.first_payment_date >= answer.valid_first_payment_date) {
      acceptable = id;
      break;
    }
  }
  const [paymentDetails] = byType('request_payment_details');
  const [agreementUpload] = byType('request_settlement_agreement');
  if (!acceptable || !paymentDetails || !agreementUpload) throw new Error('the firm has no account at one of the steps');
  return { acceptable, paymentDetails, agreementUpload };
}
