import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A party that sues consumers over debts: debt buyers and original creditors (seeded by the migration from
 * plaintiffs.ts). Reference data, not firm-owned. Consumers pick one in the walkthrough's plaintiff search.
 */
@Entity({ tableName: 'plaintiffs' })
export class Plaintiff {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200, unique: true })
  name!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
