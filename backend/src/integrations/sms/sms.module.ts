import { Global, Module } from '@nestjs/common';
import { config } from '../../core/config/config';
import { DemoSmsSender } from './demo-sms.driver';
import { NoSmsSender, SmsSender } from './sms.port';
import type { TwilioSmsSender as TwilioDriver } from './twilio.driver';

/**
 * The SMS port for every module (api and worker): the twilio driver with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
 * TWILIO_FROM, else the demo driver (never in production: the process refuses to start without the keys unless
 * SMS=off, which sends no texts at all).
 */
@Global()
@Module({
  providers: [
    DemoSmsSender,
    {
      provide: SmsSender,
      inject: [DemoSmsSender],
      useFactory: (demo: DemoSmsSender): SmsSender => {
        const cfg = config();
        if (cfg.providers.sms === 'live') {
          // Only this driver loads the Twilio SDK, and only when it is chosen.
          const { TwilioSmsSender } = require('./twilio.driver') as { TwilioSmsSender: typeof TwilioDriver };
          return new TwilioSmsSender({ accountSid: cfg.TWILIO_ACCOUNT_SID!, authToken: cfg.TWILIO_AUTH_TOKEN!, from: cfg.TWILIO_FROM! });
        }
        return cfg.providers.sms === 'off' ? new NoSmsSender() : demo;
      },
    },
  ],
  exports: [SmsSender, DemoSmsSender],
})
export class SmsModule {}
