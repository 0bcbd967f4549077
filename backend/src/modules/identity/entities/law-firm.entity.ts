import { Entity, Filter, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';

@Entity({ tableName: 'law_firms' })
@Filter(firmFilter<LawFirm>((lawFirmId) => ({ id: lawFirmId })))
export class LawFirm {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'rowGeneration';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200, unique: true })
  name!: string;

  /**
   * Moves when something every account row of the firm shows changes (its name, its settlement rules): the kept rows
   * of the accounts list (account_rows) built at an older generation are built again. Moved by PostgreSQL triggers.
   */
  @Property({ type: 'bigint', default: 1 })
  rowGeneration: string = '1';

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
