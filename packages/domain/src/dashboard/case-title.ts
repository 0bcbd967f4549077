import { formatUsd } from '../money';
import type { CaseInfo } from './payload';

/**
 * The title of a case accordion on the dashboard: the plaintiff name with the lawsuit amount in
 * USD; else 'Case ' plus the civil number; else 'Case #' plus the id. Pure: the page uses it, the tests pin it.
 * A plaintiff without an amount is still named (the amount is what is missing, not the case).
 */
export function caseTitle(info: CaseInfo): string {
  const plaintiff = info.plaintiff_name?.trim();
  if (plaintiff) return info.lawsuit_amount !== null ? `${plaintiff} ${formatUsd(info.lawsuit_amount)}` : plaintiff;
  const civil = info.civil_number?.trim();
  if (civil) return `Case ${civil}`;
  return `Case #${info.id}`;
}
