import { hashPassword, passwordHashCost, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are argon2id at the standard cost (64 MiB, 3 passes, 4 lanes) unless a test process asks for less', async () => {
    const hash = await hashPassword('correct horse', 'standard');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    await expect(verifyPassword(hash, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'correct horsf')).resolves.toBe(false);
  });

  it('at the test cost keep the format and are checked by the same function', async () => {
    const hash = await hashPassword('correct horse', 'test');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    await expect(verifyPassword(hash, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'wrong')).resolves.toBe(false);
  });

  it('use the test cost only when asked for outside production', () => {
    expect(passwordHashCost({})).toBe('standard');
    expect(passwordHashCost({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'test' })).toBe('test');
    expect(passwordHashCost({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'development' })).toBe('test');
    expect(passwordHashCost({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' })).toBe('standard');
    expect(passwordHashCost({ PASSWORD_HASH_COST: 'standard', NODE_ENV: 'test' })).toBe('standard');
  });

  it('refuse a missing or malformed hash without throwing', async () => {
    await expect(verifyPassword(null, 'x')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'x')).resolves.toBe(false);
  });
});
