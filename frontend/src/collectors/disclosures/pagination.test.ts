import { describe, expect, it } from 'vitest';
import { pageItems, showingText } from './pagination';

describe('disclosures pagination', () => {
  it('shows the first, the last, 2 either side of the current, and ellipses for gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 'ellipsis', 6]);
    expect(pageItems(6, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageItems(1, 0)).toEqual([]);
  });
  it("says 'Showing a-b of N disclosures'", () => {
    expect(showingText(1, 10, 10, 23)).toBe('Showing 1-10 of 23 disclosures');
    expect(showingText(3, 10, 3, 23)).toBe('Showing 21-23 of 23 disclosures');
  });
});
