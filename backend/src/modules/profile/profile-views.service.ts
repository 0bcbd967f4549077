import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UserProfileView } from '@parley/domain/dashboard/payload';
import { maskSsn, missingCreditFields, type CreditProfileFacts } from '@parley/domain/profile/validation';
import { FieldCipher } from '../../core/security/encryption';
import type { BureauSubject } from '../../integrations/credit/credit-bureau.port';
import { ConsumerProfile } from '../accounts/entities';
import { User } from '../identity/entities';

/**
 * The profile as the dashboard and `PUT /users` answer it, and the facts the credit report needs. Never the full
 * SSN: a stored full number is answered masked (`***-**-1234`).
 */
@Injectable()
export class ProfileViews {
  constructor(private readonly cipher: FieldCipher) {}

  async forUser(em: EntityManager, userId: number): Promise<UserProfileView> {
    const { user, profile } = await this.load(em, userId);
    return toView(user, profile);
  }

  async creditFacts(em: EntityManager, userId: number): Promise<{ facts: CreditProfileFacts; missing: (keyof CreditProfileFacts)[] }> {
    const { user, profile } = await this.load(em, userId);
    const facts: CreditProfileFacts = {
      first_name: user.firstName ?? null,
      last_name: user.lastName ?? null,
      address_line1: profile?.street ?? null,
      city: profile?.city ?? null,
      state: profile?.state ?? null,
      zip_code: profile?.zipCode ?? null,
      birthdate: profile?.birthdate ?? null,
      ssn_last_four: profile?.ssnLastFour ?? null,
    };
    return { facts, missing: missingCreditFields(facts) };
  }

  /** The bureau's subject, or null while the profile lacks what a pull needs. */
  async bureauSubject(em: EntityManager, userId: number): Promise<BureauSubject | null> {
    const { facts, missing } = await this.creditFacts(em, userId);
    if (missing.length) return null;
    const profile = await em.findOne(ConsumerProfile, { user: userId });
    return {
      firstName: facts.first_name!,
      lastName: facts.last_name!,
      birthdate: facts.birthdate!,
      ssnLastFour: facts.ssn_last_four!,
      ssn: profile?.ssnEncrypted ? this.cipher.decrypt(profile.ssnEncrypted) : null,
      address: { line1: facts.address_line1!, city: facts.city!, state: facts.state!, zip: facts.zip_code! },
    };
  }

  private async load(em: EntityManager, userId: number): Promise<{ user: User; profile: ConsumerProfile | null }> {
    const user = await em.findOneOrFail(User, { id: userId });
    const profile = await em.findOne(ConsumerProfile, { user: userId });
    return { user, profile };
  }
}

export function toView(user: User, profile: ConsumerProfile | null): UserProfileView {
  return {
    first_name: user.firstName ?? null,
    last_name: user.lastName ?? null,
    email: user.email,
    metadata: {
      address_line1: profile?.street ?? null,
      city: profile?.city ?? null,
      state: profile?.state ?? null,
      zip_code: profile?.zipCode ?? null,
      birthdate: profile?.birthdate ?? null,
      ssn_last_four: profile?.ssnLastFour ?? null,
      ssn: profile?.ssnEncrypted && profile.ssnLastFour ? maskSsn(profile.ssnLastFour) : null,
    },
    // Parley's consumers without a password signed up through an identity provider (they have nothing to confirm).
    is_oauth_user: !user.passwordHash,
  };
}
