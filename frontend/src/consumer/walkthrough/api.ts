import { http, send, serverMessages } from '../../shared/http';
import type { ReviewField } from '@parley/domain/walkthrough/validation';
import { WALKTHROUGH_MESSAGES } from '@parley/domain/walkthrough/validation';
import type { ExtractionStatus } from '@parley/domain/walkthrough/fields';

/** The walkthrough calls (docs/api/walkthrough.md). */

export type FieldStatus = 'untouched' | 'valid' | 'invalid';

export interface FieldView {
  value: unknown;
  source: 'saved' | 'extracted' | 'profile' | null;
  confidence: number | null;
  status: FieldStatus;
  error: string | null;
}

export interface WalkthroughView {
  document: {
    id: number;
    document_name: 'solosettle' | 'debt_answer';
    law_firm: { id: number; name: string; in_database: boolean } | null;
    case_id: number | null;
  };
  extraction_status: ExtractionStatus;
  lawsuit_exists: boolean;
  /** The settlement's lawsuit question: ask it, answered by the papers (skipped), answered, or not asked at all. */
  lawsuit_question: 'ask' | 'papers' | 'answered' | 'none';
  /** What the papers read so far say: court papers (true), a collector's letter (false), or nothing (null). */
  lawsuit_from_papers: boolean | null;
  labels: Record<ReviewField, string>;
  required: ReviewField[];
  steps: Record<ReviewField, FieldView>;
  missing: ReviewField[];
  invalid: Array<{ field: ReviewField; message: string }>;
  confirm_law_firm: { id: number | null; name: string } | null;
  confirm_plaintiff: { id: number | null; name: string } | null;
  court: { id?: number | null; name?: string; court_name?: string } | null;
  hardship: Record<string, { details: string | null }>;
  answer_details: { time_barred: boolean };
  /** The lawsuit's answer deadline and court date as the consumer entered them (YYYY-MM-DD), null when not given. */
  lawsuit_dates: LawsuitDates;
  consents_to_sms: boolean;
  accuracy_confirmed: boolean;
  current_step: string | null;
  /** An answer to a summons only: where, how and by when to file it. */
  filing: Filing | null;
  steps_order: string[];
}

/** Step `lawsuit_dates`: the consumer is reminded 7 and 2 days before each date. */
export interface LawsuitDates {
  answer_deadline: string | null;
  court_date: string | null;
}

/** Where a court's filings go: its clerk's full mailing address, or the state judiciary's court directory. */
export type WhereToFile =
  | { method: 'mail'; mailing_address: string }
  | { method: 'court_finder'; court_finder_url: string; judiciary: string };

/** How to file an answer to a summons: where, the steps, and by when (the state's usual deadline when known). */
export interface Filing {
  where_to_file: WhereToFile | null;
  deadline: string | null;
  where: string;
  how: string[];
  by_when: string;
}

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
