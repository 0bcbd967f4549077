import { Global, Module } from '@nestjs/common';
import { MailSender } from './mail.port';
import { SmtpMailSender } from './smtp.driver';

@Global()
@Module({ providers: [{ provide: MailSender, useClass: SmtpMailSender }], exports: [MailSender] })
export class MailModule {}
