import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';

/**
 * The notices' notion of now (contact hours at the consumer's location). Shifted by CHAT_CLOCK_OFFSET_MS like the
 * chat's clock, so one test setting stands both a few seconds before 8 a.m. (refused in production).
 */
@Injectable()
export class NoticeClock {
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
