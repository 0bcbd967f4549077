import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { User } from './user.entity';

/**
 * A single-use link that confirms a new consumer's e-mail address. Only the SHA-256 digest of the token is stored;
 * confirming with one link ends every other link of the same user.
 */
@Entity({ tableName: 'email_confirmation_tokens' })
export class EmailConfirmationToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 64, unique: true })
  tokenDigest!: string;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
