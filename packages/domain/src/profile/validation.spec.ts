import {
  birthdateBounds,
  birthdateError,
  formatSsnInput,
  formatZipInput,
  isValidLastFour,
  isValidSsn,
  isValidZip,
  maskSsn,
  metadataErrors,
  missingCreditFields,
  PROFILE_MESSAGES,
  yearsBefore,
} from './validation';
import { canCancelAutopay, canRequestRefund, refundAddressErrors, splitTransactions } from './stash';

const TODAY = '2026-11-23';

describe('profile validators', () => {
  it.each([
    ['123456789', true],
    ['123-45-6789', true],
    ['12345678', false],
    ['1234567890', false],
    ['123-456-789', false],
    ['12a456789', false],
  ])('full SSN %s valid=%s', (v, ok) => expect(isValidSsn(v)).toBe(ok));

  it.each([
    ['1234', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
  ])('last four %s valid=%s', (v, ok) => expect(isValidLastFour(v)).toBe(ok));

  it.each([
    ['12345', true],
    ['12345-6789', true],
    ['123456789', true],
    ['1234', false],
    ['123456', false],
    ['12345-678', false],
    ['abcde', false],
  ])('ZIP %s valid=%s', (v, ok) => expect(isValidZip(v)).toBe(ok));

  it('formats SSN and ZIP while typing, digits only, capped', () => {
    expect(formatSsnInput('12')).toBe('12');
    expect(formatSsnInput('1234')).toBe('123-4');
    expect(formatSsnInput('123456')).toBe('123-45-6');
    expect(formatSsnInput('abc123-45-67890123')).toBe('123-45-6789');
    expect(formatZipInput('123456789999')).toBe('12345-6789');
    expect(formatZipInput('12a34')).toBe('1234');
  });

  it('birthdate at most 18 years ago, at the boundary', () => {
    expect(yearsBefore(TODAY, 18)).toBe('2008-11-23');
    expect(yearsBefore('2028-02-29', 18)).toBe('2010-02-28');
    expect(birthdateBounds(TODAY)).toEqual({ min: '1901-11-23', max: '2008-11-23' });
    expect(birthdateError('2008-11-23', TODAY)).toBeNull();
    expect(birthdateError('2008-11-24', TODAY)).toBe(PROFILE_MESSAGES.birthdateTooRecent);
    expect(birthdateError('1901-11-22', TODAY)).toBe(PROFILE_MESSAGES.birthdateTooOld);
    expect(birthdateError('1990-02-30', TODAY)).toBe(PROFILE_MESSAGES.birthdate);
    expect(birthdateError('garbage', TODAY)).toBe(PROFILE_MESSAGES.birthdate);
  });

  it('collects metadata errors with the exact wording; blanks and the masked SSN pass', () => {
    expect(metadataErrors({ ssn: '123', ssn_last_four: '12', zip_code: '1234', state: 'ZZ' }, TODAY).map((e) => e.message)).toEqual([
      PROFILE_MESSAGES.state,
      'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)',
      'Full SSN must be 9 digits',
      'Last 4 of SSN must be 4 digits',
    ]);
    expect(metadataErrors({ ssn: maskSsn('6789'), ssn_last_four: '6789', zip_code: '', state: 'pr', birthdate: null }, TODAY)).toEqual([]);
    expect(metadataErrors({ ssn: '123-45-6789', ssn_last_four: '1111' }, TODAY).map((e) => e.message)).toEqual([PROFILE_MESSAGES.ssnMismatch]);
    // Each failing field once, keyed by its name; a mismatch is still found beside another field's mistake.
    expect(metadataErrors({ zip_code: '1', birthdate: '2020-01-01', ssn: '123456789', ssn_last_four: '1111' }, TODAY)).toEqual([
      { field: 'zip_code', message: PROFILE_MESSAGES.zip },
      { field: 'birthdate', message: PROFILE_MESSAGES.birthdateTooRecent },
      { field: 'ssn_last_four', message: PROFILE_MESSAGES.ssnMismatch },
    ]);
    expect(metadataErrors({ birthdate: ' 1986-04-12 ', state: ' tx ', ssn: '***-**-1111', ssn_last_four: '1111' }, TODAY)).toEqual([]);
  });

  it('names what the credit report still needs', () => {
    const full = { first_name: 'A', last_name: 'B', address_line1: '1 Main', city: 'Austin', state: 'TX', zip_code: '78701', birthdate: '1980-01-01', ssn_last_four: '1234' };
    expect(missingCreditFields(full)).toEqual([]);
    expect(missingCreditFields({ ...full, city: ' ', ssn_last_four: null })).toEqual(['city', 'ssn_last_four']);
  });
});

describe('stash rules', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const tx = (id: number, created_at: string, amount_cents = 1000) => ({ id, amount_cents, created_at, kind: 'settlement_payment' as const, status: 'completed' });

  it('future-dated items are the scheduled autopay, the rest history (newest first)', () => {
    const { upcoming, history } = splitTransactions([tx(1, '2026-11-01T00:00:00Z'), tx(2, '2026-12-05T00:00:00Z'), tx(3, '2026-11-20T00:00:00Z'), tx(4, '2026-11-23T12:00:00Z')], now);
    expect(upcoming.map((t) => t.id)).toEqual([2]);
    expect(history.map((t) => t.id)).toEqual([4, 3, 1]);
  });

  it('Cancel Autopay only with no history and an upcoming item; Refund only with a positive balance', () => {
    expect(canCancelAutopay({ available_balance: 0, all_transactions: [tx(1, '2026-12-01T00:00:00Z')] }, now)).toBe(true);
    expect(canCancelAutopay({ available_balance: 0, all_transactions: [] }, now)).toBe(false);
    expect(canCancelAutopay({ available_balance: 1000, all_transactions: [tx(1, '2026-12-01T00:00:00Z'), tx(2, '2026-11-01T00:00:00Z')] }, now)).toBe(false);
    expect(canRequestRefund({ available_balance: 1, all_transactions: [] })).toBe(true);
    expect(canRequestRefund({ available_balance: 0, all_transactions: [] })).toBe(false);
    expect(canRequestRefund({ available_balance: -5, all_transactions: [] })).toBe(false);
  });

  it('the refund form needs a name and a mailable US address', () => {
    expect(refundAddressErrors({ full_name: ' ', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' })).toEqual(['Full name is required']);
    expect(refundAddressErrors({})).toEqual(['Full name is required', 'Street address is required', 'City is required', 'State is required', PROFILE_MESSAGES.zip]);
    expect(refundAddressErrors({ full_name: 'Jo', address1: '1 Main', city: 'San Juan', state: 'pr', zip: '00901-1234' })).toEqual([]);
    expect(refundAddressErrors({ full_name: 'Jo', address1: '1 Main', city: 'X', state: 'ON', zip: '00901' })).toEqual([PROFILE_MESSAGES.state]);
  });
});
