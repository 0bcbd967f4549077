import { EXTRACTED_FIELDS } from '@parley/domain/walkthrough/fields';
import { checkFactValue, MAX_MODEL_CONFIDENCE, parseFactCandidates } from './llm.port';

/** The checks every model answer goes through before the extraction job stores it. */
describe('parseFactCandidates', () => {
  const all = EXTRACTED_FIELDS;

  it('keeps asked fields with values of the right shape, and clamps and caps the confidence', () => {
    const raw = {
      facts: [
        { field: 'customer_name', value: '  Marcus   T. Reyes ', confidence: 1.7 },
        { field: 'lawsuit_amount', value: 431287, confidence: -0.2 },
        { field: 'lawsuit_state', value: 'Illinois', confidence: 0.6 },
        { field: 'lawyer_email', value: ['Filings@HarrowLind-law.com', 'not an address'], confidence: 0.5 },
        { field: 'civil_number', value: '2025-M1-104522' },
        { field: 'civil_number', value: '2025-M1-104522', confidence: 0.4 },
      ],
    };
    expect(parseFactCandidates(raw, all)).toEqual([
      { field: 'customer_name', value: 'Marcus T. Reyes', confidence: MAX_MODEL_CONFIDENCE },
      { field: 'lawsuit_amount', value: 431287, confidence: 0 },
      { field: 'lawsuit_state', value: 'IL', confidence: 0.6 },
      { field: 'lawyer_email', value: ['filings@harrowlind-law.com'], confidence: 0.5 },
      { field: 'civil_number', value: '2025-M1-104522', confidence: 0.5 },
    ]);
  });

  it('drops unknown and unasked fields and values of the wrong type', () => {
    const raw = {
      facts: [
        { field: 'ssn', value: '123-45-6789', confidence: 0.9 },
        { field: 'court_name', value: 'Circuit Court of Cook County', confidence: 0.9 },
        { field: 'lawsuit_amount', value: '4312.87', confidence: 0.9 },
        { field: 'lawsuit_amount', value: 4312.87, confidence: 0.9 },
        { field: 'lawsuit_state', value: 'Narnia', confidence: 0.9 },
        { field: 'customer_name', value: { first: 'Marcus' }, confidence: 0.9 },
        { field: 'customer_name', value: '   ', confidence: 0.9 },
        { field: 'lawyer_email', value: [1, 2], confidence: 0.9 },
        { field: 'customer_phone_number', value: '555-0199', confidence: 0.9 },
        { field: 'customer_mailing_address', value: { customer_street: '4418 W Barry Ave' }, confidence: 0.9 },
        null,
        'customer_name',
      ],
    };
    expect(
      parseFactCandidates(
        raw,
        all.filter((f) => f !== 'court_name'),
      ),
    ).toEqual([]);
  });

  it('reads a bare list too, and anything else as nothing', () => {
    expect(
      parseFactCandidates([{ field: 'plaintiff_name', value: 'Midland Funding LLC', confidence: 0.8 }], all),
    ).toEqual([{ field: 'plaintiff_name', value: 'Midland Funding LLC', confidence: 0.8 }]);
    for (const raw of [null, 'facts', 42, {}, { facts: 'none' }, { customer_name: 'Marcus' }])
      expect(parseFactCandidates(raw, all)).toEqual([]);
  });

  it('writes phone numbers and addresses the way the rules do', () => {
    expect(checkFactValue('customer_phone_number', '+1 312.555.0199')).toBe('(312) 555-0199');
    expect(
      checkFactValue('customer_mailing_address', {
        customer_street: ' 4418 W Barry Avenue Apt 2 ',
        customer_city: 'Chicago',
        customer_state: 'illinois',
        customer_zip_code: '60641',
      }),
    ).toEqual({
      customer_street: '4418 W Barry Avenue Apt 2',
      customer_city: 'Chicago',
      customer_state: 'IL',
      customer_zip_code: '60641',
    });
    expect(checkFactValue('lawyer_email', 'a@firm.com')).toEqual(['a@firm.com']);
  });
});
