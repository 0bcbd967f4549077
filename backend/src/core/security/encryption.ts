import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A stored ciphertext: `v1.<nonce>.<tag>.<ciphertext>` (base64url), wherever it sits in a text or JSON value. */
export const CIPHERTEXT = /v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*/g;

/**
 * Field encryption for data at rest (full SSNs, bank account numbers, login tokens): AES-256-GCM with a random
 * 96-bit nonce. Stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url so the format can change later.
 *
 * Key rotation (docs/SECURITY.md): values are always encrypted with the current key; `retired` keys only decrypt
 * (GCM's tag tells which key a value was written with), until `npm run rotate-keys` has re-encrypted everything.
 */
export class FieldCipher {
  private readonly retired: Buffer[];
  constructor(
    private readonly key: Buffer,
    retired: Buffer[] = [],
  ) {
    if (key.length !== 32) throw new Error('The data encryption key must be 32 bytes');
    if (retired.some((k) => k.length !== 32)) throw new Error('Every retired data encryption key must be 32 bytes');
    this.retired = retired.filter((k) => !k.equals(key));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  decrypt(stored: string): string {
    for (const key of [this.key, ...this.retired]) {
      const plain = decryptWith(key, stored);
      if (plain !== null) return plain;
    }
    throw new Error('The encrypted value cannot be decrypted with the current or a retired key');
  }

  /** True when the current key reads the value (nothing to rotate). */
  isCurrent(stored: string): boolean {
    return decryptWith(this.key, stored) !== null;
  }

  /** The value encrypted with the current key (unchanged when it already is). */
  reencrypt(stored: string): string {
    return this.isCurrent(stored) ? stored : this.encrypt(this.decrypt(stored));
  }
}

/** The plain text, or null when `key` did not write this value (the GCM tag does not verify). */
function decryptWith(key: Buffer, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unrecognised encrypted value');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** SHA-256 hex digest, for looking up high-entropy secrets (tokens) without storing them. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A URL-safe random token with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
