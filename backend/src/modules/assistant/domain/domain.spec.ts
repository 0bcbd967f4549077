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

import { runFunction } from './functions';
describe('runFunction', () => {
  it('fills a valid phone number and refuses a bad one in the exact words', () => {
    expect(
      runFunction(
        { name: 'fill-field', arguments: { field_name: 'phone_number', value: '(555) 123-4567' } },
        { paymentPlanDocumentId: null },
      ),
    ).toEqual({
      ok: true,
      result: { message: 'Filled phone number with 5551234567.', field_name: 'phone_number', value: '5551234567' },
    });
    expect(
      runFunction(
        { name: 'fill-field', arguments: { field_name: 'phone_number', value: '12' } },
        { paymentPlanDocumentId: null },
      ),
    ).toEqual({
      ok: false,
      error: 'Please enter a valid US phone number',
    });
  });
  it('opens the payment widget of the plan, or fails without one', () => {
    const call = { name: 'show-payment-widget', arguments: { active_tab: 'change_date' } } as const;
    expect(runFunction(call, { paymentPlanDocumentId: 7 })).toMatchObject({
      ok: true,
      result: { iframeUrl: '/customer_documents/7/payment_actions?active_tab=change_date' },
    });
    expect(runFunction(call, { paymentPlanDocumentId: null })).toEqual({
      ok: false,
      error: 'You do not have a payment plan yet.',
    });
  });
});
