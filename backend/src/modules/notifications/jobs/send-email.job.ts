import { Injectable } from '@nestjs/common';
import { HandlesJob, JobContext, JobHandler } from '../../../core/queue/job-handler';
import { JobName, SendEmailPayload } from '../../../core/queue/jobs';
import { FieldCipher } from '../../../core/security/encryption';
import { MailSender } from '../../../integrations/mail/mail.port';
import { renderEmail } from '../templates/render';

/** Renders a template and sends it over the mail port. The job id becomes the Message-ID. */
@Injectable()
@HandlesJob(JobName.SendEmail)
export class SendEmailJob implements JobHandler<JobName.SendEmail> {
  constructor(
    private readonly mail: MailSender,
    private readonly cipher: FieldCipher,
  ) {}

  async handle(payload: SendEmailPayload, ctx: JobContext): Promise<void> {
    const secret = payload.sealedParams ? (JSON.parse(this.cipher.decrypt(payload.sealedParams)) as Record<string, string>) : {};
    const rendered = renderEmail(payload.template, { ...payload.params, ...secret });
    await this.mail.send({ to: payload.to, ...rendered, messageId: `<${ctx.jobId}@parley>` });
  }
}
