import { randomBytes } from 'node:crypto';
import { FieldCipher, randomToken, sha256 } from './encryption';

describe('FieldCipher', () => {
  const cipher = new FieldCipher(randomBytes(32));

  it('round-trips and never produces the same ciphertext twice', () => {
    const a = cipher.encrypt('123456789');
    const b = cipher.encrypt('123456789');
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456789');
    expect(cipher.decrypt(a)).toBe('123456789');
  });

  it('refuses tampered values and values sealed with another key', () => {
    const sealed = cipher.encrypt('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('evil').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => new FieldCipher(randomBytes(32)).decrypt(sealed)).toThrow();
    expect(() => cipher.decrypt('plain text')).toThrow('Unrecognised encrypted value');
  });

  it('requires a 32-byte key', () => {
    expect(() => new FieldCipher(randomBytes(16))).toThrow('32 bytes');
  });

  it('hashes and makes tokens', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
  });
});
