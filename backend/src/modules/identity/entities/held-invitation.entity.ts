import { Entity, Enum, Filter, ManyToOne, OptionalProps, PrimaryKey, Property, Ref, Unique } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from './law-firm.entity';
import { LawFirmScope } from './user.entity';

/**
 * A firm admin added an e-mail address that already belongs to an account elsewhere (another firm's collector, a
 * consumer, platform staff). No account is created or changed, and the address's owner is told by e-mail; the firm
 * sees an entry like any invited user (pending, its role and SSN permission editable, removable), so adding a user
 * never tells a firm who else has an account. Its id is drawn from the users' sequence, so it never equals a user's
 * id on the Users page (remove and the SSN toggle take either). Firm-scoped like users.
 */
@Entity({ tableName: 'held_invitations' })
@Filter(firmFilter<HeldInvitation>((lawFirmId) => ({ lawFirm: lawFirmId })))
@Unique({ properties: ['lawFirm', 'email'] })
export class HeldInvitation {
  [OptionalProps]?: 'createdAt' | 'canViewFullSsn';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'cascade' })
  lawFirm!: Ref<LawFirm>;

  /** As the admin typed it (lower-cased). */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Enum({ items: () => LawFirmScope, nativeEnumName: 'law_firm_scope' })
  lawFirmScope!: LawFirmScope;

  @Property({ type: 'boolean', default: false })
  canViewFullSsn: boolean = false;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
