import { http, send, serverMessages } from '../../shared/http';
import { WALKTHROUGH_MESSAGES } from '@parley/domain/walkthrough/validation';

/** The walkthrough calls (docs/api/walkthrough.md). */

export type { FieldStatus, FieldView, Filing, LawsuitDates, WalkthroughView, WhereToFile } from '@parley/domain/contracts/api/walkthrough';
import type { WalkthroughView } from '@parley/domain/contracts/api/walkthrough';

/** The result of a save: null when saved, else the sentence to show (first server error or the generic one). */
export type SaveResult = string | null;

async function post(url: string, body: unknown): Promise<SaveResult> {
  try {
    const res = await send('POST', url, { body });
    if (res.ok) return null;
    return serverMessages(res.body)[0] ?? WALKTHROUGH_MESSAGES.saveFailed;
  } catch {
    return WALKTHROUGH_MESSAGES.saveFailed;
  }
}

export const walkthroughApi = {
  view: (id: number) => http.get<WalkthroughView>(`/api_controller/get_extracted_walk_through_step_responses/${id}`),
  save: (id: number, stepName: string, inputs: Record<string, unknown>, encrypted = false) =>
    post(`/api_controller/update_walk_through_step_response/${id}`, { step_name: stepName, inputs, encrypted }),
  savePhone: (id: number, phone: string, consentsToSms: boolean) =>
    post(`/api_controller/update_phone_number/${id}`, { phone_number: phone, consents_to_sms: consentsToSms }),
  create: (documentName: 'solosettle' | 'debt_answer') =>
    http.post<{ id: number; resume_url: string }>(`/customer_documents?document_name=${documentName}`),
  answerPdfUrl: (id: number) => `/api/debt_answers/${id}/answer_to_summons.pdf`,
  /** The states whose answer to a summons Parley can prepare. */
  supportedJurisdictions: () =>
    http.get<{ supported_jurisdictions: string[] }>('/api_controller/get_supported_jurisdictions').then(r => r.supported_jurisdictions),
  /** Removes the lawyer e-mails the consumer typed; null when done, else the sentence to show. */
  deleteLawyerEmails: async (id: number): Promise<string | null> => {
    try {
      await http.delete(`/api_controller/delete_lawyer_email/${id}`);
      return null;
    } catch {
      return WALKTHROUGH_MESSAGES.saveFailed;
    }
  },
};
