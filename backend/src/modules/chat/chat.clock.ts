import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';

/**
 * The chat's notion of now (contact hours, delivery times). Injectable, and shifted by CHAT_CLOCK_OFFSET_MS in tests
 * so a test worker can stand a few seconds before 8 a.m. at the consumer's location (refused in production).
 */
@Injectable()
export class ChatClock {
  private readonly offsetMs: number;
  constructor(@Inject(APP_CONFIG) cfg: Pick<AppConfig, 'CHAT_CLOCK_OFFSET_MS'>) {
    this.offsetMs = cfg.CHAT_CLOCK_OFFSET_MS;
  }
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  /** Real time at which the chat clock shows `at` (for BullMQ delays, which run on real time). */
  realTimeOf(at: Date): Date {
    return new Date(at.getTime() - this.offsetMs);
  }
}
