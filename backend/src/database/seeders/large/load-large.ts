import { MikroORM } from '@mikro-orm/postgresql';
import { FieldCipher } from '../../../core/security/encryption';
import { hashPassword } from '../../../core/security/passwords';
import { log } from '../../../launcher/infra';
import { buildOrmConfig } from '../../mikro-orm.config';
import { DEMO_PASSWORD } from '../demo-data';
import { checkProjection } from './large-check';
import { seedLarge, type LargeSeedResult } from './large-seed';

/**
 * `npm run seed -- --accounts N`: writes the large set, then projects sampled accounts with the real projection and
 * fails when any stored read-model column differs (the seed's own consistency check).
 */
export async function loadLargeDataSet(url: string, accounts: number, encryptionKey: Buffer): Promise<LargeSeedResult> {
  const result = await seedLarge(url, {
    accounts,
    cipher: new FieldCipher(encryptionKey),
    passwordHash: await hashPassword(DEMO_PASSWORD),
    log,
  });
  const total = Object.values(result.rows).reduce((s, n) => s + n, 0);
  log(
    `large data set: ${result.firms.map((f) => `${f.name} ${f.accounts}`).join(', ')}; ${total} rows in ${result.seconds.toFixed(1)} s ` +
      `(${Object.entries(result.rows).map(([t, n]) => `${t} ${n}`).join(', ')})`,
  );
  const orm = await MikroORM.init({ ...buildOrmConfig(url), allowGlobalContext: true, debug: false });
  try {
    const mismatches = await checkProjection(orm.em.fork(), result.sampleDocumentIds);
    if (mismatches.length) {
      throw new Error(
        `The large seed's read model differs from AccountProjection on ${mismatches.length} column(s): ${JSON.stringify(mismatches.slice(0, 5))}`,
      );
    }
    log(`read model checked against AccountProjection on ${result.sampleDocumentIds.length} sampled accounts: identical`);
  } finally {
    await orm.close(true);
  }
  return result;
}
