import type { EntityManager } from '@mikro-orm/postgresql';
import { UNSCOPED } from '../../../core/database/firm-scope';
import { AccountProjection } from '../../../modules/accounts/account-projection.service';
import { projectAccount, type AccountReadModel } from '../../../modules/accounts/account-projection';
import { CustomerDocument } from '../../../modules/accounts/entities';

/**
 * The large seed writes the read model itself (bulk SQL, no ORM). This check reads sampled accounts back through
 * the real AccountProjection (the code every writer calls) and compares its columns with the stored ones, so the
 * bulk writer can never drift from what the API would derive.
 */

const KEYS: Array<keyof AccountReadModel> = [
  'rmCustomerName', 'rmEmail', 'rmBirthdate', 'rmCivilNumber', 'rmLawsuitState', 'rmPlaintiffName', 'rmLawsuitAmountCents',
  'rmLawsuitExists', 'rmLastAction', 'rmStatus', 'rmStatusRank', 'rmStatusDate', 'rmCurrentAction', 'rmCurrentActionParams',
  'rmOfferTotalCents', 'rmOfferPayments', 'rmOfferTiers', 'rmFirstPaymentDate', 'rmOfferPercentage', 'rmPaymentsMade', 'rmPaidCents',
  'rmCollectedCents', 'rmAgreedTotalCents', 'rmSearch', 'rmHasDebtAnswer', 'rmHasDetailedData',
];

/** JSON with sorted keys (jsonb does not keep key order), dates as ISO, decimals as numbers. */
function normal(v: unknown): string {
  if (v instanceof Date) return JSON.stringify(v.toISOString());
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string' && /^-?\d+\.\d+$/.test(v)) return String(Number(v));
  if (Array.isArray(v)) return `[${v.map(normal).join(',')}]`;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${normal(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

export interface Mismatch {
  documentId: number;
  column: string;
  stored: string;
  projected: string;
}

/** Projects each document with the real projection; answers every column that differs from what is stored. */
export async function checkProjection(em: EntityManager, documentIds: number[]): Promise<Mismatch[]> {
  const projection = new AccountProjection();
  const out: Mismatch[] = [];
  for (const id of documentIds) {
    const doc = await em.findOneOrFail(CustomerDocument, { id }, UNSCOPED);
    const projected = projectAccount(await projection.factsOf(em, doc));
    for (const key of KEYS) {
      const a = normal(doc[key as keyof CustomerDocument]);
      const b = normal(projected[key]);
      if (a !== b) out.push({ documentId: id, column: key, stored: a, projected: b });
    }
  }
  return out;
}
