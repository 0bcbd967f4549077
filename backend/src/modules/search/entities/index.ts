export { Court } from './court.entity';
export { Plaintiff } from './plaintiff.entity';

import { Court } from './court.entity';
import { Plaintiff } from './plaintiff.entity';
export const SEARCH_ENTITIES = [Court, Plaintiff];
