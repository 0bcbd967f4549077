import { Module } from '@nestjs/common';
import { DevMailController } from './dev-mail.controller';
import { DevSmsController } from './dev-sms.controller';

/** The development inboxes: e-mails at /dev/mail, text messages at /dev/sms. */
@Module({ controllers: [DevMailController, DevSmsController] })
export class DevMailModule {}
