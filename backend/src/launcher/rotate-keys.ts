import 'reflect-metadata';
import { ConfigError, loadConfig } from '../core/config/config';
import { FieldCipher } from '../core/security/encryption';
import { log } from './infra';
import { rotateKeys } from './key-rotation';

/**
 * `npm run rotate-keys`: with the new key in DATA_ENCRYPTION_KEY and the old one(s) in DATA_ENCRYPTION_KEYS_RETIRED,
 * re-encrypts every stored field with the new key. Safe to run while the product runs (the processes read both
 * keys) and to run again. Afterwards the retired keys can be removed from the environment.
 */
async function main(): Promise<void> {
  // A retired key may be a public one here: moving data off it is the way out (the other processes refuse it).
  const cfg = loadConfig(process.env, { retiredKeysMayBePublic: true });
  if (cfg.retiredEncryptionKeys.length === 0)
    throw new ConfigError('DATA_ENCRYPTION_KEYS_RETIRED is not set: name the old key(s) there, the new one in DATA_ENCRYPTION_KEY.');
  const report = await rotateKeys(cfg.DATABASE_URL, new FieldCipher(cfg.dataEncryptionKey, cfg.retiredEncryptionKeys), log);
  log(`key rotation done: ${report.rewritten} value(s) re-encrypted, ${report.current} already current, ${report.columns} columns searched`);
  const unreadable = Object.entries(report.unreadable);
  if (unreadable.length)
    log(
      `left as they are, readable with no key given: ${unreadable.map(([where, n]) => `${where} (${n})`).join(', ')}. ` +
        'If these are real encrypted values, an old key is missing from DATA_ENCRYPTION_KEYS_RETIRED: keep the retired keys until they are found.',
    );
}

main().catch((err) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
