/**
 * The facts a walkthrough collects. The extraction job proposes
 * values for some of them from the consumer's papers; the consumer reviews and saves each one. Shared by the
 * extraction job, the walkthrough API and the review page.
 */
export const EXTRACTED_FIELDS = [
  'customer_name',
  'lawsuit_state',
  /** Cents. */
  'lawsuit_amount',
  'civil_number',
  /** A list of e-mail addresses (the page joins them with ';'). */
  'lawyer_email',
  'law_firm_name',
  'plaintiff_name',
  /** The court named on the papers (a name; the consumer confirms it through the court search). */
  'court_name',
  /** {customer_street, customer_city, customer_state, customer_zip_code} */
  'customer_mailing_address',
  'customer_phone_number',
  /**
   * true when the papers are court papers (a summons, a complaint, a petition: a case number or a court in the
   * caption), false when they are a collector's letter with neither. Answers the walkthrough's lawsuit question.
   */
  'lawsuit_exists',
] as const;

export type ExtractedField = (typeof EXTRACTED_FIELDS)[number];

export interface MailingAddress {
  customer_street: string;
  customer_city: string;
  customer_state: string;
  customer_zip_code: string;
}

/** One fact found in the papers. Confidence is 0..1: how sure the rule (or model) that found it is. */
export interface ExtractedFact {
  field: ExtractedField;
  value: string | number | boolean | string[] | MailingAddress;
  confidence: number;
  /** How it was read: text layer of a PDF, OCR of an image, or the language model. */
  method: 'pdf_text' | 'ocr' | 'llm';
  /** The uploaded file it came from. */
  file_id: number;
}

export type ExtractionStatus = 'none' | 'processing' | 'done' | 'failed';
