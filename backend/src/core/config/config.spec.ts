import { ConfigError, loadConfig } from './config';
import { productionEnv } from '../../../test/production-env';

const base = { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/parley' };
const without = (env: Record<string, string>, name: string) => Object.fromEntries(Object.entries(env).filter(([k]) => k !== name));

describe('loadConfig', () => {
  it('applies the defaults of the embedded/development start', () => {
    const cfg = loadConfig({ ...base });
    expect(cfg.PORT).toBe(3000);
    expect(cfg.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(cfg.appUrl).toBe('http://localhost:3000');
    expect(cfg.dataEncryptionKey).toHaveLength(32);
    expect(cfg.isProduction).toBe(false);
  });

  it.each([
    [{}, 'Configuration error: DATABASE_URL is not set (it must be a postgres:// connection URL).'],
    [{ ...base, DATABASE_URL: 'mysql://x' }, 'Configuration error: DATABASE_URL must be a postgres:// connection URL.'],
    [{ ...base, PORT: 'eighty' }, 'Configuration error: PORT is invalid'],
    [{ ...base, REDIS_URL: 'http://x' }, 'Configuration error: REDIS_URL must be a redis:// URL.'],
    [{ ...base, DATA_ENCRYPTION_KEY: 'abc' }, 'Configuration error: DATA_ENCRYPTION_KEY must be 64 hexadecimal characters (a 32-byte AES-256 key).'],
    [{ ...without(productionEnv(), 'SESSION_SECRET') }, 'Configuration error: SESSION_SECRET is not set (it is required in production).'],
    [{ ...without(productionEnv(), 'DATA_ENCRYPTION_KEY') }, 'Configuration error: DATA_ENCRYPTION_KEY is not set (it is required in production).'],
    [{ ...productionEnv(), PASSWORD_HASH_COST: 'test' }, 'Configuration error: PASSWORD_HASH_COST is for tests only and must not be "test" in production.'],
    [{ ...base, PASSWORD_HASH_COST: 'cheap' }, 'Configuration error: PASSWORD_HASH_COST may only be "standard" or "test".'],
  ])('stops with one sentence naming the variable (%j)', (env, message) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(message);
  });

  it('accepts a complete production configuration', () => {
    const env = productionEnv();
    const cfg = loadConfig(env);
    expect(cfg.isProduction).toBe(true);
    expect(cfg.sessionSecret).toBe(env.SESSION_SECRET);
    expect(cfg.appUrl).toBe('https://parley.example');
  });
});

