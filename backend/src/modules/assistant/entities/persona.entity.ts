import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A selectable voice of the assistant. The default "Solo" is not a row: no persona means Solo. */
@Entity({ tableName: 'pilot_personas' })
export class PilotPersona {
  [OptionalProps]?: 'active' | 'position' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 80 })
  name!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  description?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  avatarUrl?: string | null;

  /** How this persona speaks; added to the assistant's instructions. */
  @Property({ type: 'text' })
  instructions!: string;

  /** Retired personas stay for old answers but are no longer offered ('Selected persona is no longer available'). */
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
