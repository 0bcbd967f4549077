/** Cents to "$1,234.56" (amounts are integer cents everywhere). */
export function formatCents(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}
