import { Entity, Filter, OneToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from './law-firm.entity';
import { User } from './user.entity';

/**
 * The firm's shared authentication code (shown on the Users page). It signs in as the firm's law-firm entity
 * user: a collector account of scope `user`, without full-SSN permission and without a password, that stands for
 * the firm itself. The code is that user's login token (digest + AES-GCM copy on the users row), so the existing
 * `POST /collectors/api/login {auth_token}` path accepts it unchanged. This row marks which user is the entity.
 */
@Entity({ tableName: 'firm_login_codes' })
@Filter(firmFilter<FirmLoginCode>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class FirmLoginCode {
  [OptionalProps]?: 'createdAt' | 'rotatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => LawFirm, { ref: true, owner: true, unique: true, deleteRule: 'cascade' })
  lawFirm!: Ref<LawFirm>;

  @OneToOne(() => User, { ref: true, owner: true, unique: true, deleteRule: 'cascade' })
  entityUser!: Ref<User>;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  rotatedAt: Date = new Date();
}
