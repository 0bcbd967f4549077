import { Entity, Filter, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';

@Entity({ tableName: 'law_firms' })
@Filter(firmFilter<LawFirm>((lawFirmId) => ({ id: lawFirmId })))
export class LawFirm {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200, unique: true })
  name!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
