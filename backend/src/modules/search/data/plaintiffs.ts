/**
 * Plaintiffs seeded into `plaintiffs`: the debt buyers that file most consumer-debt suits in the US and the original
 * creditors (card issuers and lenders) that sue in their own name, spelled as they appear in captions; plus every
 * plaintiff used by the demo accounts (database/seeders/demo-accounts.ts), so the demo consumer finds theirs.
 */
export const SEEDED_PLAINTIFFS: readonly string[] = [
  // Debt buyers
  'Midland Funding, LLC',
  'Midland Credit Management, Inc.',
  'Encore Capital Group, Inc.',
  'Portfolio Recovery Associates, LLC',
  'LVNV Funding LLC',
  'Resurgent Capital Services, L.P.',
  'Cavalry SPV I, LLC',
  'Cavalry SPV II, LLC',
  'Jefferson Capital Systems, LLC',
  'Crown Asset Management, LLC',
  'Velocity Investments, LLC',
  'Unifund CCR, LLC',
  'Asset Acceptance, LLC',
  'Atlantic Credit & Finance, Inc.',
  'Absolute Resolutions Investments, LLC',
  'Sherman Originator LLC',
  'Palisades Collection, LLC',
  'CACH, LLC',
  // Original creditors
  'Capital One Bank (USA), N.A.',
  'Capital One, N.A.',
  'Discover Bank',
  'Synchrony Bank',
  'Citibank, N.A.',
  'American Express National Bank',
  'JPMorgan Chase Bank, N.A.',
  'Bank of America, N.A.',
  'Wells Fargo Bank, N.A.',
  'Comenity Bank',
  'Comenity Capital Bank',
  'Credit One Bank, N.A.',
  'TD Bank USA, N.A.',
  'Barclays Bank Delaware',
  'U.S. Bank National Association',
  'Goldman Sachs Bank USA',
  'Merrick Bank',
  'WebBank',
  'Navy Federal Credit Union',
  'Santander Consumer USA Inc.',
  'OneMain Financial Group, LLC',
];
