import * as argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP-recommended memory and time costs). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so that a missing account takes as long to refuse
 * as a wrong password (no account enumeration by timing).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('parley-decoy-password');
  return decoy;
}
