/**
 * USPS-style tracking numbers for the demo provider's mailed checks: 22 digits, "9400 1" (First-Class Mail with
 * USPS Tracking), then the serial, then the USPS mod-10 check digit (digits from the right weighted 3, 1, 3, ...).
 */
export function uspsCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A tracking number for the check with this serial (the same serial always gives the same number). */
export function uspsTrackingNumber(serial: number): string {
  const body = `94001${String(serial).padStart(16, '0')}`;
  return `${body}${uspsCheckDigit(body)}`;
}

export function isUspsTrackingNumber(value: string): boolean {
  return /^\d{22}$/.test(value) && uspsCheckDigit(value.slice(0, 21)) === Number(value[21]);
}
