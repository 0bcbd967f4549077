import { Injectable } from '@nestjs/common';

/** The accounts' notion of now, injectable so tests can fix "today" (valid_first_payment_date, the 30-day window). */
@Injectable()
export class AccountsClock {
  now(): Date {
    return new Date();
  }
  /** Today's calendar date in UTC, YYYY-MM-DD. */
  today(): string {
    return this.now().toISOString().slice(0, 10);
  }
}
