import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';

/**
 * The notion of now for everything held to a consumer's contact hours (chat deliveries, notices). Shifted by
 * CHAT_CLOCK_OFFSET_MS in tests so one worker setting stands a few seconds before 8 a.m. at the consumer's location
 * (refused in production); one setting moves both, so a test sees chat and notices agree on the hour.
 */
@Injectable()
export class ContactHoursClock {
  private readonly offsetMs: number;
  constructor(@Inject(APP_CONFIG) cfg: Pick<AppConfig, 'CHAT_CLOCK_OFFSET_MS'>) {
    this.offsetMs = cfg.CHAT_CLOCK_OFFSET_MS;
  }
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  /** Real time at which this clock shows `at` (BullMQ delays run on real time). */
  realTimeOf(at: Date): Date {
    return new Date(at.getTime() - this.offsetMs);
  }
}
