import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { User } from './user.entity';

/** A single-use password reset link. Only the SHA-256 digest of the token is stored. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
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
