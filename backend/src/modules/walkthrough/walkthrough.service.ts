import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { ref } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../core/auth/session-user';
import { FieldCipher } from '../../core/security/encryption';
import { HARDSHIP_REASONS, type Hardship, type HardshipReason } from '@parley/domain/financial';
import { hardshipKey, statementOfAnswers } from '@parley/domain/hardship-statement';
import { OutboxService } from '../../core/queue/outbox.service';
import { JobName } from '../../core/queue/jobs';
import { LanguageModel } from '../../integrations/llm/llm.port';
import { filingInstructions, whereToFile, type WhereToFile } from '@parley/domain/courts';
import { STATE_FACTS } from '../content';
import type { ExtractedFact, ExtractionStatus, MailingAddress } from '@parley/domain/walkthrough/fields';
import {
  centsToInput,
  fieldLabels,
  isNegativeAnswer,
  lawsuitFromPapers,
  REVIEW_FIELDS,
  requiredFields,
  validateAddress,
  validateAmount,
  validateBirthdate,
  validateLawsuitDate,
  validateEmails,
  validatePhone,
  validateSsn,
  validateState,
  validateText,
  type Result,
  type ReviewField,
  WALKTHROUGH_MESSAGES,
} from '@parley/domain/walkthrough/validation';
import { AccountProjection, AccountsClock, Case, CaseKind, ConsumerProfile, CustomerDocument, DocumentName } from '../accounts';
import { ExtractedFacts } from '../extraction/extracted-facts.service';
import { renderDebtAnswer } from '../documents/layouts/debt-answer';
import { LawFirm, User } from '../identity/entities';
import { STEP_NAMES, unknownStep, type FieldSource, type FieldView, type StepName, type UpdatePhoneNumber, type UpdateStepResponse, type WalkthroughView } from './dto/walkthrough.dto';
import { SSN_STEP, WalkthroughResponses, type StoredSsn } from './walkthrough-responses.service';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const answerIncomplete = (labels: readonly string[]) =>
  `Please fill in the following required fields: ${labels.join(', ')}`;

/** The pages of each walkthrough, in order (the page resumes at `current_step`). */
export const WALKTHROUGH_STEPS = {
  solosettle: ['upload', 'lawsuit', 'review', 'ssn', 'phone', 'hardship', 'bank', 'offer', 'done'],
  debt_answer: ['upload', 'review', 'court', 'answer', 'done'],
} as const;

const HARDSHIP_DETAILS_MAX = 2000;

/**
 * The walkthrough API: the extracted steps of a document (saved answer, else what the papers said, else the
 * consumer's profile and case), and the per-step save, which also writes the case, the profile and, for an
 * account, its read model, all in one transaction.
 */
@Injectable()
export class WalkthroughService {
  constructor(
    private readonly em: EntityManager,
    private readonly responses: WalkthroughResponses,
    private readonly extracted: ExtractedFacts,
    private readonly projection: AccountProjection,
    private readonly clock: AccountsClock,
    private readonly cipher: FieldCipher,
    private readonly outbox: OutboxService,
    private readonly model: LanguageModel,
  ) {}

  /** The consumer's own document (settlement or answer), else 404 (missing and foreign alike). */
  async ownDocument(em: EntityManager, me: Pick<SessionUser, 'id'>, id: number): Promise<CustomerDocument> {
    const doc = await em.findOne(CustomerDocument, { id, user: me.id });
    if (!doc) throw new NotFoundException({ error: DOCUMENT_NOT_FOUND });
    return doc;
  }

  async view(me: SessionUser, id: number): Promise<WalkthroughView> {
    const em = this.em;
    const doc = await this.ownDocument(em, me, id);
    const saved = await this.responses.read(em, doc.id);
    const { facts, status } = await this.extraction(em, doc.id);
    const user = await em.findOneOrFail(User, me.id);
    const profile = await em.findOne(ConsumerProfile, { user: me.id });
    const kase = doc.case ? await em.findOne(Case, doc.case.id) : null;
    const firm = doc.lawFirm ? await em.findOne(LawFirm, doc.lawFirm.id) : null;

    const lawsuitAnswer = saved.determine_if_lawsuit_exists as { button_clicked?: unknown } | undefined;
    const fromPapers = status === 'done' ? lawsuitFromPapers(facts) : null;
    const lawsuitExists = lawsuitAnswer
      ? !isNegativeAnswer(lawsuitAnswer.button_clicked)
      : fromPapers === true || kase?.kind !== CaseKind.PreLitigation;
    const lawsuitQuestion = lawsuitQuestionOf(doc.documentName, lawsuitAnswer, fromPapers);
    const fromProfile: Record<ReviewField, unknown> = {
      customer_name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
      lawsuit_state: kase?.lawsuitState ?? null,
      lawsuit_amount: kase?.amountCents ?? null,
      civil_number: kase?.civilNumber ?? null,
      plaintiff_name: kase?.plaintiffName ?? null,
      law_firm_name: firm?.name ?? null,
      lawyer_email: null,
      court_name: kase?.courtName ?? null,
      customer_mailing_address:
        profile?.street || profile?.city || profile?.zipCode
          ? {
              customer_street: profile.street ?? '',
              customer_city: profile.city ?? '',
              customer_state: profile.state ?? '',
              customer_zip_code: profile.zipCode ?? '',
            }
          : null,
      customer_phone_number: profile?.phone ?? null,
      birthdate: profile?.birthdate ?? null,
      social_security_number: profile?.ssnLastFour
        ? ({ last_four: profile.ssnLastFour, full_available: Boolean(profile.ssnEncrypted) } satisfies StoredSsn)
        : null,
    };
    const byField = new Map<string, ExtractedFact>(facts.map((f) => [f.field, f]));
    const today = this.clock.today();
    const steps = {} as Record<ReviewField, FieldView>;
    for (const field of REVIEW_FIELDS) {
      let value: unknown = null;
      let source: FieldSource = null;
      let confidence: number | null = null;
      const fact = byField.get(field);
      if (present(saved[field])) {
        value = saved[field];
        source = 'saved';
      } else if (fact && present(fact.value)) {
        value = fact.value;
        source = 'extracted';
        confidence = fact.confidence;
      } else if (present(fromProfile[field])) {
        value = fromProfile[field];
        source = 'profile';
      }
      const error = present(value) ? checkStored(field, value, today, lawsuitExists) : null;
      steps[field] = {
        value,
        source,
        confidence,
        status: error ? 'invalid' : source === 'saved' ? 'valid' : 'untouched',
        error,
      };
    }
    const required = requiredFields({
      firmSuppliesAddresses: Boolean(firm) || suppliesAddresses(saved.confirm_law_firm),
      needsCourt: doc.documentName === DocumentName.DebtAnswer,
      lawsuitExists,
    });
    const labels = fieldLabels(lawsuitExists);
    return {
      document: {
        id: doc.id,
        document_name: doc.documentName,
        law_firm: firm ? { id: firm.id, name: firm.name, in_database: true } : null,
        case_id: kase?.id ?? null,
      },
      extraction_status: status,
      lawsuit_exists: lawsuitExists,
      lawsuit_question: lawsuitQuestion,
      lawsuit_from_papers: fromPapers,
      labels,
      required,
      steps,
      missing: required.filter((f) => !present(steps[f].value)),
      invalid: REVIEW_FIELDS.filter((f) => steps[f].status === 'invalid').map((f) => ({
        field: f,
        message: steps[f].error!,
      })),
      // The saves below are stored as the search answered them (their shapes are the search's answer schemas).
      confirm_law_firm:
        (saved.confirm_law_firm as WalkthroughView['confirm_law_firm'] | undefined) ??
        (firm ? { id: firm.id, name: firm.name, to_addresses: [] } : null),
      confirm_plaintiff: (saved.confirm_plaintiff as WalkthroughView['confirm_plaintiff'] | undefined) ?? null,
      court: ((saved.court ?? saved.confirm_court) as WalkthroughView['court'] | undefined) ?? null,
      hardship: profile?.hardship ?? {},
      answer_details: { time_barred: kase?.timeBarred ?? false },
      // The dates the consumer entered (step lawsuit_dates), so the page shows them again; null when not given.
      lawsuit_dates: { answer_deadline: kase?.answerDeadline ?? null, court_date: kase?.courtDate ?? null },
      consents_to_sms: saved.sms_consent === true,
      accuracy_confirmed: saved.accuracy_confirmed === true,
      current_step: typeof saved.current_step === 'string' ? saved.current_step : null,
      filing:
        doc.documentName === DocumentName.DebtAnswer
          ? filingOf({
              court: (saved.court ?? saved.confirm_court ?? null) as SavedCourtAnswer | null,
              courtName: (steps.court_name.value as string | null) ?? null,
              state: (steps.lawsuit_state.value as string | null) ?? null,
              lawyer: typeof steps.law_firm_name.value === 'string' ? steps.law_firm_name.value : (firm?.name ?? null),
            })
          : null,
      // The lawsuit question is left out when the papers already answered it.
      steps_order: WALKTHROUGH_STEPS[doc.documentName].filter((s) => s !== 'lawsuit' || lawsuitQuestion !== 'papers'),
    };
  }

  /**
   * The answer to the summons of a debt_answer document, drawn with the documents module's layout for the case's
   * state. Refused (422) until the facts the caption needs are saved.
   */
  async answerPdf(me: SessionUser, id: number): Promise<{ filename: string; bytes: Buffer }> {
    const em = this.em;
    const doc = await em.findOne(CustomerDocument, { id, user: me.id, documentName: DocumentName.DebtAnswer });
    if (!doc) throw new NotFoundException({ error: DOCUMENT_NOT_FOUND });
    const v = await this.view(me, id);
    const needed: ReviewField[] = ['customer_name', 'lawsuit_state', 'civil_number', 'plaintiff_name', 'court_name'];
    const missing = needed.filter((f) => v.steps[f].value === null || v.steps[f].status === 'invalid');
    if (missing.length) throw invalid(answerIncomplete(missing.map((f) => v.labels[f])));
    const user = await em.findOneOrFail(User, me.id);
    const profile = await em.findOne(ConsumerProfile, { user: me.id });
    const kase = await em.findOneOrFail(Case, doc.case!.id);
    const cityLine = [profile?.city, [profile?.state, profile?.zipCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    const name = String(v.steps.customer_name.value);
    const bytes = await renderDebtAnswer({
      kind: 'debt_answer',
      reference: `PARLEY-${doc.id}`,
      court: kase.courtName ?? null,
      state: kase.lawsuitState ?? null,
      civilNumber: kase.civilNumber ?? null,
      plaintiff: kase.plaintiffName ?? null,
      defendant: {
        name,
        lines: [profile?.street, cityLine].filter((l): l is string => !!l),
        email: user.email,
        phone: profile?.phone ?? null,
      },
      firmName:
        (typeof v.steps.law_firm_name.value === 'string' && v.steps.law_firm_name.value) ||
        v.document.law_firm?.name ||
        "Plaintiff's counsel",
      amountCents: kase.amountCents ?? null,
      timeBarred: kase.timeBarred,
      date: this.clock.today(),
      filing: v.filing,
    });
    return { filename: `answer_to_summons_${doc.id}.pdf`, bytes };
  }

  /** What the papers said (the extraction module's best fact per field) and how far the reading is. */
  private async extraction(em: EntityManager, id: number): Promise<{ facts: ExtractedFact[]; status: ExtractionStatus }> {
    // The status first: a run is marked done in the transaction that writes its facts, so facts read after a 'done'
    // are that run's. Read the other way round, a run finishing between the two reads showed 'done' with no facts.
    const status = await this.extracted.status(em, id);
    return { status, facts: await this.extracted.forDocument(em, id) };
  }

  /**
   * Saves one step (the page's save, and the assistant's fill in the worker, which passes its job's entity manager).
   * A value that breaks a rule is a 422 with the rule's sentence, and nothing is written.
   */
  async update(me: Pick<SessionUser, 'id'>, id: number, body: UpdateStepResponse, outer: EntityManager = this.em): Promise<void> {
    if (!(STEP_NAMES as readonly string[]).includes(body.step_name)) throw invalid(unknownStep(body.step_name));
    const step = body.step_name as StepName;
    await outer.transactional(async (em) => {
      const doc = await this.ownDocument(em, me, id);
      await this.apply(em, me, doc, step, body.inputs);
      if (doc.lawFirm) await this.projection.refresh(em, doc);
      await em.flush();
    });
  }

  async updatePhone(me: SessionUser, id: number, body: UpdatePhoneNumber): Promise<void> {
    const phone = must(validatePhone(body.phone_number));
    await this.em.transactional(async (em) => {
      const doc = await this.ownDocument(em, me, id);
      (await this.profileOf(em, me)).phone = phone;
      await this.responses.save(em, doc.id, 'customer_phone_number', phone);
      await this.responses.save(em, doc.id, 'sms_consent', body.consents_to_sms === true);
      if (doc.lawFirm) await this.projection.refresh(em, doc);
      await em.flush();
    });
  }

  private async apply(
    em: EntityManager,
    me: Pick<SessionUser, 'id'>,
    doc: CustomerDocument,
    step: StepName,
    inputs: Record<string, unknown>,
  ): Promise<void> {
    const today = this.clock.today();
    const save = (value: unknown) => this.responses.save(em, doc.id, step, value);
    switch (step) {
      case 'customer_name': {
        const name = must(validateText(inputs.customer_name, 200));
        const parts = name.split(/\s+/);
        const user = await em.findOneOrFail(User, me.id);
        user.firstName = (parts.length > 1 ? parts.slice(0, -1).join(' ') : parts[0]).slice(0, 100);
        user.lastName = parts.length > 1 ? parts[parts.length - 1].slice(0, 100) : null;
        return save(parts.join(' '));
      }
      case 'lawsuit_state': {
        const state = must(validateState(inputs.lawsuit_state));
        (await this.caseOf(em, me, doc)).lawsuitState = state;
        return save(state);
      }
      case 'lawsuit_amount': {
        const cents = must(validateAmount(inputs.lawsuit_amount, await this.lawsuitExists(em, doc)));
        (await this.caseOf(em, me, doc)).amountCents = cents;
        return save(cents);
      }
      case 'civil_number': {
        const civil = must(validateText(inputs.civil_number, 100));
        (await this.caseOf(em, me, doc)).civilNumber = civil;
        return save(civil);
      }
      case 'plaintiff_name': {
        const name = must(validateText(inputs.plaintiff_name, 200));
        (await this.caseOf(em, me, doc)).plaintiffName = name;
        return save(name);
      }
      case 'court_name': {
        const name = must(validateText(inputs.court_name, 200));
        (await this.caseOf(em, me, doc)).courtName = name;
        return save(name);
      }
      case 'law_firm_name':
        return save(must(validateText(inputs.law_firm_name, 200)));
      case 'lawyer_email':
        return save(must(validateEmails(inputs.lawyer_emails ?? inputs.lawyer_email)));
      case 'customer_mailing_address': {
        const address = must(validateAddress(inputs));
        const profile = await this.profileOf(em, me);
        profile.street = address.customer_street;
        profile.city = address.customer_city;
        profile.state = address.customer_state;
        profile.zipCode = address.customer_zip_code;
        return save(address);
      }
      case 'customer_phone_number': {
        const phone = must(validatePhone(inputs.customer_phone_number ?? inputs.phone_number));
        (await this.profileOf(em, me)).phone = phone;
        return save(phone);
      }
      case 'birthdate': {
        const date = must(validateBirthdate(inputs.birthdate, today));
        (await this.profileOf(em, me)).birthdate = date;
        return save(date);
      }
      case 'social_security_number': {
        const ssn = must(validateSsn(inputs.social_security_number, inputs.social_security_number_last_four));
        const profile = await this.profileOf(em, me);
        if (ssn.full) profile.ssnEncrypted = this.cipher.encrypt(ssn.full);
        else if (profile.ssnLastFour !== ssn.lastFour) profile.ssnEncrypted = null;
        profile.ssnLastFour = ssn.lastFour;
        // Last four that match the full number on file keep it: the answer still has the full number behind it.
        const full = ssn.full ?? (profile.ssnEncrypted ? this.cipher.decrypt(profile.ssnEncrypted) : null);
        return this.responses.save(em, doc.id, SSN_STEP, {
          social_security_number: full,
          social_security_number_last_four: ssn.lastFour,
        });
      }
      case 'determine_if_lawsuit_exists': {
        const clicked = inputs.button_clicked;
        if (clicked === undefined || clicked === null || clicked === '') throw invalid('This field is required.');
        if (!['yes', 'no', 'true', 'false', true, false, 1, 0, -1, '1', '0', '-1'].includes(clicked as never))
          throw invalid('Please answer yes or no');
        (await this.caseOf(em, me, doc)).kind = isNegativeAnswer(clicked) ? CaseKind.PreLitigation : CaseKind.Lawsuit;
        return save({ button_clicked: isNegativeAnswer(clicked) ? 'no' : 'yes' });
      }
      case 'hardship': {
        const hardship = hardshipOf(inputs);
        const profile = await this.profileOf(em, me);
        profile.hardship = hardship;
        await this.writeHardshipStatement(em, profile);
        return save(hardship);
      }
      case 'answer_details': {
        if (inputs.time_barred !== undefined && typeof inputs.time_barred !== 'boolean')
          throw invalid('time_barred must be true or false');
        (await this.caseOf(em, me, doc)).timeBarred = inputs.time_barred === true;
        return save({ time_barred: inputs.time_barred === true });
      }
      case 'lawsuit_dates': {
        // Both read before either is written: one bad date refuses the step whole.
        const answerDeadline = must(validateLawsuitDate(inputs.answer_deadline, today));
        const courtDate = must(validateLawsuitDate(inputs.court_date, today));
        const kase = await this.caseOf(em, me, doc);
        kase.answerDeadline = answerDeadline;
        kase.courtDate = courtDate;
        return save({ answer_deadline: answerDeadline, court_date: courtDate });
      }
      case 'accuracy_confirmed': {
        if (inputs.confirmed !== true) throw invalid(WALKTHROUGH_MESSAGES.confirm);
        await this.adoptExtracted(em, me, doc);
        return save(true);
      }
      case 'current_step': {
        const order = WALKTHROUGH_STEPS[doc.documentName] as readonly string[];
        if (typeof inputs.step !== 'string' || !order.includes(inputs.step)) throw invalid('Unknown walkthrough step');
        return save(inputs.step);
      }
    }
  }

  /**
   * The consumer confirmed the page as shown: the facts read from the papers that they left as they were become
   * their answers (case, profile), through the same rules. One that breaks a rule refuses the confirmation with
   * 'Please correct the following fields: ...' (the caller's transaction then writes nothing).
   */
  private async adoptExtracted(em: EntityManager, me: Pick<SessionUser, 'id'>, doc: CustomerDocument): Promise<void> {
    const saved = await this.responses.read(em, doc.id);
    const { facts, status } = await this.extraction(em, doc.id);
    const answer = saved.determine_if_lawsuit_exists as { button_clicked?: unknown } | undefined;
    // Court papers answered the lawsuit question for the consumer (it was not shown): it becomes their answer.
    if (!answer && status === 'done' && lawsuitFromPapers(facts) === true)
      await this.apply(em, me, doc, 'determine_if_lawsuit_exists', { button_clicked: 'yes' });
    const labels = fieldLabels(await this.lawsuitExists(em, doc));
    const broken: string[] = [];
    for (const fact of facts) {
      if (fact.field === 'lawsuit_exists') continue;
      const field = fact.field as ReviewField;
      if (present(saved[field]) || !present(fact.value)) continue;
      const v = fact.value;
      const inputs: Record<string, unknown> =
        field === 'lawsuit_amount'
          ? { lawsuit_amount: typeof v === 'number' ? centsToInput(v) : v }
          : field === 'lawyer_email'
            ? { lawyer_emails: v }
            : field === 'customer_mailing_address'
              ? { ...(v as object) }
              : { [field]: v };
      try {
        await this.apply(em, me, doc, field as StepName, inputs);
      } catch (e) {
        if (!(e instanceof UnprocessableEntityException)) throw e;
        broken.push(labels[field] ?? field);
      }
    }
    if (broken.length) throw invalid(WALKTHROUGH_MESSAGES.invalid(broken));
  }

  /**
   * Whether the debt is a lawsuit for the wording of the rules: the consumer's answer to the lawsuit question, else
   * what their papers show, else the case's kind (a lawsuit unless said otherwise).
   */
  private async lawsuitExists(em: EntityManager, doc: CustomerDocument): Promise<boolean> {
    const saved = await this.responses.read(em, doc.id);
    const answer = saved.determine_if_lawsuit_exists as { button_clicked?: unknown } | undefined;
    if (answer) return !isNegativeAnswer(answer.button_clicked);
    const { facts, status } = await this.extraction(em, doc.id);
    if (status === 'done' && lawsuitFromPapers(facts) === true) return true;
    const kase = doc.case ? await em.findOne(Case, doc.case.id) : null;
    return kase?.kind !== CaseKind.PreLitigation;
  }

  /**
   * The hardship statement the firm reads, written with the answers: at once the plain summary of the answers
   * (labelled as such), and, when a language model is configured, a worker job that replaces it with the model's
   * summary (the API never waits on the model). No reasons, no statement.
   */
  private async writeHardshipStatement(em: EntityManager, profile: ConsumerProfile): Promise<void> {
    const written = statementOfAnswers(profile.hardship);
    Object.assign(profile, written);
    if (!written.hardshipStatement || this.model.provider === 'offline') return;
    // The job needs the profile's id: a profile created by this save gets it at the flush.
    if (!profile.id) await em.flush();
    this.outbox.enqueue(em, JobName.WriteHardshipStatement, { profileId: profile.id, answersKey: hardshipKey(profile.hardship) });
  }

  /** The document's case, created (a lawsuit, in the consumer's name) the first time a case fact is saved. */
  private async caseOf(em: EntityManager, me: Pick<SessionUser, 'id'>, doc: CustomerDocument): Promise<Case> {
    if (doc.case) return em.findOneOrFail(Case, doc.case.id);
    const kase = em.create(Case, { user: me.id, kind: CaseKind.Lawsuit });
    em.persist(kase);
    doc.case = ref(kase);
    return kase;
  }

  private async profileOf(em: EntityManager, me: Pick<SessionUser, 'id'>): Promise<ConsumerProfile> {
    const found = await em.findOne(ConsumerProfile, { user: me.id });
    if (found) return found;
    const profile = em.create(ConsumerProfile, { user: me.id });
    em.persist(profile);
    return profile;
  }
}

function invalid(message: string): UnprocessableEntityException {
  return new UnprocessableEntityException({ error: message, errors: [message] });
}

function must<T>(r: Result<T>): T {
  if (!r.ok) throw invalid(r.error);
  return r.value;
}

function present(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

/** Checks a value as stored (cents, lists, objects) with the same rules the save applies; null when fine. */
function checkStored(field: ReviewField, v: unknown, today: string, lawsuitExists: boolean): string | null {
  const err = (r: Result<unknown>) => (r.ok ? null : r.error);
  switch (field) {
    case 'lawsuit_amount':
      return err(validateAmount(typeof v === 'number' ? centsToInput(v) : v, lawsuitExists));
    case 'lawsuit_state':
      return err(validateState(v));
    case 'lawyer_email':
      return err(validateEmails(v));
    case 'customer_mailing_address':
      return err(validateAddress(v as MailingAddress));
    case 'customer_phone_number':
      return err(validatePhone(v));
    case 'birthdate':
      return err(validateBirthdate(v, today));
    case 'social_security_number': {
      const s = v as Partial<StoredSsn>;
      return typeof s === 'object' && s && typeof s.last_four === 'string' ? null : err(validateSsn(null, null));
    }
    default:
      return err(validateText(v, field === 'civil_number' ? 100 : 200));
  }
}

/** Hardship answers: `{reasons: ['job_loss', ...], details: {job_loss: '...'}}`. */
function hardshipOf(inputs: Record<string, unknown>): Hardship {
  const reasons = inputs.reasons;
  const details = (inputs.details ?? {}) as Record<string, unknown>;
  if (!Array.isArray(reasons) || typeof details !== 'object' || details === null || Array.isArray(details))
    throw invalid('Please choose the hardships that apply');
  const out: Hardship = {};
  for (const r of reasons) {
    // Own keys only: `in` would take 'constructor' (and '__proto__' would then replace the answer's prototype).
    if (typeof r !== 'string' || !Object.hasOwn(HARDSHIP_REASONS, r)) throw invalid('Please choose the hardships that apply');
    const d = details[r];
    if (d !== undefined && d !== null && typeof d !== 'string') throw invalid('Hardship details must be text');
    const text = (d as string | null | undefined)?.trim() ?? '';
    if (text.length > HARDSHIP_DETAILS_MAX)
      throw invalid(`Please describe each hardship in at most ${HARDSHIP_DETAILS_MAX} characters`);
    out[r as HardshipReason] = { details: text || null };
  }
  return out;
}

/** The walkthrough's saved court (search module's save_court answer), as far as the filing needs it. */
interface SavedCourtAnswer {
  name?: string;
  mailing_name?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  where_to_file?: WhereToFile | null;
}

/**
 * Where, how and by when to file an answer: the saved court's clerk address or its state's court directory, and the
 * state's usual answer deadline (the summons' own date counts first).
 */
export function filingOf(o: { court: SavedCourtAnswer | null; courtName: string | null; state: string | null; lawyer: string | null }) {
  const state = (o.court?.state ?? o.state)?.toUpperCase() ?? null;
  const where =
    o.court?.where_to_file ??
    whereToFile({
      mailing_name: o.court?.mailing_name ?? null,
      street: o.court?.street ?? null,
      city: o.court?.city ?? null,
      state,
      zip: o.court?.zip_code ?? null,
    });
  const facts = STATE_FACTS.find((f) => f.code === state) ?? null;
  return {
    where_to_file: where,
    deadline: facts?.deadline ?? null,
    ...filingInstructions({ courtName: o.court?.name ?? o.courtName, where, deadline: facts?.deadline ?? null, plaintiffLawyer: o.lawyer }),
  };
}

/**
 * The settlement walkthrough's question "Has a lawsuit been filed?": 'answered' once the consumer answered it,
 * 'papers' when their court papers answered it (the step is skipped), 'ask' otherwise (no papers, a letter, or
 * papers still being read); 'none' for an answer to a summons, which is a lawsuit by its nature.
 */
export function lawsuitQuestionOf(
  documentName: DocumentName,
  answer: unknown,
  fromPapers: boolean | null,
): 'ask' | 'papers' | 'answered' | 'none' {
  if (documentName !== DocumentName.Solosettle) return 'none';
  if (answer) return 'answered';
  return fromPapers === true ? 'papers' : 'ask';
}

/** Whether the firm chosen from the directory comes with its own addresses (then no lawyer e-mail is needed). */
function suppliesAddresses(confirm: unknown): boolean {
  const c = confirm as { in_database?: unknown; to_addresses?: unknown } | null | undefined;
  return Boolean(c?.in_database) && Array.isArray(c?.to_addresses) && c.to_addresses.length > 0;
}
