/**
 * The chat's rules that the API and the pages share (chat attachments).
 * Pure: no framework.
 */

export const MAX_BODY_LENGTH = 1000;
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
export const MAX_ATTACHMENTS = 10;

/** W-DISCLOSE: rendered under every collector message on the consumer's side (and kept on the message). */
export const COLLECTOR_DISCLOSURE = 'This message is a communication from a debt collector.';

export const CHAT_ERRORS = {
  bodyTooLong: `Message is too long (maximum is ${MAX_BODY_LENGTH} characters)`,
  blank: 'Message cannot be blank',
  bodyNotText: 'Message body must be text',
  tooManyFiles: `At most ${MAX_ATTACHMENTS} attachments can be sent with one message`,
  fileTooLarge: 'Attachments must be 25 MB or smaller',
  badFileField: 'Attachments must be sent as message[attachments][]',
  notAllowed: (filename: string) => `${filename} is not an allowed file type`,
  noConsumer: 'Unable to start conversation - consumer information not available',
  noFirm: 'Unable to start conversation - choose the law firm to write to',
  noDocument: 'Unable to start conversation - choose the document to write about',
  notFound: 'Not found',
  onCall: 'Chat is between a law firm and a consumer: on-call administrators cannot take part.',
  consumersOnly: 'Only the consumer can change this.',
} as const;

/** Why a collector may not write to the consumer right now (W-OPTOUT, W-CEASE, W-ATTORNEY). */
export type SendRefusal = 'opted_out' | 'ceased' | 'represented_by_attorney';

export const REFUSALS: Record<SendRefusal, { rule_id: string; citation: string; sentence: string }> = {
  ceased: {
    rule_id: 'W-CEASE',
    citation: '15 U.S.C. 1692c(c); 12 CFR 1006.6(c)',
    sentence: 'The consumer has asked your firm to stop contacting them, so you cannot send messages.',
  },
  represented_by_attorney: {
    rule_id: 'W-ATTORNEY',
    citation: '15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2)',
    sentence: 'The consumer is represented by an attorney. Contact the attorney instead of the consumer.',
  },
  opted_out: {
    rule_id: 'W-OPTOUT',
    citation: '12 CFR 1006.6(e)',
    sentence: 'The consumer has opted out of electronic messages from your firm, so you cannot send chat messages.',
  },
};

/** The strongest reason first: a request to stop outranks representation, which outranks an opt-out. */
export function sendRefusal(state: { ceased: boolean; representedByAttorney: boolean; optedOut: boolean }): SendRefusal | null {
  if (state.ceased) return 'ceased';
  if (state.representedByAttorney) return 'represented_by_attorney';
  if (state.optedOut) return 'opted_out';
  return null;
}

export type BodyCheck = { ok: true; body: string } | { ok: false; error: string };

/** A message needs a body of at most 1000 characters, or at least one attachment. Line ends are kept. */
export function checkBody(raw: unknown, attachmentCount: number): BodyCheck {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { ok: false, error: CHAT_ERRORS.bodyNotText };
  const body = typeof raw === 'string' ? raw.replace(/\r\n/g, '\n') : '';
  if ([...body].length > MAX_BODY_LENGTH) return { ok: false, error: CHAT_ERRORS.bodyTooLong };
  if (body.trim() === '' && attachmentCount === 0) return { ok: false, error: CHAT_ERRORS.blank };
  return { ok: true, body: body.trim() === '' ? '' : body };
}
