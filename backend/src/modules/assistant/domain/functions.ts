import type { PaymentTab, ToolCall, ToolOutcome, Walkthrough } from '../../../integrations/llm/llm.port';
import type { MailingAddress } from '@parley/domain/walkthrough/fields';
import { formatPhone, US_STATES } from '@parley/domain/walkthrough/validation';
import { PROFILE_MESSAGES } from '@parley/domain/profile/validation';

/** What a function did: the outcome the answer repeats, and the record the page reacts to. */
export type FunctionOutcome =
  | { ok: true; result: { message: string; iframeUrl?: string; [k: string]: unknown } }
  | { ok: false; error: string };

export const toToolOutcome = (o: FunctionOutcome): ToolOutcome =>
  o.ok ? { ok: true, message: o.result.message } : { ok: false, error: o.error };

/** The walkthrough steps a fill may write (the walkthrough's own update call checks and stores them). */
export type FillStep =
  | 'customer_name'
  | 'lawsuit_state'
  | 'lawsuit_amount'
  | 'civil_number'
  | 'plaintiff_name'
  | 'law_firm_name'
  | 'lawyer_email'
  | 'court_name'
  | 'customer_mailing_address'
  | 'customer_phone_number'
  | 'birthdate';

/** What the consumer's record says today, for a fill that changes one part of a larger answer (a name, an address). */
export interface CurrentFacts {
  firstName: string | null;
  lastName: string | null;
  address: Partial<MailingAddress>;
}

/** A fill as one walkthrough step save, or a refusal in a sentence. `label` names the field in the answer. */
export type FillPlan =
  | { ok: true; step: FillStep; inputs: Record<string, unknown>; label: string; part?: keyof MailingAddress }
  | { ok: false; label: string; error: string };

export const FILL_MESSAGES = {
  ssn: 'For your safety I do not take social security numbers in the chat; please type it into the form yourself.',
  unknownField: (name: string) => `There is no field called "${name.slice(0, 40)}" that I can fill in.`,
  addressParts: (missing: string[]) =>
    `A mailing address needs its ${missing.join(', ')} too; tell me the whole address (street, city, state ZIP) or fill it in on the page.`,
  lastNameFirst: 'Tell me your first and last name together, so I can save your full name.',
  noDocument:
    'There is no settlement or answer of yours to fill in yet; start one first (ask me to help you settle or answer a summons).',
} as const;

type Simple = [FillStep, string, string];
/** Field names a model or a question may use, to the step, its input key and the words for it. */
const SIMPLE: Record<string, Simple> = {
  phone: ['customer_phone_number', 'customer_phone_number', 'phone number'],
  phone_number: ['customer_phone_number', 'customer_phone_number', 'phone number'],
  customer_phone_number: ['customer_phone_number', 'customer_phone_number', 'phone number'],
  name: ['customer_name', 'customer_name', 'full name'],
  full_name: ['customer_name', 'customer_name', 'full name'],
  customer_name: ['customer_name', 'customer_name', 'full name'],
  birthdate: ['birthdate', 'birthdate', 'birthdate'],
  birthday: ['birthdate', 'birthdate', 'birthdate'],
  date_of_birth: ['birthdate', 'birthdate', 'birthdate'],
  lawsuit_state: ['lawsuit_state', 'lawsuit_state', 'lawsuit state'],
  lawsuit_amount: ['lawsuit_amount', 'lawsuit_amount', 'lawsuit amount'],
  amount: ['lawsuit_amount', 'lawsuit_amount', 'lawsuit amount'],
  civil_number: ['civil_number', 'civil_number', 'civil number'],
  case_number: ['civil_number', 'civil_number', 'civil number'],
  plaintiff: ['plaintiff_name', 'plaintiff_name', 'plaintiff'],
  plaintiff_name: ['plaintiff_name', 'plaintiff_name', 'plaintiff'],
  creditor: ['plaintiff_name', 'plaintiff_name', 'plaintiff'],
  law_firm: ['law_firm_name', 'law_firm_name', 'law firm'],
  law_firm_name: ['law_firm_name', 'law_firm_name', 'law firm'],
  lawyer_email: ['lawyer_email', 'lawyer_emails', 'lawyer email'],
  collector_email: ['lawyer_email', 'lawyer_emails', 'lawyer email'],
  court: ['court_name', 'court_name', 'court'],
  court_name: ['court_name', 'court_name', 'court'],
};

const ADDRESS_PART: Record<string, [keyof MailingAddress, string]> = {
  street: ['customer_street', 'street'],
  street_address: ['customer_street', 'street'],
  address_line1: ['customer_street', 'street'],
  customer_street: ['customer_street', 'street'],
  city: ['customer_city', 'city'],
  customer_city: ['customer_city', 'city'],
  state: ['customer_state', 'state'],
  customer_state: ['customer_state', 'state'],
  zip: ['customer_zip_code', 'ZIP code'],
  zip_code: ['customer_zip_code', 'ZIP code'],
  customer_zip_code: ['customer_zip_code', 'ZIP code'],
};

/** "12 Main St, Springfield, IL 62701" as an address; anything else is not one whole address. */
export function parseAddress(text: string): MailingAddress | null {
  const m = /^([^,\n]{1,200}),([^,\n]{1,100}),\s*([A-Za-z]{2})\s+(\d{5}(?:-?\d{4})?)$/.exec(text.trim().slice(0, 400));
  if (!m || !US_STATES.includes(m[3].toUpperCase())) return null;
  return {
    customer_street: m[1].trim(),
    customer_city: m[2].trim(),
    customer_state: m[3].toUpperCase(),
    customer_zip_code: m[4],
  };
}

/** 01/31/1980 or 1-31-1980 as 1980-01-31 (the walkthrough's format); anything else is passed on as given. */
function isoDate(text: string): string {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  return m ? `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}` : text.trim();
}

const ADDRESS_WORDS: Record<keyof MailingAddress, string> = {
  customer_street: 'street',
  customer_city: 'city',
  customer_state: 'state',
  customer_zip_code: 'ZIP code',
};

/**
 * Which walkthrough step a fill writes, with which inputs. Pure: the values are checked by the walkthrough's own
 * save (the same rules and sentences as the page's); only what the save cannot decide is refused here.
 */
export function planFill(fieldName: string, rawValue: string, current: CurrentFacts): FillPlan {
  const key = fieldName.trim().toLowerCase().slice(0, 60).replace(/[\s-]+/g, '_');
  const value = rawValue.trim().slice(0, 400);
  if (key === 'email' || key === 'email_address')
    return { ok: false, label: 'email', error: PROFILE_MESSAGES.emailUnchangeable };
  if (key === 'ssn' || key.startsWith('social_security'))
    return { ok: false, label: 'social security number', error: FILL_MESSAGES.ssn };
  if (Object.hasOwn(SIMPLE, key)) {
    const [step, input, label] = SIMPLE[key];
    return { ok: true, step, inputs: { [input]: step === 'birthdate' ? isoDate(value) : value }, label };
  }
  if (key === 'first_name' || key === 'last_name') {
    const label = key.replace('_', ' ');
    if (key === 'last_name' && !current.firstName) return { ok: false, label, error: FILL_MESSAGES.lastNameFirst };
    const full = key === 'first_name' ? [value, current.lastName] : [current.firstName, value];
    // The walkthrough keeps one full name: the answer reports the full name as saved.
    return { ok: true, step: 'customer_name', inputs: { customer_name: full.filter(Boolean).join(' ') }, label: 'full name' };
  }
  if (key === 'address' || key === 'mailing_address' || key === 'customer_mailing_address') {
    const whole = parseAddress(value);
    if (whole) return { ok: true, step: 'customer_mailing_address', inputs: { ...whole }, label: 'mailing address' };
  }
  const part = Object.hasOwn(ADDRESS_PART, key)
    ? ADDRESS_PART[key]
    : key === 'address' || key === 'mailing_address' || key === 'customer_mailing_address'
      ? (['customer_street', 'street'] as const)
      : null;
  if (part) {
    const [slot, label] = part;
    const address = { ...current.address, [slot]: value };
    const missing = (Object.keys(ADDRESS_WORDS) as Array<keyof MailingAddress>).filter((k) => !address[k]?.trim());
    if (missing.length) return { ok: false, label, error: FILL_MESSAGES.addressParts(missing.map((k) => ADDRESS_WORDS[k])) };
    return { ok: true, step: 'customer_mailing_address', inputs: address, label, part: slot };
  }
  return { ok: false, label: key.replace(/_/g, ' '), error: FILL_MESSAGES.unknownField(key) };
}

/** A stored walkthrough value as the answer says it. */
export function describeStored(step: FillStep, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (step) {
    case 'customer_phone_number':
      return formatPhone(String(value));
    case 'lawsuit_amount':
      return typeof value === 'number' ? `$${(value / 100).toFixed(2)}` : String(value);
    case 'lawyer_email':
      return Array.isArray(value) ? value.join('; ') : String(value);
    case 'customer_mailing_address': {
      const a = value as MailingAddress;
      return `${a.customer_street}, ${a.customer_city}, ${a.customer_state} ${a.customer_zip_code}`;
    }
    default:
      return String(value);
  }
}

const DOCUMENT_WORDS: Record<string, string> = { solosettle: 'settlement', debt_answer: 'answer to the summons' };

/** The sentence of a saved fill; one part of the address is named with the whole address it is now part of. */
export function fillSaved(
  plan: { step: FillStep; label: string; part?: keyof MailingAddress },
  stored: unknown,
  documentName: string,
): string {
  const where = `in your ${DOCUMENT_WORDS[documentName] ?? 'walkthrough'}`;
  if (plan.part && stored && typeof stored === 'object') {
    const part = (stored as MailingAddress)[plan.part];
    return `I saved your ${plan.label} as ${part} ${where} (mailing address: ${describeStored(plan.step, stored)}).`;
  }
  return `I saved your ${plan.label} as ${describeStored(plan.step, stored)} ${where}.`;
}
export const fillRefused = (label: string, sentence: string) =>
  `I did not save your ${label}: ${/[.!?]$/.test(sentence) ? sentence : `${sentence}.`}`;

const TAB_WORDS: Record<PaymentTab, string> = {
  change_date: 'change your payment date',
  additional_payment: 'make an additional payment',
  pay_early: 'pay early',
};

/** What the widget's Open button does (openUrl): a new tab, or the embedding page's own window. */
const OPENS = 'press Open below (it opens in a new tab).';

export const WALKTHROUGH_FUNCTIONS: Record<Walkthrough, [string, string]> = {
  debt_answer: ['/debt_answer', `Your answer to the summons is ready to start: ${OPENS}`],
  solosettle: ['/solosettle', `Your settlement walkthrough is ready to start: ${OPENS}`],
  document_generation: ['/document_generations/new', `A new document is ready to start: ${OPENS}`],
};

export const NO_PAYMENT_PLAN = 'You do not have a payment plan yet.';

/**
 * The functions that only point somewhere: nothing opens until the consumer presses Open, and the message says so.
 * (fill-field writes, so it runs in the job with the database: see FieldFill.)
 */
export function linkFunction(
  call: Exclude<ToolCall, { name: 'fill-field' }>,
  ctx: { paymentPlanDocumentId: number | null },
): FunctionOutcome {
  switch (call.name) {
    case 'show-payment-widget':
      if (ctx.paymentPlanDocumentId === null) return { ok: false, error: NO_PAYMENT_PLAN };
      return {
        ok: true,
        result: {
          message: `To ${TAB_WORDS[call.arguments.active_tab]}, ${OPENS}`,
          iframeUrl: `/customer_documents/${ctx.paymentPlanDocumentId}/payment_actions?active_tab=${call.arguments.active_tab}`,
        },
      };
    case 'start-walkthrough': {
      const [iframeUrl, message] = WALKTHROUGH_FUNCTIONS[call.arguments.document_name];
      return { ok: true, result: { message, iframeUrl } };
    }
  }
}
