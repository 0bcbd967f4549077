/** A consumer's finances as collectors see them; shared by the backend and the pages. */

/** Income and expense items, each in cents per month (null when the consumer left it blank). */
export const INCOME_ITEMS = [
  'net_employment_income',
  'unemployment_income',
  'retirement_income',
  'other_income',
] as const;
export const EXPENSE_ITEMS = [
  'mortgage_payments',
  'rent',
  'auto_payments',
  'student_loan_payment',
  'credit_card_payments',
  'personal_loan_payments',
  'other_loan_payments',
  'insurance',
  'utilities',
  'telephone',
  'general_expenses',
  'food',
  'transportation',
  'medical_expenses',
  'child_care',
  'charitable_giving',
  'other_expenses',
] as const;
export type FinancialItem = (typeof INCOME_ITEMS)[number] | (typeof EXPENSE_ITEMS)[number];
export type FinancialDetails = Partial<Record<FinancialItem, number | null>>;

/** Hardship reasons a consumer can tick, with their labels. */
export const HARDSHIP_REASONS = {
  job_loss: 'Job loss or reduced income',
  medical: 'Medical bills or illness',
  divorce: 'Divorce or separation',
  death_in_family: 'Death in the family',
  disability: 'Disability',
  natural_disaster: 'Natural disaster',
  other: 'Other',
} as const;
export type HardshipReason = keyof typeof HARDSHIP_REASONS;
export type Hardship = Partial<Record<HardshipReason, { details: string | null }>>;
