import Redis from 'ioredis';
import type { simpleParser as SimpleParser } from 'mailparser';
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { redisOptionsFromUrl } from '../../core/redis/redis-options';
import { DevMailStore, devMailKey } from './dev-mail.store';

/**
 * An in-process SMTP server for development and tests: it accepts every message (no auth, no TLS, loopback only)
 * and keeps it for the /dev/mail inbox. Production points SMTP_URL at a real relay and never starts this.
 */
export class DevMailCatcher {
  private server?: SMTPServer;
  private redis?: Redis;

  constructor(private readonly opts: { port: number; host?: string; redisUrl: string; redisPrefix: string }) {}

  async start(): Promise<void> {
    this.redis = new Redis(redisOptionsFromUrl(this.opts.redisUrl));
    const store = new DevMailStore(this.redis, devMailKey(this.opts.redisPrefix));
    // Loaded when a catcher starts: every process that imports the development mail module need not load the parser.
    const { simpleParser } = require('mailparser') as { simpleParser: typeof SimpleParser };
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) =>
            store.add({
              id: randomUUID(),
              receivedAt: new Date().toISOString(),
              from: parsed.from?.text ?? session.envelope.mailFrom?.toString() ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '(no subject)',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
            }),
          )
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.opts.port, this.opts.host ?? '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await this.redis?.quit().catch(() => undefined);
  }
}
