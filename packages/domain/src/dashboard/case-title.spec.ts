import { caseTitle } from './case-title';

describe('caseTitle', () => {
  const base = { id: 42, plaintiff_name: null, lawsuit_amount: null, civil_number: null };
  it('names the plaintiff with the lawsuit amount in USD', () => {
    expect(caseTitle({ ...base, plaintiff_name: 'Midland Credit Management, Inc.', lawsuit_amount: 482517 })).toBe(
      'Midland Credit Management, Inc. $4,825.17',
    );
  });
  it('names the plaintiff alone when the amount is unknown', () => {
    expect(caseTitle({ ...base, plaintiff_name: 'Cavalry SPV I, LLC', civil_number: '2026-CV-1' })).toBe('Cavalry SPV I, LLC');
  });
  it('falls back to the civil number, then to the id', () => {
    expect(caseTitle({ ...base, civil_number: '2026-CV-04417', lawsuit_amount: 100 })).toBe('Case 2026-CV-04417');
    expect(caseTitle({ ...base, plaintiff_name: '  ', civil_number: ' ' })).toBe('Case #42');
  });
});
