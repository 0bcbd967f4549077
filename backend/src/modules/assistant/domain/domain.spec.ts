import { nextRating } from './rating';
import { retrieveArticles, stateNamed } from './retrieval';
import { promptSuggestions } from './suggestions';

describe('nextRating', () => {
  it.each([
    [0, 1, 1],
    [1, 1, 0],
    [1, -1, -1],
    [-1, -1, 0],
    [-1, 0, 0],
    [0, -1, -1],
  ] as const)('from %p pressing %p gives %p', (current, pressed, expected) =>
    expect(nextRating(current, pressed)).toBe(expected),
  );
});

describe('retrieval', () => {
  it('finds the state a question names, by name or code, preferring the longer name', () => {
    expect(stateNamed('deadline in West Virginia?')?.stateCode).toBe('WV');
    expect(stateNamed('answer in TX please')?.stateCode).toBe('TX');
    expect(stateNamed('is it OK to wait?')).toBeUndefined();
  });
  it('uses the consumer lawsuit state for court questions that name none', () => {
    expect(retrieveArticles('When is my answer due?', 'CA')[0].title).toBe('How to answer a summons in California');
    expect(retrieveArticles('What is a good budget app?', 'CA')).toEqual([]);
  });
});

describe('promptSuggestions', () => {
  const base = {
    lawsuitState: 'TX',
    hasPaymentPlan: true,
    hasDocuments: true,
    asked: [],
    lastFunctions: [],
    userContext: null,
  };
  it('starts from the documents and plan, at most four', () => {
    const s = promptSuggestions(base);
    expect(s).toHaveLength(4);
    expect(s[0]).toMatchObject({
      text: 'How long do I have to answer a summons in Texas?',
      metadata: { source: 'documents' },
    });
    expect(s.map((x) => x.metadata.source)).toContain('payment_plan');
  });
  it('drops questions already asked and follows the last function called', () => {
    const s = promptSuggestions({
      ...base,
      asked: ['How long do I have to answer a summons in Texas?'],
      lastFunctions: ['show-payment-widget'],
    });
    expect(s[0].text).toBe('What happens if I miss a payment?');
    expect(s.map((x) => x.text)).not.toContain('How long do I have to answer a summons in Texas?');
  });
  it('gives stable ids', () => {
    expect(promptSuggestions(base)[0].id).toBe(promptSuggestions(base)[0].id);
  });
});

import { FILL_MESSAGES, fillRefused, linkFunction, parseAddress, planFill } from './functions';

const facts = (over: Partial<Parameters<typeof planFill>[2]> = {}) => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  address: { customer_street: '1 Elm St', customer_city: 'Austin', customer_state: 'TX', customer_zip_code: '78701' },
  ...over,
});

describe('planFill', () => {
  it('sends a phone number to the walkthrough phone step as given (the step checks it)', () => {
    expect(planFill('phone_number', ' (555) 123-4567 ', facts())).toEqual({
      ok: true,
      step: 'customer_phone_number',
      inputs: { customer_phone_number: '(555) 123-4567' },
      label: 'phone number',
    });
  });
  it('changes one part of the address and keeps the rest of what is on file', () => {
    expect(planFill('zip code', '78702', facts())).toEqual({
      ok: true,
      step: 'customer_mailing_address',
      inputs: { customer_street: '1 Elm St', customer_city: 'Austin', customer_state: 'TX', customer_zip_code: '78702' },
      label: 'ZIP code',
      part: 'customer_zip_code',
    });
  });
  it('refuses an address part when the rest of the address is unknown, naming what is missing', () => {
    const plan = planFill('zip_code', '78702', facts({ address: {} }));
    expect(plan).toEqual({ ok: false, label: 'ZIP code', error: FILL_MESSAGES.addressParts(['street', 'city', 'state']) });
  });
  it('reads a whole address', () => {
    expect(parseAddress('12 Main St, Springfield, il 62701')).toEqual({
      customer_street: '12 Main St',
      customer_city: 'Springfield',
      customer_state: 'IL',
      customer_zip_code: '62701',
    });
    expect(planFill('address', '12 Main St, Springfield, IL 62701', facts({ address: {} }))).toMatchObject({
      ok: true,
      step: 'customer_mailing_address',
    });
    expect(parseAddress('12 Main St, Springfield, ZZ 62701')).toBeNull();
  });
  it('joins a first or last name with the other part on file', () => {
    expect(planFill('first_name', 'Maria', facts())).toMatchObject({ inputs: { customer_name: 'Maria Reyes' } });
    expect(planFill('last name', 'Smith', facts())).toMatchObject({ inputs: { customer_name: 'Dana Smith' } });
    expect(planFill('last_name', 'Smith', facts({ firstName: null }))).toEqual({
      ok: false,
      label: 'last name',
      error: FILL_MESSAGES.lastNameFirst,
    });
  });
  it('writes a US date as the walkthrough date', () => {
    expect(planFill('birthdate', '1/31/1980', facts())).toMatchObject({ inputs: { birthdate: '1980-01-31' } });
  });
  it('refuses the e-mail (it cannot change), a social security number and unknown fields', () => {
    expect(planFill('email', 'a@b.co', facts())).toEqual({ ok: false, label: 'email', error: 'Email cannot be changed' });
    expect(planFill('ssn', '123-45-6789', facts())).toEqual({
      ok: false,
      label: 'social security number',
      error: FILL_MESSAGES.ssn,
    });
    expect(planFill('constructor', 'x', facts())).toMatchObject({ ok: false, error: FILL_MESSAGES.unknownField('constructor') });
    expect(fillRefused('ZIP code', 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)')).toBe(
      'I did not save your ZIP code: Please enter a valid ZIP code (e.g. 12345 or 12345-6789).',
    );
  });
});

describe('linkFunction', () => {
  it('points to the payment widget of the plan and says it opens on Open, or fails without a plan', () => {
    const call = { name: 'show-payment-widget', arguments: { active_tab: 'change_date' } } as const;
    expect(linkFunction(call, { paymentPlanDocumentId: 7 })).toEqual({
      ok: true,
      result: {
        message: 'To change your payment date, press Open below (it opens in a new tab).',
        iframeUrl: '/customer_documents/7/payment_actions?active_tab=change_date',
      },
    });
    expect(linkFunction(call, { paymentPlanDocumentId: null })).toEqual({
      ok: false,
      error: 'You do not have a payment plan yet.',
    });
  });
});
