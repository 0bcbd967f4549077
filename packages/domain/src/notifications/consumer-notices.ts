/**
 * Notices to consumers: which account events tell the consumer, what each notice says, and whether one may go out.
 * Pure: the worker renders and decides with these, the profile page lists the kinds.
 */
import { formatUsd } from '../money';
import { localTime } from '../time-zones';

export const CONSUMER_NOTICE_KINDS = [
  'counteroffer',
  'acceptance',
  'agreement_ready',
  'verification_uploaded',
  'chat_message',
  'payment_succeeded',
  'payment_failed',
  'plan_paid_in_full',
  'autopay_reminder',
  'lawsuit_deadline_reminder',
] as const;
export type ConsumerNoticeKind = (typeof CONSUMER_NOTICE_KINDS)[number];

export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** What the profile page calls each kind. */
export const NOTICE_KIND_LABELS: Record<ConsumerNoticeKind, string> = {
  counteroffer: 'The firm counteroffers',
  acceptance: 'The firm accepts your offer',
  agreement_ready: 'A settlement agreement is ready to sign',
  verification_uploaded: 'The firm sends verification of a disputed debt',
  chat_message: 'The firm sends you a message',
  payment_succeeded: 'A payment goes through (receipt)',
  payment_failed: 'A payment fails',
  plan_paid_in_full: 'Your plan is paid in full',
  autopay_reminder: 'Reminder three days before an autopay charge',
  lawsuit_deadline_reminder: 'Reminder 7 and 2 days before your answer deadline or court date',
};

/**
 * Reminders: notices the platform sends on a date rather than on an event. At most one of a kind goes to a
 * consumer per day (their local day, on each channel); a second one that day is skipped as `daily_limit`.
 */
export const REMINDER_KINDS: ReadonlySet<ConsumerNoticeKind> = new Set(['autopay_reminder', 'lawsuit_deadline_reminder']);

/** How many days before an answer deadline or a court date the consumer is reminded. */
export const LAWSUIT_DEADLINE_LEAD_DAYS = [7, 2] as const;

/**
 * The local day (YYYY-MM-DD in the first of the consumer's zones) that counts a reminder going out at `at`
 * against the one-a-day limit; null for a notice that is not a reminder.
 */
export function reminderDay(kind: ConsumerNoticeKind, at: Date, zones: readonly string[]): string | null {
  if (!REMINDER_KINDS.has(kind)) return null;
  const t = localTime(at, zones[0] ?? 'America/New_York');
  return `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` comes first. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Which reminder a deadline on `due` gets on `today` (both YYYY-MM-DD): the smallest lead time that is at least the
 * days left, so a deadline learned late gets only the nearer reminder; null when the day has passed or is further
 * away than the longest lead.
 */
export function lawsuitDeadlineLead(due: string, today: string): number | null {
  const days = calendarDaysBetween(today, due);
  if (!(days > 0)) return null;
  const leads = [...LAWSUIT_DEADLINE_LEAD_DAYS].sort((a, b) => a - b);
  return leads.find((l) => days <= l) ?? null;
}

/**
 * Receipts of the consumer's own payments: transactional, so they still go out after an opt-out from the firm's
 * notices (or a request to stop contact); contact hours still apply.
 */
export const RECEIPT_KINDS: ReadonlySet<ConsumerNoticeKind> = new Set(['payment_succeeded', 'plan_paid_in_full']);

/** Every notice is about an account a debt collector holds, so each one says so. */
export const DEBT_COLLECTOR_DISCLOSURE = 'This is a communication from a debt collector.';

export function isNoticeKind(v: unknown): v is ConsumerNoticeKind {
  return typeof v === 'string' && (CONSUMER_NOTICE_KINDS as readonly string[]).includes(v);
}

/**
 * The notice a negotiation event sends the consumer, if any: the firm's (or its settlement rule's) counteroffer or
 * acceptance, the agreement sent for signature, verification of a disputed debt, and a recorded payment (the last
 * one of the plan is the paid-in-full notice, which carries that payment's receipt).
 */
export function noticeKindOfEvent(e: {
  party: string;
  action: string;
  payments_made?: number;
  payments_total?: number;
}): ConsumerNoticeKind | null {
  const firmSide = e.party === 'collector' || e.party === 'system';
  if (firmSide && e.action === 'counteroffer') return 'counteroffer';
  if (firmSide && e.action === 'accept') return 'acceptance';
  if (e.party === 'collector' && e.action === 'sent_settlement_agreement') return 'agreement_ready';
  if (e.party === 'collector' && e.action === 'sent_verification') return 'verification_uploaded';
  if (e.action === 'payment_made') {
    const made = e.payments_made ?? 0;
    const total = e.payments_total ?? 0;
    return total > 0 && made >= total ? 'plan_paid_in_full' : 'payment_succeeded';
  }
  return null;
}

/** The consumer's choices, as stored: the kinds turned off per channel. */
export interface NoticePreferences {
  email_off: ConsumerNoticeKind[];
  sms_off: ConsumerNoticeKind[];
}

export const DEFAULT_PREFERENCES: NoticePreferences = { email_off: [], sms_off: [] };

export type SkipReason = 'turned_off' | 'opted_out' | 'ceased' | 'represented' | 'no_sms_consent' | 'no_phone' | 'daily_limit';

export interface DeliveryFacts {
  kind: ConsumerNoticeKind;
  channel: NoticeChannel;
  preferences: NoticePreferences;
  /** Opted out of this firm's notices on this channel (the link in a notice, or STOP by text). */
  optedOut: boolean;
  /** Opted out of the firm's electronic messages in the chat, or asked it to stop contact. */
  chatOptedOut: boolean;
  ceased: boolean;
  representedByAttorney: boolean;
  smsConsent: boolean;
  phone: string | null;
}

/**
 * Whether a notice may go out on a channel: null when it may, else why not. Receipts ignore opt-outs, requests to
 * stop and representation (they are about the consumer's own money), but not the consumer's own preferences.
 * A text needs the consumer's consent and a phone number whatever the kind.
 */
export function skipReason(f: DeliveryFacts): SkipReason | null {
  if (f.channel === 'sms') {
    if (!f.smsConsent) return 'no_sms_consent';
    if (!f.phone) return 'no_phone';
  }
  const off = f.channel === 'email' ? f.preferences.email_off : f.preferences.sms_off;
  if (off.includes(f.kind)) return 'turned_off';
  if (RECEIPT_KINDS.has(f.kind)) return null;
  if (f.ceased) return 'ceased';
  if (f.representedByAttorney) return 'represented';
  if (f.optedOut || f.chatOptedOut) return 'opted_out';
  return null;
}

/** What a notice is about: amounts in cents, dates as YYYY-MM-DD. Never a chat message's text. */
export interface NoticeFacts {
  firmName: string;
  /** The account's page on the consumer side (absolute). */
  accountUrl: string;
  /** Where the consumer pays now (absolute). */
  payUrl: string;
  /** The one-click opt-out link of this firm and channel (absolute). */
  optOutUrl: string;
  amountCents?: number;
  paymentsMade?: number;
  paymentsTotal?: number;
  remainingCents?: number;
  chargeDate?: string;
  /** An answer deadline or court date (YYYY-MM-DD), which of the two, and how many days are left. */
  deadlineDate?: string;
  deadlineKind?: 'answer' | 'court';
  daysLeft?: number;
}

export interface NoticeContent {
  subject: string;
  /** The paragraphs of the e-mail, the disclosure and the opt-out sentence included. */
  lines: string[];
  action: { label: string; href: string };
  /** The whole text message: the notice and a link, nothing more. */
  sms: string;
}

const money = (cents: number | undefined) => formatUsd(cents ?? 0);

function body(kind: ConsumerNoticeKind, f: NoticeFacts): { subject: string; lines: string[]; action: NoticeContent['action']; short: string } {
  const open = { label: 'Open your account', href: f.accountUrl };
  switch (kind) {
    case 'counteroffer':
      return { subject: `${f.firmName} sent you a counteroffer`, lines: [`${f.firmName} answered your offer with a counteroffer. Review it and accept it or make another offer.`], action: { label: 'Review the counteroffer', href: f.accountUrl }, short: `${f.firmName} sent you a counteroffer.` };
    case 'acceptance':
      return { subject: `${f.firmName} accepted your offer`, lines: [`${f.firmName} accepted your settlement offer. Open your account to see the next step.`], action: open, short: `${f.firmName} accepted your offer.` };
    case 'agreement_ready':
      return { subject: 'Your settlement agreement is ready to sign', lines: [`${f.firmName} sent your settlement agreement. Read it and sign it to set up your payments.`], action: { label: 'Review and sign', href: f.accountUrl }, short: `Your settlement agreement from ${f.firmName} is ready to sign.` };
    case 'verification_uploaded':
      return { subject: `${f.firmName} sent verification of your debt`, lines: [`${f.firmName} uploaded the verification of the debt you disputed. Review it in your account; your settlement can continue from where it paused.`], action: { label: 'Review the verification', href: f.accountUrl }, short: `${f.firmName} sent verification of your debt.` };
    case 'chat_message':
      return { subject: `You have a new message from ${f.firmName}`, lines: [`${f.firmName} sent you a message. Sign in to read it.`], action: { label: 'Read the message', href: f.accountUrl }, short: `You have a new message from ${f.firmName}.` };
    case 'payment_succeeded': {
      const progress = f.paymentsTotal ? `This was payment ${f.paymentsMade ?? 0} of ${f.paymentsTotal}.` : '';
      return {
        subject: `Receipt: your payment of ${money(f.amountCents)}`,
        lines: [`We received your payment of ${money(f.amountCents)} to ${f.firmName}.`, progress, `Remaining balance: ${money(f.remainingCents)}.`].filter(Boolean),
        action: { label: 'See your payment plan', href: f.payUrl },
        short: `Payment of ${money(f.amountCents)} to ${f.firmName} received. Remaining: ${money(f.remainingCents)}.`,
      };
    }
    case 'payment_failed':
      return { subject: 'Your payment did not go through', lines: [`Your scheduled payment${f.amountCents ? ` of ${money(f.amountCents)}` : ''} to ${f.firmName} did not go through. Pay now or update your payment method to stay on your plan.`], action: { label: 'Pay now', href: f.payUrl }, short: `Your payment to ${f.firmName} did not go through. Pay now:` };
    case 'plan_paid_in_full':
      return {
        subject: 'Your settlement is paid in full',
        lines: [
          `We received your final payment of ${money(f.amountCents)} to ${f.firmName}.`,
          f.paymentsTotal ? `All ${f.paymentsTotal} payments are made: your settlement plan is paid in full.` : 'Your settlement plan is paid in full.',
          'Remaining balance: $0.00.',
        ],
        action: { label: 'See your payment plan', href: f.payUrl },
        short: `Your settlement with ${f.firmName} is paid in full.`,
      };
    case 'autopay_reminder':
      return { subject: `Your autopay payment of ${money(f.amountCents)} is on ${f.chargeDate}`, lines: [`Your autopay payment of ${money(f.amountCents)} to ${f.firmName} will be charged on ${f.chargeDate}. Make sure your payment method has the funds, or change it before then.`], action: { label: 'See your payment plan', href: f.payUrl }, short: `Reminder: autopay of ${money(f.amountCents)} to ${f.firmName} on ${f.chargeDate}.` };
    case 'lawsuit_deadline_reminder': {
      const days = f.daysLeft === 1 ? '1 day' : `${f.daysLeft ?? 0} days`;
      if (f.deadlineKind === 'court')
        return {
          subject: `Your court date is ${f.deadlineDate}`,
          lines: [`Your court date in the lawsuit about your account with ${f.firmName} is ${f.deadlineDate}, in ${days}.`, 'Open your account to see your case and your settlement options.'],
          action: { label: 'Open your account', href: f.accountUrl },
          short: `Reminder: your court date in the lawsuit about your account with ${f.firmName} is ${f.deadlineDate}.`,
        };
      return {
        subject: `Your answer to the lawsuit is due on ${f.deadlineDate}`,
        lines: [`Your answer to the lawsuit about your account with ${f.firmName} is due on ${f.deadlineDate}, in ${days}.`, 'Open your account to see your case and your settlement options.'],
        action: { label: 'Open your account', href: f.accountUrl },
        short: `Reminder: your answer to the lawsuit about your account with ${f.firmName} is due on ${f.deadlineDate}.`,
      };
    }
  }
}

/** One notice's words: the e-mail paragraphs and the text message, each with the disclosure and the opt-out. */
export function noticeContent(kind: ConsumerNoticeKind, f: NoticeFacts): NoticeContent {
  const b = body(kind, f);
  const optOut = RECEIPT_KINDS.has(kind)
    ? `To stop e-mails from ${f.firmName} on Parley, open this link: ${f.optOutUrl} (receipts of your own payments are still sent).`
    : `To stop e-mails from ${f.firmName} on Parley, open this link: ${f.optOutUrl}`;
  return {
    subject: b.subject,
    lines: [...b.lines, DEBT_COLLECTOR_DISCLOSURE, optOut],
    action: b.action,
    sms: `Parley: ${b.short} ${b.action.href} ${DEBT_COLLECTOR_DISCLOSURE} Reply STOP to opt out.`,
  };
}

/** A US number as texts need it (+1 and ten digits), from what the walkthrough or a profile stored; null if none. */
export function toE164(phone: string | null | undefined): string | null {
  let d = (phone ?? '').replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(d) ? `+1${d}` : null;
}

/**
 * The keyword of an inbound text, as carriers and Twilio read them: the whole message, trimmed, any case. STOP and
 * its synonyms opt out of texts, START and its synonyms opt back in, HELP answers who we are and how to stop.
 */
export function smsKeyword(body: unknown): 'stop' | 'start' | 'help' | null {
  if (typeof body !== 'string') return null;
  const word = body.trim().toUpperCase();
  if (['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'].includes(word)) return 'stop';
  if (['START', 'UNSTOP', 'YES', 'OPTIN'].includes(word)) return 'start';
  if (['HELP', 'INFO'].includes(word)) return 'help';
  return null;
}

export const SMS_REPLIES = {
  stop: 'Parley: you will no longer receive text messages from Parley about your accounts. Reply START to receive them again.',
  start: 'Parley: text messages about your accounts are back on. Reply STOP to opt out, HELP for help.',
  help: 'Parley: notices about your debt settlement accounts. Manage them in your Parley profile. Reply STOP to opt out. Message and data rates may apply.',
} as const;
