import * as argon2 from 'argon2';

/**
 * The two argon2id costs a password can be hashed at. `standard` is the library's defaults (OWASP's recommended
 * memory and time: 64 MiB, 3 passes, 4 lanes; about 240 ms of CPU a hash or a check on the machines the suites run
 * on). `test` is the smallest memory argon2 accepts and one pass (about 1 ms): the test suites and the journeys' own
 * products sign in hundreds of times, and at the standard cost the integration suite spent about 90 s of CPU on it. The format is the same
 * either way, and a check reads the cost from the stored hash, so a hash made at one cost is checked at that cost.
 */
export type PasswordHashCost = 'standard' | 'test';

const COSTS: Record<PasswordHashCost, argon2.Options> = {
  standard: { type: argon2.argon2id },
  test: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

/**
 * The cost this process hashes at: `test` only when PASSWORD_HASH_COST says so and NODE_ENV is not production (the
 * configuration refuses the setting in production too; this check holds even for a process that never loaded it).
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): PasswordHashCost {
  return env.PASSWORD_HASH_COST === 'test' && env.NODE_ENV !== 'production' ? 'test' : 'standard';
}

export function hashPassword(password: string, cost: PasswordHashCost = passwordHashCost()): Promise<string> {
  return argon2.hash(password, COSTS[cost]);
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
 * as a wrong password (no account enumeration by timing). Made at this process's cost, like every real hash.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('parley-decoy-password');
  return decoy;
}
