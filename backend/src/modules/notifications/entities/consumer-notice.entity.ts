import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * One notice to a consumer on one channel: what it says, when it may go out (contact hours), and whether it went out
 * or why not. `key` is unique (the notify job's id and the channel), so a notify job that runs twice writes one row;
 * the delivery job sends a row only while it is `scheduled`, so a notice goes out once. Kept as the record of what
 * the consumer was sent. Consumer-owned: no firm filter (the firm side never reads it).
 */
@Entity({ tableName: 'consumer_notices' })
@Index({ properties: ['consumerId', 'createdAt'] })
@Unique({ properties: ['consumerId', 'kind', 'channel', 'reminderDay'] })
export class ConsumerNotice {
  [OptionalProps]?: 'createdAt' | 'sentAt' | 'skipReason' | 'bodyHtml' | 'lawFirmId' | 'customerDocumentId' | 'reminderDay';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', fieldName: 'consumer_id' })
  consumerId!: number;

  @Property({ type: 'integer', fieldName: 'law_firm_id', nullable: true })
  lawFirmId?: number | null;

  @Property({ type: 'integer', fieldName: 'customer_document_id', nullable: true })
  customerDocumentId?: number | null;

  @Property({ type: 'string', length: 40 })
  kind!: string;

  @Property({ type: 'string', length: 10 })
  channel!: 'email' | 'sms';

  /** scheduled (waiting for its time), sent, or skipped (skipReason says why). */
  @Property({ type: 'string', length: 12 })
  status!: 'scheduled' | 'sent' | 'skipped';

  @Property({ type: 'string', length: 20, nullable: true })
  skipReason?: string | null;

  /** The e-mail address or phone number it goes to. */
  @Property({ type: 'string', length: 320 })
  recipient!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  bodyText!: string;

  @Property({ type: 'text', nullable: true })
  bodyHtml?: string | null;

  @Unique()
  @Property({ type: 'string', length: 250 })
  key!: string;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  scheduledFor!: Date;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  /**
   * A reminder to send: the consumer's local day it goes out. Unique with the consumer, kind and channel, so the
   * database itself keeps reminders to one of a kind a day (null for every other notice, and for skipped ones).
   */
  @Property({ type: 'date', nullable: true })
  reminderDay?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/**
 * A consumer's opt-out from one firm's notices on one channel (the link in a notice, STOP by text, or the profile).
 * Undone by the consumer (profile, START by text): optedOutAt null again, the times kept.
 */
@Entity({ tableName: 'notice_opt_outs' })
@Unique({ properties: ['consumerId', 'lawFirmId', 'channel'] })
export class NoticeOptOut {
  [OptionalProps]?: 'createdAt' | 'optedInAt' | 'optedOutAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', fieldName: 'consumer_id' })
  consumerId!: number;

  @Property({ type: 'integer', fieldName: 'law_firm_id' })
  lawFirmId!: number;

  @Property({ type: 'string', length: 10 })
  channel!: 'email' | 'sms';

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  optedOutAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  optedInAt?: Date | null;

  /** link, sms or profile: where the last choice was made. */
  @Property({ type: 'string', length: 10 })
  source!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** The kinds a consumer turned off, per channel (everything is on by default; texts need consent besides). */
@Entity({ tableName: 'notice_preferences' })
export class NoticePreference {
  [OptionalProps]?: 'updatedAt' | 'emailOff' | 'smsOff';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'integer', fieldName: 'consumer_id' })
  consumerId!: number;

  @Property({ type: 'json', default: '[]' })
  emailOff: string[] = [];

  @Property({ type: 'json', default: '[]' })
  smsOff: string[] = [];

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

export const NOTIFICATION_ENTITIES = [ConsumerNotice, NoticeOptOut, NoticePreference];
