import { findDollarAmounts } from './amounts';
import { findSensitiveNumbers, isCardNumber, isValidSsn, maskSensitiveNumbers, passesLuhn } from './sensitive';

describe('SSN validity', () => {
  it.each(['123456789', '078051120', '899451234', '665011234', '001010001'])('accepts %s', (s) =>
    expect(isValidSsn(s)).toBe(true),
  );
  it.each(['000123456', '666123456', '900123456', '999123456', '123006789', '123450000', '12345678', 'abcdefghi'])(
    'refuses %s',
    (s) => expect(isValidSsn(s)).toBe(false),
  );
});

describe('card numbers', () => {
  it.each([
    '4111111111111111',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
    '2223003122003222',
    '4222222222222',
  ])('accepts the test card %s', (n) => expect(isCardNumber(n)).toBe(true));
  it.each(['4111111111111112', '0000000000000000', '1234567812345670', '9111111111111115', '411111111111'])(
    'refuses %s (Luhn, issuer or length)',
    (n) => expect(isCardNumber(n)).toBe(false),
  );
  it('computes Luhn', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});

describe('findSensitiveNumbers', () => {
  const kinds = (s: string) => findSensitiveNumbers(s).map((n) => `${n.kind}:${n.digits}`);
  it('finds SSNs with dashes, spaces, dots or nothing', () => {
    expect(kinds('a 123-45-6789 b 123 45 6789 c 123.45.6789 d 123456789')).toEqual([
      'ssn:123456789',
      'ssn:123456789',
      'ssn:123456789',
      'ssn:123456789',
    ]);
  });
  it('ignores mixed separators, longer digit runs, phone numbers, ZIP+4 and invalid areas', () => {
    expect(kinds('123-45 6789, 1234567890, 555-123-4567, 60614-1234, 666-12-3456, 123-00-4567')).toEqual([]);
  });
  it('finds cards grouped by 4, in Amex 4-6-5 and plain', () => {
    expect(kinds('4111 1111 1111 1111 / 3782-822463-10005 / 5555555555554444')).toEqual([
      'card:4111111111111111',
      'card:378282246310005',
      'card:5555555555554444',
    ]);
  });
  it('does not read a routing number as an SSN', () => {
    expect(kinds('Our ABA routing number is 122105155.')).toEqual([]);
    expect(kinds('My SSN is 122105155.')).toEqual(['ssn:122105155']);
  });
});

describe('maskSensitiveNumbers (consumer messages)', () => {
  it('masks every SSN and card, keeping the last four digits', () => {
    expect(maskSensitiveNumbers('My SSN is 123-45-6789 and my card is 4111 1111 1111 1111, thanks')).toEqual({
      body: 'My SSN is ***-**-6789 and my card is **** **** **** 1111, thanks',
      masked: ['ssn', 'card'],
    });
  });
  it('lists one entry per masked number', () => {
    expect(maskSensitiveNumbers('123456789 or 234-56-7891?').masked).toEqual(['ssn', 'ssn']);
  });
  it('leaves other messages untouched', () => {
    const body = 'Ending in 6789, case 2024-CV-001234, call 312-555-0148, pay $1,234.56';
    expect(maskSensitiveNumbers(body)).toEqual({ body, masked: [] });
  });
});

describe('findDollarAmounts', () => {
  it('reads the ways people write dollars, in cents', () => {
    expect(findDollarAmounts('$1,234.56, $ 20, $2k, 900 dollars, USD 75.5, 3 bucks').map((a) => a.cents)).toEqual([
      123456, 2000, 200000, 90000, 7550, 300,
    ]);
  });
  it('ignores numbers that are not money', () => {
    expect(findDollarAmounts('call 312-555-0148 on the 15th, 60% off')).toEqual([]);
  });
});

describe('findDollarAmounts in words', () => {
  it.each([
    ['three thousand dollars', 300000],
    ['two thousand five hundred dollars', 250000],
    ['fifteen hundred bucks', 150000],
    ['a thousand dollars', 100000],
    ['twenty-five dollars', 2500],
  ])('reads %j', (text, cents) => expect(findDollarAmounts(text).map((a) => a.cents)).toEqual([cents]));
});
