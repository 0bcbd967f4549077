import { describe, expect, it } from 'vitest';
import { spendingSlices } from './BudgetChart';

const category = (code: string, cents: number) => ({ category: code, label: code.toLowerCase(), average_monthly: cents });

describe('spendingSlices', () => {
  it('keeps six categories as they are and adds up the smallest past them as Everything else', () => {
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((c, i) => category(c, 600 - i * 100));
    expect(spendingSlices({ spending_by_category: six, average_monthly_expenses: 2100 }).map(s => s.key)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    const eight = [...six, category('G', 50), category('H', 25)];
    const slices = spendingSlices({ spending_by_category: eight, average_monthly_expenses: 2175 });
    expect(slices.map(s => s.key)).toEqual(['A', 'B', 'C', 'D', 'E', 'rest']);
    expect(slices[5]).toEqual({ key: 'rest', label: 'Everything else', cents: 100 + 50 + 25 });
    expect(slices.reduce((s, c) => s + c.cents, 0)).toBe(2175);
  });

  it('falls back to the expenses as one slice, and to nothing without spending', () => {
    expect(spendingSlices({ spending_by_category: [], average_monthly_expenses: 4200 })).toEqual([{ key: 'all', label: 'All spending', cents: 4200 }]);
    expect(spendingSlices({ spending_by_category: [], average_monthly_expenses: 0 })).toEqual([]);
    expect(spendingSlices({ spending_by_category: [category('A', 0)], average_monthly_expenses: null })).toEqual([]);
  });
});
