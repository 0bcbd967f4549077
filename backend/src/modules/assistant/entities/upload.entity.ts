import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { User } from '../../identity/entities/user.entity';

/**
 * A direct upload (Active Storage semantics): the blob is declared first (name, type, size, MD5), then its bytes
 * are PUT to the returned URL, then the signed id is attached to a chat file. Bytes live in the database until the
 * storage port exists (decision noted in the report).
 */
@Entity({ tableName: 'pilot_uploads' })
export class PilotUpload {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user!: Ref<User>;

  /** Unguessable id the client uses for the PUT and the attach; never the row id. */
  @Property({ type: 'string', length: 64, unique: true })
  signedId!: string;

  @Property({ type: 'string', length: 255 })
  filename!: string;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  byteSize!: number;

  /** Base64 MD5 of the bytes, as the client declared it; the PUT is checked against it. */
  @Property({ type: 'string', length: 40 })
  checksum!: string;

  @Property({ type: 'blob', nullable: true, lazy: true })
  data?: Buffer | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  uploadedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
