import { NotFoundException, PipeTransform } from '@nestjs/common';

import { MAX_ROW_ID } from '@parley/domain/contracts/rules';

export { MAX_ROW_ID };

/**
 * A path id that can name a row (1 to 2^31-1). Anything else is simply not found, with the caller's message: never a
 * database error, and the answer does not differ from an id that belongs to someone else.
 */
export class RowIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}
  transform(value: string): number {
    if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ROW_ID)
      throw new NotFoundException({ error: this.notFound });
    return Number(value);
  }
}
