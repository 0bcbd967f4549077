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

describe('FieldCipher key rotation', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);

  it('decrypts with a retired key, encrypts with the current one, and says which values need rotating', () => {
    const stored = new FieldCipher(oldKey).encrypt('123456789');
    const rotating = new FieldCipher(newKey, [oldKey]);
    expect(rotating.decrypt(stored)).toBe('123456789');
    expect(rotating.isCurrent(stored)).toBe(false);
    const rotated = rotating.reencrypt(stored);
    expect(rotating.isCurrent(rotated)).toBe(true);
    expect(new FieldCipher(newKey).decrypt(rotated)).toBe('123456789');
    expect(rotating.reencrypt(rotated)).toBe(rotated);
  });

  it('refuses a value no known key wrote, and retired keys of the wrong size', () => {
    const stored = new FieldCipher(randomBytes(32)).encrypt('secret');
    expect(() => new FieldCipher(newKey, [oldKey]).decrypt(stored)).toThrow('cannot be decrypted');
    expect(() => new FieldCipher(newKey, [Buffer.alloc(16)])).toThrow('32 bytes');
  });
});
