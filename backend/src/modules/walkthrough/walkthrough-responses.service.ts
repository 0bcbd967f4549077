import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FieldCipher } from '../../core/security/encryption';
import { WalkThroughStepResponse } from './entities';

/** The step whose value is a social security number: sealed at rest, last four in clear. */
export const SSN_STEP = 'social_security_number';

/** What `read` gives back for the SSN step: never the full number. */
export interface StoredSsn {
  last_four: string | null;
  full_available: boolean;
}

/**
 * The store of walkthrough answers (one row per document and step; a second save replaces the value). Used by the
 * walkthrough API and by the search module's save endpoints (court, law firm, plaintiff). Callers pass their own
 * EntityManager so the save joins their transaction. The document's ownership is the caller's check.
 */
@Injectable()
export class WalkthroughResponses {
  constructor(private readonly cipher: FieldCipher) {}

  async save(em: EntityManager, documentId: number, stepName: string, value: unknown): Promise<void> {
    let stored: unknown = value === undefined ? null : value;
    let sealedValue: string | null = null;
    let lastFour: string | null = null;
    if (stepName === SSN_STEP) {
      const { full, last4 } = ssnParts(value);
      sealedValue = full ? this.cipher.encrypt(full) : null;
      lastFour = last4;
      stored = { last_four: last4, full_available: Boolean(full) } satisfies StoredSsn;
    }
    const existing = await em.findOne(WalkThroughStepResponse, { customerDocument: documentId, stepName });
    if (existing) {
      existing.value = stored;
      existing.sealedValue = sealedValue;
      existing.lastFour = lastFour;
    } else {
      em.persist(
        em.create(WalkThroughStepResponse, {
          customerDocument: documentId,
          stepName,
          value: stored,
          sealedValue,
          lastFour,
        }),
      );
    }
    await em.flush();
  }

  async read(em: EntityManager, documentId: number): Promise<Record<string, unknown>> {
    const rows = await em.find(WalkThroughStepResponse, { customerDocument: documentId }, { orderBy: { id: 'asc' } });
    const out: Record<string, unknown> = {};
    for (const row of rows) out[row.stepName] = row.value ?? null;
    return out;
  }

  /** The full SSN saved for a document (decrypted), or null when only the last four (or nothing) was given. */
  async fullSsn(em: EntityManager, documentId: number): Promise<string | null> {
    const row = await em.findOne(WalkThroughStepResponse, { customerDocument: documentId, stepName: SSN_STEP });
    return row?.sealedValue ? this.cipher.decrypt(row.sealedValue) : null;
  }
}

/** A full SSN (9 digits) and/or last four from a string or `{social_security_number, social_security_number_last_four}`. */
export function ssnParts(value: unknown): { full: string | null; last4: string | null } {
  const digits = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).replace(/\D/g, '') : '');
  let full = '';
  let last = '';
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    full = digits(o.social_security_number);
    last = digits(o.social_security_number_last_four ?? o.last_four);
  } else {
    const d = digits(value);
    if (d.length === 9) full = d;
    else last = d;
  }
  if (full.length === 9) return { full, last4: full.slice(5) };
  return { full: null, last4: last.length === 4 ? last : null };
}
