/**
 * The job catalogue: every queue, every job name, and the payload each job carries.
 * A job name belongs to exactly one queue; the worker refuses to start unless each name has exactly one handler.
 */
export const QueueName = {
  ComplianceScan: 'compliance-scan',
  DocumentRender: 'document-render',
  NotificationEmail: 'notification-email',
  PlaidReport: 'plaid-report',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
export const ALL_QUEUES: QueueName[] = Object.values(QueueName);

export enum JobName {
  SendEmail = 'send-email',
}

export type EmailTemplate = 'password_reset';

export interface SendEmailPayload {
  template: EmailTemplate;
  to: string;
  /** Values the template interpolates that are not secret. */
  params: Record<string, string>;
  /**
   * Secret values (single-use links): JSON of more params, sealed with the field cipher, so that neither the
   * outbox table nor the BullMQ job in Redis holds a working link in clear.
   */
  sealedParams?: string;
}

export interface JobPayloads {
  [JobName.SendEmail]: SendEmailPayload;
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.SendEmail]: QueueName.NotificationEmail,
};

/** BullMQ job ids may not contain ':'; ours are `<job name>.<stable key of the change>`. */
export function jobIdFor(name: JobName, key: string): string {
  return `${name}.${key}`.replace(/:/g, '_');
}
