import { deriveState, INITIAL_STATE, type NegotiationEventInput } from '@parley/domain/negotiation';
import type { PaymentPlanView } from '@parley/domain/dashboard/payload';
import {
  debtAnswerView,
  downloadId,
  generationView,
  parseDownloadId,
  settlementView,
  showStash,
  type SettlementFacts,
} from './document-views';

const offer = { total_amount_cents: 150000, payments: 3, first_payment_date: '2026-12-01', phases: [] };
const firm = { id: 4, name: 'Demo Law Group' };
const created = new Date('2026-11-01T12:00:00Z');

const settlement = (events: NegotiationEventInput[], extra: Partial<SettlementFacts> = {}): SettlementFacts => ({
  kind: 'solosettle',
  id: 12,
  createdAt: created,
  firm,
  state: events.length ? deriveState(events) : INITIAL_STATE,
  signed: false,
  paymentPlan: null,
  archived: false,
  ...extra,
});

const current = (v: ReturnType<typeof settlementView>) =>
  v.sectioned_steps.flatMap((s) => s.steps).filter((s) => s.current).map((s) => s.title);
const completed = (v: ReturnType<typeof settlementView>) =>
  v.sectioned_steps.flatMap((s) => s.steps).filter((s) => s.completed).map((s) => s.title);

describe('settlement document card', () => {
  it('before the walkthrough is finished: in progress, resumes the walkthrough, nothing negotiated', () => {
    const v = settlementView(settlement([], { firm: null }));
    expect(v).toMatchObject({
      title: 'Settlement (not sent yet)',
      status: 'In progress',
      status_color: 'info',
      resume_url: '/solosettles/12',
      is_completed: false,
      law_firm: null,
      downloads: [],
    });
    expect(current(v)).toEqual(['Tell us about your debt']);
    expect(completed(v)).toEqual([]);
  });

  it('waiting for the collector: the offer is done, the answer is the current step, on the settlement page', () => {
    const v = settlementView(settlement([{ party: 'consumer', action: 'offer', offers: [offer] }]));
    expect(v).toMatchObject({
      title: 'Settlement with Demo Law Group',
      status: 'Waiting for the collector',
      status_color: 'info',
      resume_url: '/customer_documents/12',
      is_completed: true,
      law_firm: { id: 4, name: 'Demo Law Group', in_database: true },
    });
    expect(completed(v)).toEqual(['Tell us about your debt', 'Offer sent']);
    expect(current(v)).toEqual(['Collector answered']);
    expect(v.sectioned_steps[1].steps[1].url).toBe('/customer_documents/12');
  });

  it('offers to review ask the consumer to act (warning); a dispute is an error colour', () => {
    const answered: NegotiationEventInput[] = [
      { party: 'consumer', action: 'offer', offers: [offer] },
      { party: 'collector', action: 'counteroffer', offers: [offer] },
    ];
    expect(settlementView(settlement(answered))).toMatchObject({ status: 'Offers to review', status_color: 'warning' });
    const disputed = settlementView(settlement([...answered, { party: 'consumer', action: 'dispute' }]));
    expect(disputed).toMatchObject({ status: 'Disputed', status_color: 'error' });
    expect(disputed.status_definition).toMatch(/paused until the collector sends verification/);
  });

  it('signed and paying: the agreement downloads, the plan shows and the stash is offered', () => {
    const events: NegotiationEventInput[] = [
      { party: 'consumer', action: 'offer', offers: [offer] },
      { party: 'collector', action: 'accept', accepted_offer_index: 0, payment_details_on_file: true },
      { party: 'collector', action: 'sent_settlement_agreement' },
      { party: 'consumer', action: 'signed_settlement_agreement' },
      { party: 'consumer', action: 'set_up_autopay' },
      { party: 'system', action: 'payment_made', payments_made: 1, payments_total: 3 },
    ];
    const plan = { document_id: 12 } as PaymentPlanView;
    const v = settlementView(settlement(events, { signed: true, paymentPlan: plan }));
    expect(v).toMatchObject({ status: 'Making payments', status_color: 'success', payment_plan: plan });
    expect(v.downloads).toEqual([
      { title: 'Settlement agreement', url: '/my_dashboard/download?id=settlement_agreement.12' },
    ]);
    expect(v.experiments.show_stash).toBe(true);
    expect(current(v)).toEqual(['Paid']);
    expect(v.sectioned_steps[1].steps.find((s) => s.title === 'Paying')?.value).toBe('1 of 3 payments made');
    expect(showStash(settlement(events))).toBe(false);
  });
});

describe('answer to summons card', () => {
  const lawsuit = { court: 'Harris County Justice Court, Precinct 1', civilNumber: '2026-CV-04417', plaintiff: 'Midland' };
  const base = { kind: 'debt_answer' as const, id: 30, createdAt: created, archived: false };

  it('is in progress until the walkthrough has named the court, the civil number and the plaintiff', () => {
    for (const l of [null, { ...lawsuit, court: null }, { ...lawsuit, civilNumber: null }]) {
      const v = debtAnswerView({ ...base, lawsuit: l, counsel: firm });
      expect(v).toMatchObject({ status: 'In progress', resume_url: '/debt_answers/30', is_completed: false, downloads: [] });
      expect(v.sectioned_steps[0].steps.map((s) => [s.title, s.completed, s.current])).toEqual([
        ['Answer the walkthrough questions', false, true],
        ['Answer to summons ready', false, false],
        ['File your answer with the court', false, false],
      ]);
    }
  });

  it('once ready: download offered, filing is the current step with the court and the counsel to serve', () => {
    const v = debtAnswerView({ ...base, lawsuit, counsel: firm });
    expect(v).toMatchObject({ title: 'Answer to summons (2026-CV-04417)', status: 'Ready to file', status_color: 'warning' });
    expect(v.downloads).toEqual([{ title: 'Answer to summons', url: '/my_dashboard/download?id=debt_answer.30' }]);
    const filing = v.sectioned_steps[0].steps[2];
    expect(filing).toMatchObject({ completed: false, current: true, value: lawsuit.court });
    expect(filing.filing_methods.map((m) => m.address_type)).toEqual(['court', 'plaintiff_attorney']);
  });

  it('without a firm to serve the answer still downloads (the walkthrough draws it), and filing names only the court', () => {
    const v = debtAnswerView({ ...base, lawsuit, counsel: null });
    expect(v.downloads).toHaveLength(1);
    expect(v.sectioned_steps[0].steps[2].filing_methods.map((m) => m.address_type)).toEqual(['court']);
  });
});

describe('editor document card', () => {
  it('a draft until content is saved, then downloadable', () => {
    const f = { kind: 'document_generation' as const, id: 5, createdAt: created, title: 'Validation letter', archived: true };
    expect(generationView({ ...f, hasContent: false })).toMatchObject({
      status: 'Draft',
      resume_url: '/document_generations/5',
      downloads: [],
      archived: true,
    });
    expect(generationView({ ...f, hasContent: true })).toMatchObject({
      status: 'Saved',
      status_color: 'success',
      downloads: [{ title: 'Document PDF', url: '/my_dashboard/download?id=document_generation.5' }],
    });
  });
});

describe('download ids', () => {
  it('round-trip and refuse anything else', () => {
    expect(parseDownloadId(downloadId('debt_answer', 7))).toEqual({ kind: 'debt_answer', documentId: 7 });
    for (const bad of [undefined, 7, '', 'debt_answer', 'debt_answer.0', 'debt_answer.07', 'other.7', 'debt_answer.99999999999', ['x']])
      expect(parseDownloadId(bad)).toBeNull();
  });
});
