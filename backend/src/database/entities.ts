import { OutboxMessage } from '../core/queue/outbox-message.entity';
import { AuditEvent, LawFirm, PasswordResetToken, Session, User } from '../modules/identity/entities';

/** Every entity of the schema. A module that adds entities lists them here (migrations are generated from this). */
export const ENTITIES = [LawFirm, User, AuditEvent, Session, PasswordResetToken, OutboxMessage];
