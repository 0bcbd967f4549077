import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { config } from '../src/core/config/config';
import { FieldCipher, sha256 } from '../src/core/security/encryption';
import { hashPassword } from '../src/core/security/passwords';
import { LawFirm, LawFirmScope, User, UserKind } from '../src/modules/identity/entities';

export const PASSWORD = 'Correct-horse-42';
let hashed: Promise<string> | undefined;
const passwordHash = () => (hashed ??= hashPassword(PASSWORD));
const unique = () => randomUUID().slice(0, 8);

/** Each test builds its own firms and users, so tests never share or trample fixtures. */
export async function createFirm(em: EntityManager, name = `Firm ${unique()}`): Promise<LawFirm> {
  const firm = em.create(LawFirm, { name });
  await em.persistAndFlush(firm);
  return firm;
}

export async function createUser(
  em: EntityManager,
  opts: { kind: UserKind; firm?: LawFirm; scope?: LawFirmScope; canViewFullSsn?: boolean; loginToken?: string; email?: string },
): Promise<User> {
  const user = em.create(User, {
    kind: opts.kind,
    email: opts.email ?? `${opts.kind}-${unique()}@example.test`,
    passwordHash: await passwordHash(),
    firstName: 'Test',
    lastName: opts.kind,
    lawFirm: opts.firm ?? null,
    lawFirmScope: opts.scope ?? (opts.kind === UserKind.Collector ? LawFirmScope.User : null),
    canViewFullSsn: opts.canViewFullSsn ?? false,
    authTokenDigest: opts.loginToken ? sha256(opts.loginToken) : null,
    authTokenEncrypted: opts.loginToken ? new FieldCipher(config().dataEncryptionKey).encrypt(opts.loginToken) : null,
  });
  await em.persistAndFlush(user);
  return user;
}

export const collector = (em: EntityManager, firm: LawFirm, extra: Partial<Parameters<typeof createUser>[1]> = {}) =>
  createUser(em, { kind: UserKind.Collector, firm, ...extra });
export const firmAdmin = (em: EntityManager, firm: LawFirm, extra: Partial<Parameters<typeof createUser>[1]> = {}) =>
  createUser(em, { kind: UserKind.Collector, firm, scope: LawFirmScope.Admin, ...extra });
export const consumer = (em: EntityManager) => createUser(em, { kind: UserKind.Consumer });
export const onCallAdmin = (em: EntityManager) => createUser(em, { kind: UserKind.OnCallAdmin });
