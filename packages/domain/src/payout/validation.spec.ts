import {
  accountTypeLabel,
  hasPaymentDetails,
  isPoBox,
  isValidAccountNumber,
  isValidEmail,
  isValidRoutingNumber,
  missingCheckFieldsMessage,
  normalizeRoutingInput,
} from './validation';

describe('payout validation', () => {
  it.each(['011000015', '021000021', '026009593', '111000025', '122105155'])(
    'accepts the real routing number %s',
    (n) => expect(isValidRoutingNumber(n)).toBe(true),
  );
  it.each(['011000016', '123456789', '000000000', '12345678', '1234567890', '02100002a', ''])(
    'refuses routing number %j',
    (n) => expect(isValidRoutingNumber(n)).toBe(false),
  );
  it('strips non-digits from routing input and caps it at 9', () => {
    expect(normalizeRoutingInput('021-000-021 99')).toBe('021000021');
  });
  it.each([
    'PO Box 12',
    'P.O. Box 12',
    'p o box 9',
    'POBox 4',
    'POB 77',
    'P.O.B. 5',
    'Post Office Box 3',
    'post office box 3',
    'Postal Box 1',
    'PO Drawer 8',
    'Box 123',
    '12 Main St, PO BOX 4',
  ])('recognises the PO box %j', (a) => expect(isPoBox(a)).toBe(true));
  it.each(['123 Main St', '55 Boxwood Lane', '9 Pobst Road', 'Suite 400, 1 Post Road', '700 Probate Ave'])(
    'accepts the street %j',
    (a) => expect(isPoBox(a)).toBe(false),
  );
  it('checks e-mail and account numbers', () => {
    expect(isValidEmail('pay@firm.test')).toBe(true);
    expect(isValidEmail('pay@firm')).toBe(false);
    expect(isValidAccountNumber(' 1234 5678 ')).toBe(true);
    expect(isValidAccountNumber('123')).toBe(false);
    expect(isValidAccountNumber('12a4')).toBe(false);
  });
  it('lists missing mailed-check fields in the exact wording', () => {
    expect(
      missingCheckFieldsMessage({
        payee: 'A',
        mailing_street: ' ',
        mailing_city: 'X',
        mailing_state: '',
        mailing_zip: '1',
      }),
    ).toBe('Please fill in all required fields: Street, State');
    expect(
      missingCheckFieldsMessage({
        payee: 'A',
        mailing_street: 'B',
        mailing_city: 'C',
        mailing_state: 'TX',
        mailing_zip: '75001',
      }),
    ).toBeNull();
  });
  it('shows BUSINESS as IOLTA', () => {
    expect(accountTypeLabel('BUSINESS')).toBe('IOLTA');
    expect(accountTypeLabel('CHECKING')).toBe('Checking');
  });
  it('has payment details with an approved bank account or a complete check address', () => {
    expect(hasPaymentDetails(null)).toBe(false);
    expect(hasPaymentDetails({ bankAccountConnected: true, digitalCheckApproved: true })).toBe(true);
    expect(hasPaymentDetails({ bankAccountConnected: true, digitalCheckApproved: false })).toBe(false);
    const address = {
      payee: 'Firm',
      mailingStreet: '1 Main',
      mailingCity: 'Austin',
      mailingState: 'TX',
      mailingZip: '78701',
    };
    expect(hasPaymentDetails({ bankAccountConnected: false, digitalCheckApproved: false, ...address })).toBe(true);
    expect(
      hasPaymentDetails({ bankAccountConnected: false, digitalCheckApproved: false, ...address, mailingZip: '' }),
    ).toBe(false);
  });
});
