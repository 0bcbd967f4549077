import { CSRF_HEADER, ensureCsrfToken } from '../../shared/http';
import { COLLECTOR_API } from '../api';
import { download } from './accounts-api';

/** The three PDFs of an account: POST {customer_document_id}, a PDF back. */
export type DocumentLink = 'render_document' | 'settlement_agreement' | 'debt_answer_document';

const FALLBACK_NAME: Record<DocumentLink, (id: number | string) => string> = {
  render_document: (id) => `authorization_letter_${id}.pdf`,
  settlement_agreement: (id) => `settlement_agreement_${id}.pdf`,
  debt_answer_document: (id) => `answer_to_summons_${id}.pdf`,
};

/** Downloads one document; throws ApiError (with the server's sentence) or NetworkError like every download. */
export async function downloadDocument(link: DocumentLink, customerDocumentId: number | string): Promise<string> {
  const token = await ensureCsrfToken();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/pdf, application/json',
  };
  if (token) headers[CSRF_HEADER] = token;
  return download(`${COLLECTOR_API}/${link}`, FALLBACK_NAME[link](customerDocumentId), {
    method: 'POST',
    headers,
    body: JSON.stringify({ customer_document_id: customerDocumentId }),
  });
}
