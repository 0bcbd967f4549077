import { ssnParts } from './walkthrough-responses.service';

describe('ssnParts (what the answers store seals and keeps in clear)', () => {
  it('seals a full SSN and keeps digits 6-9 as the last four', () => {
    expect(ssnParts('123-45-6789')).toEqual({ full: '123456789', last4: '6789' });
    expect(ssnParts({ social_security_number: '123456789', social_security_number_last_four: '0000' })).toEqual({
      full: '123456789',
      last4: '6789',
    });
  });
  it('keeps only the last four when that is all there is', () => {
    expect(ssnParts({ social_security_number: null, social_security_number_last_four: '4417' })).toEqual({ full: null, last4: '4417' });
    expect(ssnParts('4417')).toEqual({ full: null, last4: '4417' });
  });
  it('keeps nothing from values that are neither', () => {
    expect(ssnParts('12345')).toEqual({ full: null, last4: null });
    expect(ssnParts({ social_security_number: '12345678' })).toEqual({ full: null, last4: null });
    expect(ssnParts(undefined)).toEqual({ full: null, last4: null });
  });
});
