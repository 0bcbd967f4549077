import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { fieldLabels, REVIEW_FIELDS } from '@parley/domain/walkthrough/validation';
import type { FieldView, WalkthroughView } from './api';
import { EXTRACTED_HINT, todayUtc } from './ReviewStep';
import { addYears, birthdateBounds } from '@parley/domain/walkthrough/validation';
import { addDays } from '@parley/domain/negotiation';
import { REMINDER_HINT } from './steps/LawsuitDates';
import { WalkthroughPage } from './WalkthroughPage';
import { AssistantPanel } from '../assistant/AssistantPanel';
import type { Completion } from '../assistant/types';
import type { CompletionSocket } from '../assistant/useAssistant';

// Components tested on their own: the page only mounts them with their documented props.
vi.mock('./upload/UploadStep', () => ({
  UploadStep: ({ onDone, onSkip }: { onDone: (u: string) => void; onSkip: () => void }) => (
    <div>
      <button onClick={() => onDone('/solosettles/7/review')}>Upload done</button>
      <button onClick={onSkip}>Skip upload</button>
    </div>
  ),
}));
vi.mock('./search/PlaintiffSearch', () => ({
  PlaintiffSearch: ({ onSaved, label }: { onSaved: (s: { id: number; name: string }) => void; label: string }) => (
    <button onClick={() => onSaved({ id: 3, name: 'Midland Funding LLC' })}>Pick {label}</button>
  ),
}));
vi.mock('./search/LawFirmSearch', () => ({
  LawFirmSearch: ({ label }: { label: string }) => <span>{label} search</span>,
}));
vi.mock('./search/CourtSearch', () => ({ CourtSearch: () => <span>Court search</span> }));
vi.mock('../budget/PlaidConnectStep', () => ({
  PlaidConnectStep: ({ onContinue }: { onContinue: () => void }) => <button onClick={onContinue}>Plaid continue</button>,
}));

const untouched: FieldView = { value: null, source: null, confidence: null, status: 'untouched', error: null };

function viewOf(patch: Partial<WalkthroughView> = {}, steps: Partial<Record<string, FieldView>> = {}): WalkthroughView {
  const all = Object.fromEntries(REVIEW_FIELDS.map(f => [f, { ...untouched, ...(steps[f] ?? {}) }]));
  return {
    document: { id: 7, document_name: 'solosettle', law_firm: null, case_id: null },
    extraction_status: 'done',
    lawsuit_exists: true,
    lawsuit_question: 'none',
    lawsuit_from_papers: null,
    labels: fieldLabels(true),
    required: REVIEW_FIELDS.filter(f => f !== 'court_name'),
    steps: all as WalkthroughView['steps'],
    missing: [],
    invalid: [],
    confirm_law_firm: null,
    confirm_plaintiff: null,
    court: null,
    hardship: {},
    answer_details: { time_barred: false },
    lawsuit_dates: { answer_deadline: null, court_date: null },
    consents_to_sms: false,
    accuracy_confirmed: false,
    current_step: null,
    filing: null,
    steps_order: ['upload', 'review', 'ssn', 'phone', 'hardship', 'bank', 'offer', 'done'],
    ...patch,
  };
}

const VIEW = '/api_controller/get_extracted_walk_through_step_responses/7';
const UPDATE = '/api_controller/update_walk_through_step_response/7';

function mount(url: string, view: WalkthroughView, update = (_: unknown) => json({ errors: [] })) {
  const current = { view };
  const net = mockFetch({
    [`GET ${VIEW}`]: () => json(current.view),
    [`POST ${UPDATE}`]: init => update(JSON.parse(String(init.body))),
    'POST /api_controller/update_phone_number/7': () => json({ errors: [] }),
    'GET /api_controller/get_supported_jurisdictions': () => json({ supported_jurisdictions: ['OH', 'TX'] }),
    'DELETE /api_controller/delete_lawyer_email/7': () => json({ success: true }),
  });
  const path = url.endsWith('/review') ? '/solosettles/:id/review' : '/solosettles/:id';
  return { ...net, current, ...renderAt(url, path, <WalkthroughPage />) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WalkthroughPage', () => {
  it('starts at the upload step and resumes at the saved step', async () => {
    mount('/solosettles/7', viewOf());
    expect(await screen.findByText('Upload done')).toBeInTheDocument();
    expect(screen.getByText(/Step 1 of 8: Upload your papers/)).toBeInTheDocument();
  });

  it('resumes where the consumer left off', async () => {
    mount('/solosettles/7', viewOf({ current_step: 'phone' }));
    expect(await screen.findByRole('heading', { name: 'Your phone number' })).toBeInTheDocument();
  });

  it('shows the not-found message for a foreign document', async () => {
    mockFetch({ [`GET ${VIEW}`]: () => json({ error: 'Document not found' }, 404) });
    renderAt('/solosettles/7', '/solosettles/:id', <WalkthroughPage />);
    expect(await screen.findByText(/could not find this document/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the sign-in page, keeping the way back', async () => {
    mockFetch({ [`GET ${VIEW}`]: () => json({ error: 'Please sign in' }, 401) });
    renderAt('/solosettles/7/review', '/solosettles/:id/review', <WalkthroughPage />);
    expect(await screen.findByTestId('location')).toHaveTextContent('/users/sign_in?redirect_to=%2Fsolosettles%2F7%2Freview');
  });

  it('review: extracted hint, per-field save with the saved toast (3 s) and the error (5 s)', async () => {
    const { calls } = mount(
      '/solosettles/7/review',
      viewOf({}, { civil_number: { value: '2026-CV-1', source: 'extracted', confidence: 0.8, status: 'untouched', error: null } }),
      body =>
        (body as { step_name: string }).step_name === 'lawsuit_amount'
          ? json({ error: 'Please enter a lawsuit amount of at least $100', errors: ['Please enter a lawsuit amount of at least $100'] }, 422)
          : json({ errors: [] }),
    );
    expect(await screen.findByText(EXTRACTED_HINT)).toBeInTheDocument();
    const civil = screen.getByLabelText(/Civil number/);
    expect(civil).toHaveAttribute('data-state', 'untouched');
    await userEvent.clear(civil);
    await userEvent.type(civil, '2026-CV-2');
    fireEvent.blur(civil);
    expect(await screen.findByText('Civil number saved successfully')).toBeInTheDocument();
    expect(calls.find(c => c.url === UPDATE)?.body).toEqual({
      step_name: 'civil_number',
      inputs: { civil_number: '2026-CV-2' },
      encrypted: false,
    });
    await waitFor(() => expect(screen.getByLabelText(/Civil number/)).toHaveAttribute('data-state', 'valid'));

    const amount = screen.getByLabelText(/Lawsuit amount/);
    await userEvent.type(amount, '99');
    fireEvent.blur(amount);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a lawsuit amount of at least $100');
    await waitFor(() => expect(screen.getByLabelText(/Lawsuit amount/)).toHaveAttribute('data-state', 'invalid'));
    expect(screen.getByTestId('invalid-list')).toHaveTextContent('Lawsuit amount');
  });

  it("review: a value the API's rule refuses gets its sentence under the field without a round trip; a refusal (422) too", async () => {
    const { calls } = mount('/solosettles/7/review', viewOf(), body =>
      (body as { step_name: string }).step_name === 'civil_number'
        ? json({ error: 'Please use at most 100 characters', errors: ['Please use at most 100 characters'] }, 422)
        : json({ errors: [] }),
    );
    const amount = await screen.findByLabelText(/Lawsuit amount/);
    await userEvent.type(amount, '99');
    fireEvent.blur(amount);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a lawsuit amount of at least $100');
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription('Please enter a lawsuit amount of at least $100');
    expect(amount).toHaveAttribute('data-state', 'invalid');
    const civil = screen.getByLabelText(/Civil number/);
    fireEvent.change(civil, { target: { value: '2026-CV-1' } });
    fireEvent.blur(civil);
    await waitFor(() => expect(civil).toHaveAccessibleDescription('Please use at most 100 characters'));
    expect(civil).toHaveAttribute('aria-invalid', 'true');
    // The address part by part: the city left blank is named under the city.
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: '1 Main St' } });
    fireEvent.blur(screen.getByLabelText('Street'));
    const city = screen.getByLabelText('City');
    await waitFor(() => expect(city).toHaveAccessibleDescription('Input cannot be blank.'));
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter(c => c.url === UPDATE).map(c => (c.body as { step_name: string }).step_name)).toEqual(['civil_number']);
  });

  it('review: Continue moves focus to the first field still needed', async () => {
    mount('/solosettles/7/review', viewOf());
    await userEvent.click(await screen.findByLabelText(/information is correct and accurate/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/^Please fill in the following required fields: Your full name/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Your full name/)).toHaveFocus());
  });

  it("review: the birthdate picker offers only the server's range (16 to 125 years before today)", async () => {
    mount('/solosettles/7/review', viewOf(), () => json({ errors: [] }));
    const birthdate = await screen.findByLabelText(/Birthdate/);
    const { min, max } = birthdateBounds(todayUtc());
    expect(birthdate).toHaveAttribute('min', min);
    expect(birthdate).toHaveAttribute('max', max);
    expect(Number(todayUtc().slice(0, 4)) - Number(max.slice(0, 4))).toBe(16);
    expect(Number(todayUtc().slice(0, 4)) - Number(min.slice(0, 4))).toBe(125);
    expect(todayUtc(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });

  it('toasts disappear after 3 s (saved) and 5 s (errors)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mount('/solosettles/7/review', viewOf(), body =>
      (body as { step_name: string }).step_name === 'civil_number' ? json({ errors: ['x'] }, 500) : json({ errors: [] }),
    );
    const name = await screen.findByLabelText(/Your full name/);
    fireEvent.change(name, { target: { value: 'Ann Lee' } });
    fireEvent.blur(name);
    expect(await screen.findByText('Your full name saved successfully')).toBeInTheDocument();
    const civil = screen.getByLabelText(/Civil number/);
    fireEvent.change(civil, { target: { value: 'X' } });
    fireEvent.blur(civil);
    expect(await screen.findByRole('alert')).toHaveTextContent('x');
    await act(async () => {
      vi.advanceTimersByTime(3100);
    });
    expect(screen.queryByText('Your full name saved successfully')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('x');
    await act(async () => {
      vi.advanceTimersByTime(2100);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the generic sentence when the server gives none', async () => {
    mount('/solosettles/7/review', viewOf(), () => new Response('oops', { status: 500 }));
    const name = await screen.findByLabelText(/Your full name/);
    fireEvent.change(name, { target: { value: 'Ann Lee' } });
    fireEvent.blur(name);
    expect(await screen.findByRole('alert')).toHaveTextContent('The information entered is invalid.');
  });

  describe('the lawsuit dates', () => {
    const DEADLINE = 'Deadline to answer the summons';
    const COURT = 'Court date';
    const DATE_RULE = 'Please enter a date (YYYY-MM-DD) within a year before or two years after today';
    const inDays = (n: number) => addDays(todayUtc(), n);
    const datesSent = (calls: Array<{ url: string; body?: unknown }>) =>
      calls.filter(c => c.url === UPDATE && (c.body as { step_name: string }).step_name === 'lawsuit_dates').map(c => c.body);

    it('show the saved dates under their labels, with the reminder and the range the server accepts', async () => {
      mount('/solosettles/7/review', viewOf({ lawsuit_dates: { answer_deadline: inDays(20), court_date: inDays(45) } }));
      const deadline = await screen.findByLabelText(DEADLINE);
      const court = screen.getByLabelText(COURT);
      expect(deadline).toHaveValue(inDays(20));
      expect(court).toHaveValue(inDays(45));
      for (const [input, name] of [[deadline, DEADLINE], [court, COURT]] as const) {
        expect(input).toHaveAttribute('type', 'date');
        expect(input).toHaveAccessibleName(name);
        expect(input).toHaveAccessibleDescription(REMINDER_HINT);
        expect(input).toHaveAttribute('min', addYears(todayUtc(), -1));
        expect(input).toHaveAttribute('max', addYears(todayUtc(), 2));
      }
      expect(REMINDER_HINT).toMatch(/7 and 2 days before/);
    });

    it('are not asked for a debt not in court', async () => {
      mount('/solosettles/7/review', viewOf({ lawsuit_exists: false, labels: fieldLabels(false) }));
      await screen.findByLabelText(/File number/);
      expect(screen.queryByLabelText(DEADLINE)).not.toBeInTheDocument();
      expect(screen.queryByLabelText(COURT)).not.toBeInTheDocument();
    });

    it('an answer to a summons asks for them as well', async () => {
      mount(
        '/solosettles/7/review',
        viewOf({ document: { id: 7, document_name: 'debt_answer', law_firm: null, case_id: 3 }, steps_order: ['upload', 'review', 'court', 'answer', 'done'] }),
      );
      expect(await screen.findByLabelText(DEADLINE)).toHaveValue('');
      expect(screen.getByLabelText(COURT)).toHaveValue('');
    });

    it('entering a date saves the lawsuit_dates step with both dates, each when its field is left', async () => {
      const { calls } = mount('/solosettles/7/review', viewOf());
      const deadline = await screen.findByLabelText(DEADLINE);
      // Unchanged fields send nothing when left.
      fireEvent.blur(deadline);
      expect(datesSent(calls)).toEqual([]);
      fireEvent.change(deadline, { target: { value: inDays(20) } });
      fireEvent.blur(deadline);
      expect(await screen.findByText(`${DEADLINE} saved successfully`)).toBeInTheDocument();
      const court = screen.getByLabelText(COURT);
      court.focus();
      fireEvent.change(court, { target: { value: inDays(45) } });
      // Leaving by keyboard saves too.
      await userEvent.tab();
      expect(await screen.findByText(`${COURT} saved successfully`)).toBeInTheDocument();
      expect(datesSent(calls)).toEqual([
        { step_name: 'lawsuit_dates', inputs: { answer_deadline: inDays(20), court_date: null }, encrypted: false },
        { step_name: 'lawsuit_dates', inputs: { answer_deadline: inDays(20), court_date: inDays(45) }, encrypted: false },
      ]);
      expect(deadline).toHaveAttribute('data-state', 'valid');
      expect(court).toHaveAttribute('data-state', 'valid');
    });

    it("a refused date shows the server's sentence under that field, keeps the other date and the page", async () => {
      const { calls } = mount(
        '/solosettles/7/review',
        viewOf({ lawsuit_dates: { answer_deadline: inDays(20), court_date: null } }),
        body =>
          (body as { step_name: string }).step_name === 'lawsuit_dates'
            ? json({ error: DATE_RULE, errors: [DATE_RULE] }, 422)
            : json({ errors: [] }),
      );
      const court = await screen.findByLabelText(COURT);
      fireEvent.change(court, { target: { value: inDays(900) } });
      fireEvent.blur(court);
      await waitFor(() => expect(court).toHaveAccessibleDescription(DATE_RULE));
      expect(court).toHaveAttribute('aria-invalid', 'true');
      expect(court).toHaveAttribute('data-state', 'invalid');
      expect(court).toHaveValue(inDays(900));
      expect(screen.getByRole('alert')).toHaveTextContent(DATE_RULE);
      const deadline = screen.getByLabelText(DEADLINE);
      expect(deadline).toHaveAccessibleDescription(REMINDER_HINT);
      expect(deadline).toHaveAttribute('aria-invalid', 'false');
      expect(datesSent(calls)).toEqual([
        { step_name: 'lawsuit_dates', inputs: { answer_deadline: inDays(20), court_date: inDays(900) }, encrypted: false },
      ]);
      // Still on the review (the router shows its location probe only on another address).
      expect(screen.getByRole('heading', { name: 'Check the information from your papers' })).toBeInTheDocument();
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    });

    it('clearing a date sends null for it: by its clear button, or by emptying the field', async () => {
      const { calls } = mount('/solosettles/7/review', viewOf({ lawsuit_dates: { answer_deadline: inDays(20), court_date: inDays(45) } }));
      const deadline = await screen.findByLabelText(DEADLINE);
      await userEvent.click(screen.getByRole('button', { name: 'Clear deadline to answer the summons' }));
      expect(await screen.findByText(`${DEADLINE} saved successfully`)).toBeInTheDocument();
      expect(deadline).toHaveValue('');
      // The button goes with the date; focus stays in the field.
      expect(screen.queryByRole('button', { name: 'Clear deadline to answer the summons' })).not.toBeInTheDocument();
      expect(deadline).toHaveFocus();
      const court = screen.getByLabelText(COURT);
      fireEvent.change(court, { target: { value: '' } });
      fireEvent.blur(court);
      expect(await screen.findByText(`${COURT} saved successfully`)).toBeInTheDocument();
      expect(datesSent(calls)).toEqual([
        { step_name: 'lawsuit_dates', inputs: { answer_deadline: null, court_date: inDays(45) }, encrypted: false },
        { step_name: 'lawsuit_dates', inputs: { answer_deadline: null, court_date: null }, encrypted: false },
      ]);
    });
  });

  it('the accuracy checkbox enables Continue, then missing fields are listed', async () => {
    mount('/solosettles/7/review', viewOf({ missing: ['plaintiff_name'] }));
    const cont = await screen.findByRole('button', { name: 'Continue' });
    expect(cont).toBeDisabled();
    await userEvent.click(screen.getByLabelText(/information is correct and accurate/));
    expect(cont).toBeEnabled();
    await userEvent.click(cont);
    expect(await screen.findByText(/^Please fill in the following required fields: Your full name, Lawsuit state/)).toBeInTheDocument();
  });

  it('Continue saves the confirmation and the next step, then leaves /review for the walkthrough URL', async () => {
    const { calls } = mount('/solosettles/7/review', viewOf({ required: [] }));
    await userEvent.click(await screen.findByLabelText(/information is correct and accurate/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/solosettles/7');
    const saves = calls.filter(c => c.url === UPDATE).map(c => c.body);
    expect(saves).toEqual([
      { step_name: 'accuracy_confirmed', inputs: { confirmed: true }, encrypted: false },
      { step_name: 'current_step', inputs: { step: 'ssn' }, encrypted: false },
    ]);
  });

  it('a plaintiff picked from search marks the field saved', async () => {
    mount('/solosettles/7/review', viewOf());
    await userEvent.click(await screen.findByRole('button', { name: 'Pick Plaintiff' }));
    expect(await screen.findByText('Plaintiff saved successfully')).toBeInTheDocument();
  });

  it('an answer offers only the states whose answer Parley can prepare (and the one on file)', async () => {
    mount(
      '/solosettles/7/review',
      viewOf(
        { document: { id: 7, document_name: 'debt_answer', law_firm: null, case_id: 3 } },
        { lawsuit_state: { ...untouched, value: 'GU', status: 'valid' } },
      ),
    );
    await userEvent.click(await screen.findByRole('combobox', { name: /Lawsuit state/ }));
    await waitFor(() => expect(screen.getAllByRole('option').map(o => o.textContent)).toEqual(['GU', 'OH', 'TX']));
  });

  it('a settlement offers every state and asks for no list', async () => {
    const { calls } = mount('/solosettles/7/review', viewOf());
    await userEvent.click(await screen.findByRole('combobox', { name: /Lawsuit state/ }));
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(50);
    expect(calls.some(c => c.url.includes('get_supported_jurisdictions'))).toBe(false);
  });

  it('removes the typed lawyer e-mails in one call', async () => {
    const { calls } = mount('/solosettles/7/review', viewOf({}, { lawyer_email: { ...untouched, value: ['a@firm.com'], status: 'valid' } }));
    const field = await screen.findByLabelText(/Lawyer email/);
    expect(field).toHaveValue('a@firm.com');
    await userEvent.click(screen.getByRole('button', { name: /Remove lawyer email/ }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(calls.some(c => c.method === 'DELETE' && c.url === '/api_controller/delete_lawyer_email/7')).toBe(true);
    expect(await screen.findByText('Lawyer email saved successfully')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove lawyer email/ })).not.toBeInTheDocument();
  });

  it('debt wording when there is no lawsuit', async () => {
    mount('/solosettles/7/review', viewOf({ lawsuit_exists: false, labels: fieldLabels(false) }));
    expect(await screen.findByText('Collections agency search')).toBeInTheDocument();
    expect(screen.getByLabelText(/File number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Collector email/)).toBeInTheDocument();
    // No court for a debt that is not in court.
    expect(screen.queryByText(/Court search/)).not.toBeInTheDocument();
  });

  it('the answer’s last step says where, how and by when to file, with the state’s court directory', async () => {
    mount(
      '/solosettles/7',
      viewOf({
        document: { id: 7, document_name: 'debt_answer', law_firm: null, case_id: 3 },
        current_step: 'done',
        steps_order: ['upload', 'review', 'court', 'answer', 'done'],
        filing: {
          where_to_file: { method: 'court_finder', court_finder_url: 'https://www.supremecourt.ohio.gov/', judiciary: 'Supreme Court of Ohio' },
          deadline: '28 days after you were served',
          where:
            "File with the clerk of Franklin County Municipal Court. Find the clerk's address and filing hours in the Supreme Court of Ohio's court directory: https://www.supremecourt.ohio.gov/",
          how: ['Sign and date the answer.', 'File the original with the clerk.'],
          by_when: 'By the deadline on your summons: in this state usually 28 days after you were served.',
        },
      }),
    );
    const section = await screen.findByTestId('filing-instructions');
    expect(within(section).getByRole('link', { name: 'https://www.supremecourt.ohio.gov/' })).toHaveAttribute(
      'href',
      'https://www.supremecourt.ohio.gov/',
    );
    expect(within(section).getByText(/File with the clerk of Franklin County Municipal Court/)).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByText(/usually 28 days after you were served/)).toBeInTheDocument();
  });

  it('a settlement goes from the upload to the lawsuit question', async () => {
    const steps_order = ['upload', 'lawsuit', 'review', 'ssn', 'phone', 'hardship', 'bank', 'offer', 'done'];
    const { calls } = mount('/solosettles/7', viewOf({ lawsuit_question: 'ask', extraction_status: 'processing', steps_order }));
    await userEvent.click(await screen.findByText('Upload done'));
    expect(await screen.findByRole('heading', { name: 'Has a lawsuit been filed against you for this debt?' })).toBeInTheDocument();
    expect(screen.getByText(/reading your papers/)).toBeInTheDocument();
    expect(calls.find(c => c.url === UPDATE)?.body).toMatchObject({ step_name: 'current_step', inputs: { step: 'lawsuit' } });
  });

  const WITH_LAWSUIT = ['upload', 'lawsuit', 'review', 'ssn', 'phone', 'hardship', 'bank', 'offer', 'done'];

  it('asks whether a lawsuit was filed; No is saved and the review follows in the debt wording', async () => {
    const { calls, current } = mount(
      '/solosettles/7',
      viewOf({ current_step: 'lawsuit', lawsuit_question: 'ask', lawsuit_from_papers: false, steps_order: WITH_LAWSUIT }),
      body => {
        const b = body as { step_name: string; inputs: { button_clicked?: string } };
        if (b.step_name === 'determine_if_lawsuit_exists')
          current.view = viewOf({
            lawsuit_exists: false,
            labels: fieldLabels(false),
            lawsuit_question: 'answered',
            steps_order: WITH_LAWSUIT,
          });
        return json({ errors: [] });
      },
    );
    expect(await screen.findByRole('heading', { name: 'Has a lawsuit been filed against you for this debt?' })).toBeInTheDocument();
    expect(screen.getByText(/Step 2 of 9: Lawsuit/)).toBeInTheDocument();
    expect(screen.getByText(/look like a letter from a debt collector/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No, no lawsuit yet' }));
    expect(await screen.findByRole('heading', { name: 'Check the information from your papers' })).toBeInTheDocument();
    expect(calls.find(c => c.url === UPDATE)?.body).toEqual({
      step_name: 'determine_if_lawsuit_exists',
      inputs: { button_clicked: 'no' },
      encrypted: false,
    });
    expect(screen.getByLabelText(/File number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Debt amount/)).toBeInTheDocument();
  });

  it('skips the lawsuit question when the papers are court papers', async () => {
    const { calls } = mount('/solosettles/7', viewOf({ current_step: 'lawsuit', lawsuit_question: 'papers', lawsuit_from_papers: true }));
    expect(await screen.findByRole('heading', { name: 'Check the information from your papers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /lawsuit been filed/ })).not.toBeInTheDocument();
    expect(calls.filter(c => c.url === UPDATE).map(c => (c.body as { step_name: string }).step_name)).toEqual([]);
  });

  it('SSN toggle: full SSN formats xxx-xx-xxxx, last four keeps 4 digits, errors are the rule text', async () => {
    const { calls } = mount('/solosettles/7', viewOf({ current_step: 'ssn' }));
    const full = await screen.findByLabelText('Social security number', { selector: 'input' });
    await userEvent.type(full, '12345678901');
    expect(full).toHaveValue('123-45-6789');
    await userEvent.click(screen.getByRole('button', { name: 'Last 4 digits' }));
    const last = screen.getByLabelText('Last 4 digits of your SSN', { selector: 'input' });
    await userEvent.type(last, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save SSN' }));
    expect(await screen.findAllByText('Please enter the last 4 digits of your social security number')).not.toHaveLength(0);
    await userEvent.type(last, '345');
    expect(last).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save SSN' }));
    await waitFor(() =>
      expect(calls.find(c => c.url === UPDATE)?.body).toEqual({
        step_name: 'social_security_number',
        inputs: { social_security_number_last_four: '1234' },
        encrypted: true,
      }),
    );
  });

  it('phone step formats (123) 456-7890 and sends the SMS consent', async () => {
    const { calls } = mount('/solosettles/7', viewOf({ current_step: 'phone' }));
    const phone = await screen.findByLabelText(/Phone number/);
    await userEvent.type(phone, '312555014');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Invalid phone number format')).not.toHaveLength(0);
    await userEvent.type(phone, '2');
    expect(phone).toHaveValue('(312) 555-0142');
    await userEvent.click(screen.getByLabelText(/Text me updates/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(calls.find(c => c.url === '/api_controller/update_phone_number/7')?.body).toEqual({
        phone_number: '(312) 555-0142',
        consents_to_sms: true,
      }),
    );
  });

  it('hardship details stay hidden until the box is ticked', async () => {
    const { calls } = mount('/solosettles/7', viewOf({ current_step: 'hardship' }));
    const box = await screen.findByLabelText('Medical bills or illness');
    expect(screen.queryByLabelText(/Details: Medical/)).not.toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.type(screen.getByLabelText(/Details: Medical/), 'Surgery');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(calls.find(c => c.url === UPDATE && (c.body as { step_name: string }).step_name === 'hardship')?.body).toEqual({
        step_name: 'hardship',
        inputs: { reasons: ['medical'], details: { medical: 'Surgery' } },
        encrypted: false,
      }),
    );
  });

  it('the offer step asks for the law firm first', async () => {
    mount('/solosettles/7', viewOf({ current_step: 'offer' }));
    expect(await screen.findByText(/Choose the law firm handling your debt/)).toBeInTheDocument();
  });

  describe('a field Ask Solo saved', () => {
    /** A connected socket the test pushes server messages through. */
    function fakeSocket() {
      const listeners = new Map<string, Array<(...a: unknown[]) => void>>();
      const socket: CompletionSocket & { push(event: string, payload: unknown): void } = {
        connected: true,
        on: (event, fn) => listeners.set(event, [...(listeners.get(event) ?? []), fn as never]),
        off: () => undefined,
        disconnect: () => undefined,
        push: (event, payload) => act(() => listeners.get(event)?.forEach(fn => fn(payload))),
      };
      return socket;
    }
    const key = { threadKey: 'threadkey0001', pilotThreadId: 5, completionId: 10 };
    const answer = (documentId: number, field: string, value: unknown, message: string): Completion => ({
      id: 10,
      state: 'completed',
      userRequest: 'My phone number is 555 234 5678',
      assistantResponse: message,
      rating: 0,
      pilotFiles: [],
      pilotFunctionCalls: [
        {
          id: 3,
          functionName: 'fill-field',
          state: 'completed',
          arguments: {},
          result: { message, field_name: field, value, document_id: documentId },
          errorMessage: null,
        },
      ],
      persona: null,
      threadKey: key.threadKey,
      pilotThreadId: key.pilotThreadId,
      provider: 'offline',
      errorMessage: null,
      createdAt: new Date().toISOString(),
    });

    /** The review page with the assistant beside it, as the consumer layout mounts them. */
    function mountWithAssistant(view: WalkthroughView) {
      const socket = fakeSocket();
      const net = mockFetch({
        [`GET ${VIEW}`]: () => json(view),
        [`POST ${UPDATE}`]: () => json({ errors: [] }),
        'GET /pilot/completions/latest_thread.json': () =>
          json({ thread: { id: 5 }, threadKey: key.threadKey, completions: [], provider: 'offline' }),
        'GET /pilot/personas.json': () => json({ personas: [] }),
        'GET /pilot/completions/prompt_suggestions': () => json({ suggestions: [] }),
      });
      renderAt(
        '/solosettles/7/review',
        '/solosettles/:id/review',
        <>
          <WalkthroughPage />
          <AssistantPanel mode="widget" connect={() => socket} />
        </>,
      );
      return { socket, ...net };
    }

    it('shows on the open review page at once, with the saved toast, once however often the answer arrives', async () => {
      const { socket, calls } = mountWithAssistant(viewOf());
      const phone = await screen.findByLabelText(/Phone number/);
      expect(phone).toHaveValue('');
      const loadsBefore = calls.filter(c => c.url === VIEW).length;
      const saved = answer(7, 'customer_phone_number', '5552345678', 'I saved your phone number as (555) 234-5678 in your settlement.');
      socket.push('pilot:completion', { type: 'object', ...key, completion: saved });
      await waitFor(() => expect(screen.getByLabelText(/Phone number/)).toHaveValue('(555) 234-5678'));
      expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('data-state', 'valid');
      expect(screen.getAllByText('Phone number saved successfully')).toHaveLength(1);
      // The page reloads what its steps start from; the answer's words and the field agree.
      await waitFor(() => expect(calls.filter(c => c.url === VIEW).length).toBe(loadsBefore + 1));
      expect(screen.getAllByText('I saved your phone number as (555) 234-5678 in your settlement.').length).toBeGreaterThan(0);
      socket.push('pilot:completion', { type: 'object', ...key, completion: saved });
      expect(screen.getAllByText('Phone number saved successfully')).toHaveLength(1);
      // Nothing was sent by the page: the assistant's save was the save.
      expect(calls.filter(c => c.method === 'POST' && c.url === UPDATE)).toEqual([]);
    });

    it('shows a saved address in its four inputs', async () => {
      const { socket } = mountWithAssistant(viewOf());
      await screen.findByLabelText(/Phone number/);
      const address = { customer_street: '12 Main St', customer_city: 'Springfield', customer_state: 'IL', customer_zip_code: '62701' };
      socket.push('pilot:completion', {
        type: 'object',
        ...key,
        completion: answer(7, 'customer_mailing_address', address, 'I saved your mailing address as 12 Main St, Springfield, IL 62701 in your settlement.'),
      });
      await waitFor(() => expect(screen.getByDisplayValue('12 Main St')).toBeInTheDocument());
      expect(screen.getByDisplayValue('Springfield')).toBeInTheDocument();
      expect(screen.getByDisplayValue('62701')).toBeInTheDocument();
    });

    it("leaves the page alone when the value was saved on another walkthrough, or refused", async () => {
      const { socket } = mountWithAssistant(viewOf());
      await screen.findByLabelText(/Phone number/);
      socket.push('pilot:completion', {
        type: 'object',
        ...key,
        completion: answer(8, 'customer_phone_number', '5552345678', 'I saved your phone number as (555) 234-5678 in your settlement.'),
      });
      const refused = answer(7, 'customer_phone_number', null, '');
      refused.id = 11;
      refused.pilotFunctionCalls = [
        { ...refused.pilotFunctionCalls[0], id: 4, state: 'failed', result: null, errorMessage: 'I did not save your phone number: Invalid phone number format.' },
      ];
      socket.push('pilot:completion', { type: 'object', ...key, completionId: 11, completion: refused });
      expect(await screen.findByText('I did not save your phone number: Invalid phone number format.')).toBeInTheDocument();
      expect(screen.getByLabelText(/Phone number/)).toHaveValue('');
      expect(screen.queryByText('Phone number saved successfully')).toBeNull();
    });
  });
});
