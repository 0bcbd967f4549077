import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuditEvent } from './entities/audit-event.entity';
import { LawFirm } from './entities/law-firm.entity';
import { User } from './entities/user.entity';

export interface AuditEntry {
  action: string;
  actorId?: number | null;
  lawFirmId?: number | null;
  subjectType?: string;
  subjectId?: string | number;
  ip?: string | null;
  metadata?: Record<string, unknown>;
}

/** Adds audit events to the caller's unit of work, so they commit (or roll back) with the act they record. */
@Injectable()
export class AuditService {
  record(em: EntityManager, entry: AuditEntry): AuditEvent {
    const event = em.create(AuditEvent, {
      action: entry.action,
      actor: entry.actorId ? em.getReference(User, entry.actorId) : null,
      lawFirm: entry.lawFirmId ? em.getReference(LawFirm, entry.lawFirmId) : null,
      subjectType: entry.subjectType ?? null,
      subjectId: entry.subjectId === undefined ? null : String(entry.subjectId),
      ip: entry.ip ?? null,
      metadata: entry.metadata ?? null,
    });
    em.persist(event);
    return event;
  }
}
