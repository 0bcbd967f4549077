import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { MailSender, OutgoingMail } from './mail.port';

/** nodemailer over SMTP (the only file that imports nodemailer). */
@Injectable()
export class SmtpMailSender extends MailSender implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(@Inject(APP_CONFIG) cfg: AppConfig) {
    super();
    this.transport = nodemailer.createTransport(cfg.SMTP_URL);
    this.from = cfg.MAIL_FROM;
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    return { messageId: info.messageId };
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
