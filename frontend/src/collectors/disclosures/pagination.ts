/**
 * Page numbers to show: the first, the last, 2 either side of the current, and 'ellipsis' for each gap of two or
 * more pages.
 */
export function pageItems(current: number, total: number): Array<number | 'ellipsis'> {
  if (total <= 0) return [];
  const pages = new Set<number>([1, total]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'ellipsis'> = [];
  sorted.forEach((p, i) => {
    const gap = i > 0 ? p - sorted[i - 1] : 1;
    // An ellipsis standing for a single page would take as much room as the page itself: show the page.
    if (gap === 2) out.push(p - 1);
    else if (gap > 2) out.push('ellipsis');
    out.push(p);
  });
  return out;
}

/** 'Showing a-b of N disclosures'. */
export function showingText(page: number, perPage: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total} disclosures`;
  const from = (page - 1) * perPage + 1;
  return `Showing ${from}-${from + shown - 1} of ${total} disclosures`;
}

