import {
  addYears,
  birthdateBounds,
  fieldLabels,
  formatLastFour,
  lawsuitFromPapers,
  shownFields,
  formatPhone,
  formatSsn,
  requiredFields,
  submitError,
  validateAddress,
  validateAmount,
  validateBirthdate,
  validateLawsuitDate,
  validateEmails,
  validatePhone,
  validateSsn,
  validateState,
  validateText,
  validateZip,
  WALKTHROUGH_MESSAGES as M,
} from './validation';

const err = (r: { ok: boolean; error?: string }) => (r.ok ? null : r.error);

describe('walkthrough validation', () => {
  it('lawsuit amount: at least $100, dollars as typed to cents', () => {
    expect(validateAmount('99.99')).toEqual({ ok: false, error: M.amountMin });
    expect(validateAmount('100')).toEqual({ ok: true, value: 10000 });
    expect(validateAmount('100.00')).toEqual({ ok: true, value: 10000 });
    expect(validateAmount('$1,250.5')).toEqual({ ok: true, value: 125050 });
    expect(validateAmount(0)).toEqual({ ok: false, error: M.amountMin });
    expect(err(validateAmount(''))).toBe(M.blank);
    expect(err(validateAmount('   '))).toBe(M.blank);
    expect(err(validateAmount('12a'))).toBe(M.amountFormat);
    expect(err(validateAmount('100.001'))).toBe(M.amountFormat);
    expect(err(validateAmount('-150'))).toBe(M.amountFormat);
    expect(err(validateAmount({}))).toBe(M.blank);
    expect(validateAmount('10000000')).toEqual({ ok: true, value: 1_000_000_000 });
    expect(err(validateAmount('10000000.01'))).toBe(M.amountMax);
  });

  it('blank text: Input cannot be blank.', () => {
    expect(err(validateText('  '))).toBe(M.blank);
    expect(err(validateText(null))).toBe(M.blank);
    expect(validateText(' Jo Doe ')).toEqual({ ok: true, value: 'Jo Doe' });
    expect(err(validateText('x'.repeat(201)))).toBe(M.tooLong(200));
    expect(validateText('x'.repeat(200)).ok).toBe(true);
  });

  it('SSN: full 9 digits, or last four, or neither', () => {
    expect(validateSsn('123-45-6789', '')).toEqual({ ok: true, value: { full: '123456789', lastFour: '6789' } });
    expect(validateSsn('123456789', '1111')).toEqual({ ok: true, value: { full: '123456789', lastFour: '6789' } });
    expect(err(validateSsn('12345678', ''))).toBe(M.ssnFull);
    expect(err(validateSsn('1234567890', ''))).toBe(M.ssnFull);
    expect(err(validateSsn('12a-45-6789', ''))).toBe(M.ssnFull);
    expect(validateSsn('', '6789')).toEqual({ ok: true, value: { full: null, lastFour: '6789' } });
    expect(err(validateSsn('', '678'))).toBe(M.ssnLastFour);
    expect(err(validateSsn('', '67890'))).toBe(M.ssnLastFour);
    expect(err(validateSsn('', ''))).toBe(M.ssnEither);
    expect(err(validateSsn(undefined, undefined))).toBe(M.ssnEither);
  });

  it('formats SSN, last four and phone while typing', () => {
    expect(formatSsn('123')).toBe('123');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123456')).toBe('123-45-6');
    expect(formatSsn('123-45-67890000')).toBe('123-45-6789');
    expect(formatSsn('a1b2')).toBe('12');
    expect(formatLastFour('12345')).toBe('1234');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('312')).toBe('(312');
    expect(formatPhone('3125')).toBe('(312) 5');
    expect(formatPhone('3125550142')).toBe('(312) 555-0142');
    expect(formatPhone('+1 312 555 0142')).toBe('(312) 555-0142');
    expect(formatPhone('31255501429')).toBe('(312) 555-0142');
  });

  it('phone: 10 US digits', () => {
    expect(validatePhone('(312) 555-0142')).toEqual({ ok: true, value: '3125550142' });
    expect(validatePhone('1-312-555-0142')).toEqual({ ok: true, value: '3125550142' });
    expect(err(validatePhone('312555014'))).toBe(M.phoneFormat);
    expect(err(validatePhone('31255501420'))).toBe(M.phoneFormat);
    expect(err(validatePhone('312-555-O142'))).toBe(M.phoneFormat);
    expect(err(validatePhone('(012) 555-0142'))).toBe(M.phoneUs);
    expect(err(validatePhone('(312) 155-0142'))).toBe(M.phoneUs);
    expect(err(validatePhone(''))).toBe(M.required);
  });

  it('lawyer e-mails: valid, several joined by ;', () => {
    expect(validateEmails('a@firm.com; B@Firm.com')).toEqual({ ok: true, value: ['a@firm.com', 'b@firm.com'] });
    expect(validateEmails(['a@firm.com', 'a@firm.com'])).toEqual({ ok: true, value: ['a@firm.com'] });
    expect(err(validateEmails('a@firm.com;nope'))).toBe(M.emails);
    expect(err(validateEmails('a@firm'))).toBe(M.emails);
    expect(err(validateEmails([1]))).toBe(M.emails);
    expect(err(validateEmails(' ; '))).toBe(M.blank);
  });

  it('birthdate: between 125 and 16 years ago, bounds included', () => {
    const today = '2026-11-23';
    expect(birthdateBounds(today)).toEqual({ min: '1901-11-23', max: '2010-11-23' });
    expect(validateBirthdate('2010-11-23', today).ok).toBe(true);
    expect(err(validateBirthdate('2010-11-24', today))).toBe(M.birthdate);
    expect(validateBirthdate('1901-11-23', today).ok).toBe(true);
    expect(err(validateBirthdate('1901-11-22', today))).toBe(M.birthdate);
    expect(err(validateBirthdate('1980-02-30', today))).toBe(M.birthdate);
    expect(err(validateBirthdate('11/02/1980', today))).toBe(M.birthdate);
    expect(err(validateBirthdate('', today))).toBe(M.blank);
    expect(addYears('2028-02-29', -16)).toBe('2012-02-29');
    expect(addYears('2028-02-29', -17)).toBe('2011-02-28');
  });

  it('state, ZIP and address', () => {
    expect(validateState('il')).toEqual({ ok: true, value: 'IL' });
    expect(err(validateState('XX'))).toBe(M.state);
    expect(validateZip('60601')).toEqual({ ok: true, value: '60601' });
    expect(validateZip('606011234')).toEqual({ ok: true, value: '60601-1234' });
    expect(err(validateZip('6060'))).toBe(M.zip);
    expect(err(validateZip('60601-12'))).toBe(M.zip);
    expect(
      validateAddress({ customer_street: '1 Main St', customer_city: 'Chicago', customer_state: 'IL', customer_zip_code: '60601' }).ok,
    ).toBe(true);
    expect(err(validateAddress({ customer_street: '', customer_city: 'Chicago' }))).toBe(M.blank);
    expect(err(validateAddress('garbage'))).toBe(M.blank);
  });

  it('labels switch to debt wording when there is no lawsuit', () => {
    expect(fieldLabels(true).law_firm_name).toBe('Law firm');
    const debt = fieldLabels(false);
    expect([debt.law_firm_name, debt.lawyer_email, debt.plaintiff_name, debt.civil_number]).toEqual([
      'Collections agency',
      'Collector email',
      'Creditor name',
      'File number',
    ]);
  });

  it('required fields: lawyer e-mail unless the firm supplies addresses', () => {
    expect(requiredFields({ firmSuppliesAddresses: false })).toContain('lawyer_email');
    expect(requiredFields({ firmSuppliesAddresses: true })).not.toContain('lawyer_email');
    expect(requiredFields({ firmSuppliesAddresses: true })).not.toContain('court_name');
    expect(requiredFields({ firmSuppliesAddresses: true, needsCourt: true })).toContain('court_name');
  });

  it('submit: checkbox first, then missing, then invalid', () => {
    expect(submitError({ confirmed: false, missing: ['Plaintiff'], invalid: [] })).toBe(M.confirm);
    expect(submitError({ confirmed: true, missing: ['Plaintiff', 'Birthdate'], invalid: ['Phone number'] })).toBe(
      'Please fill in the following required fields: Plaintiff, Birthdate',
    );
    expect(submitError({ confirmed: true, missing: [], invalid: ['Phone number'] })).toBe(
      'Please correct the following fields: Phone number',
    );
    expect(submitError({ confirmed: true, missing: [], invalid: [] })).toBeNull();
  });

  describe('the debt wording (no lawsuit)', () => {
    it('switches every lawsuit word to the debt word, and keeps the others', () => {
      const lawsuit = fieldLabels(true);
      const debt = fieldLabels(false);
      expect(debt).toEqual({
        ...lawsuit,
        lawsuit_state: 'Your state',
        lawsuit_amount: 'Debt amount',
        civil_number: 'File number',
        plaintiff_name: 'Creditor name',
        law_firm_name: 'Collections agency',
        lawyer_email: 'Collector email',
      });
      expect(Object.values(debt).join(' ')).not.toMatch(/lawsuit|civil|plaintiff|law firm|lawyer/i);
      // No two fields of one page share a label (the address has its own "State").
      expect(new Set(Object.values(debt)).size).toBe(Object.values(debt).length);
    });

    it('words the amount rule as a debt amount, with the same bounds', () => {
      expect(validateAmount('99.99', false)).toEqual({ ok: false, error: 'Please enter a debt amount of at least $100' });
      expect(validateAmount('99.99', true)).toEqual({ ok: false, error: 'Please enter a lawsuit amount of at least $100' });
      expect(validateAmount('100', false)).toEqual({ ok: true, value: 10000 });
      expect(err(validateAmount('12a', false))).toBe(M.amountFormat);
    });

    it('asks for no court, even on a document that would file with one', () => {
      expect(requiredFields({ firmSuppliesAddresses: false, needsCourt: true, lawsuitExists: false })).not.toContain('court_name');
      expect(requiredFields({ firmSuppliesAddresses: false, needsCourt: true, lawsuitExists: true })).toContain('court_name');
      expect(shownFields(false)).not.toContain('court_name');
      expect(shownFields(true)).toContain('court_name');
    });

    it('reads what the papers say about a lawsuit', () => {
      expect(lawsuitFromPapers([{ field: 'lawsuit_exists', value: false }])).toBe(false);
      expect(lawsuitFromPapers([{ field: 'civil_number', value: 'X' }, { field: 'lawsuit_exists', value: true }])).toBe(true);
      expect(lawsuitFromPapers([{ field: 'civil_number', value: 'X' }])).toBeNull();
      expect(lawsuitFromPapers([{ field: 'lawsuit_exists', value: 'yes' }])).toBeNull();
    });
  });
});

describe('lawsuit dates', () => {
  const today = '2026-11-27';
  it('takes a real date from a year before to two years after today, and blank as none', () => {
    expect(validateLawsuitDate('2026-12-08', today)).toEqual({ ok: true, value: '2026-12-08' });
    expect(validateLawsuitDate(' 2028-11-27 ', today)).toEqual({ ok: true, value: '2028-11-27' });
    expect(validateLawsuitDate('2025-11-27', today)).toEqual({ ok: true, value: '2025-11-27' });
    for (const none of [undefined, null, '', '  ']) expect(validateLawsuitDate(none, today)).toEqual({ ok: true, value: null });
  });
  it('refuses anything else with one sentence', () => {
    for (const bad of ['2028-11-28', '2025-11-26', '2026-02-30', '12/08/2026', 'soon', 20261208, true, {}, ['2026-12-08']])
      expect(validateLawsuitDate(bad, today)).toEqual({ ok: false, error: M.lawsuitDate });
  });
});
