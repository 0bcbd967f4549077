import type { StashData, StashTransaction } from '../dashboard/payload';
import { isUsState } from './us-states';
import { isValidZip, PROFILE_MESSAGES } from './validation';

/**
 * Stash rules, shared by the API and the page. Transactions dated after `now` are the scheduled
 * autopay; the rest are history. Refunds need a positive balance; Cancel Autopay needs no history and an upcoming
 * item.
 */
export const STASH_MESSAGES = {
  loadFailed: 'Failed to load stash data',
  refundFailed: 'Failed to create refund request',
  cancelFailed: 'Failed to cancel autopay',
  fullName: 'Full name is required',
  address1: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  nothingToRefund: 'There is no balance to refund.',
  nothingToCancel: 'There is no scheduled autopay to cancel.',
  cancelAfterHistory: 'Autopay can no longer be canceled here because payments have already been made. Please contact support.',
} as const;

export function splitTransactions(all: StashTransaction[], now: Date): { upcoming: StashTransaction[]; history: StashTransaction[] } {
  const t = now.getTime();
  const upcoming = all.filter((x) => Date.parse(x.created_at) > t).sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  const history = all.filter((x) => Date.parse(x.created_at) <= t).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return { upcoming, history };
}

export function canRequestRefund(data: StashData): boolean {
  return data.available_balance > 0;
}

export function canCancelAutopay(data: StashData, now: Date): boolean {
  const { upcoming, history } = splitTransactions(data.all_transactions, now);
  return history.length === 0 && upcoming.length > 0;
}

export interface RefundAddressInput {
  full_name?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

/** The refund form's errors in form order (the address rules make a mailable check). */
export function refundAddressErrors(a: RefundAddressInput): string[] {
  const blank = (v: string | null | undefined) => !v || !v.trim();
  const errors: string[] = [];
  if (blank(a.full_name)) errors.push(STASH_MESSAGES.fullName);
  if (blank(a.address1)) errors.push(STASH_MESSAGES.address1);
  if (blank(a.city)) errors.push(STASH_MESSAGES.city);
  if (blank(a.state)) errors.push(STASH_MESSAGES.state);
  else if (!isUsState(a.state!.trim().toUpperCase())) errors.push(PROFILE_MESSAGES.state);
  if (blank(a.zip) || !isValidZip(a.zip!)) errors.push(PROFILE_MESSAGES.zip);
  return errors;
}
