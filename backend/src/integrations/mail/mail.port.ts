/** An e-mail as the product composes it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Used as the Message-ID so a redelivered job cannot make a second, different message. */
  messageId?: string;
}

/** The mail port. The SMTP driver is the only implementation: development points it at the in-process catcher. */
export abstract class MailSender {
  abstract send(mail: OutgoingMail): Promise<{ messageId: string }>;
}
