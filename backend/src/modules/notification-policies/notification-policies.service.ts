import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { SessionUser } from '../../core/auth/session-user';
import { JobName, type RouteFirmNotificationPayload } from '../../core/queue/jobs';
import { OutboxService } from '../../core/queue/outbox.service';
import type { NotificationPolicyView } from '@parley/domain/contracts/api/notification-policies';
import { ALL, EVENT_LABELS, EVENT_TYPES, statesLabel } from '@parley/domain/notifications/policies';
import { US_STATES } from '@parley/domain/payout/validation';
import { AuditService } from '../identity';
import { LawFirm } from '../identity/entities';
import type { AddPolicy } from './dto/notification-policies.dto';
import { NotificationPolicy } from './entities/notification-policy.entity';

export const POLICY_NOT_FOUND = 'Notification policy not found.';

export function toPolicyView(p: NotificationPolicy): NotificationPolicyView {
  return {
    id: p.id,
    email_type: p.emailType,
    email_type_label: EVENT_LABELS[p.emailType as keyof typeof EVENT_LABELS] ?? p.emailType,
    state: p.states.length ? p.states.join(';') : ALL,
    states: p.states,
    states_label: statesLabel(p.states),
    addresses: p.emails.join(';'),
    emails: p.emails,
  };
}

/** The Manage Notifications page's calls; runs under the collector's firm scope. */
@Injectable()
export class NotificationPoliciesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  actions() {
    return { actions: ([ALL, ...EVENT_TYPES] as Array<keyof typeof EVENT_LABELS>).map((value) => ({ value, label: EVENT_LABELS[value] })) };
  }

  states() {
    return { states: [{ value: ALL, label: 'All states' }, ...US_STATES.map((s) => ({ value: s, label: s }))] };
  }

  async list(): Promise<{ policies: NotificationPolicyView[] }> {
    const rows = await this.em.find(NotificationPolicy, {}, { orderBy: { id: 'asc' } });
    return { policies: rows.map(toPolicyView) };
  }

  async add(me: SessionUser, input: AddPolicy, ip: string): Promise<NotificationPolicyView> {
    const policy = this.em.create(NotificationPolicy, {
      lawFirm: this.em.getReference(LawFirm, me.lawFirmId as number),
      emailType: input.emailType,
      states: input.states,
      emails: input.emails,
    });
    await this.em.flush();
    this.audit.record(this.em, { action: 'notification_policy_added', actorId: me.id, lawFirmId: me.lawFirmId, subjectType: 'notification_policy', subjectId: policy.id, ip });
    await this.em.flush();
    return toPolicyView(policy);
  }

  async remove(me: SessionUser, id: number, ip: string): Promise<void> {
    const policy = await this.em.findOne(NotificationPolicy, { id });
    if (!policy) throw new NotFoundException({ error: POLICY_NOT_FOUND });
    this.em.remove(policy);
    this.audit.record(this.em, {
      action: 'notification_policy_deleted',
      actorId: me.id,
      lawFirmId: me.lawFirmId,
      subjectType: 'notification_policy',
      subjectId: id,
      ip,
      metadata: { email_type: policy.emailType, states: policy.states, emails: policy.emails },
    });
    await this.em.flush();
  }
}

export type FirmEvent = Omit<RouteFirmNotificationPayload, 'eventKey'> & { eventKey: string | number };

/**
 * Tells a firm about an account event. Call it inside the writer's transaction (the negotiation or chat service)
 * with that transaction's entity manager: the routing job is written to the outbox with the change, or not at all.
 * Routing (which policies match, or the admins) happens in the worker, against the policies at that moment.
 */
@Injectable()
export class FirmNotifier {
  constructor(private readonly outbox: OutboxService) {}

  notify(em: EntityManager, event: FirmEvent): void {
    const eventKey = String(event.eventKey);
    this.outbox.enqueue(em, JobName.RouteFirmNotification, { ...event, eventKey }, `firm-event.${event.lawFirmId}.${eventKey}`);
  }
}
