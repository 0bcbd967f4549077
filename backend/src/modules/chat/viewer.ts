import { ForbiddenException } from '@nestjs/common';
import type { SessionUser } from '../../core/auth/session-user';
import { CHAT_ERRORS } from '@parley/domain/chat';
import { UserKind } from '../identity/entities';
import { ChatSide } from './entities';

/** Who is reading or writing: the consumer as themselves, a collector as their firm. */
export interface Viewer {
  side: ChatSide;
  userId: number;
  /** The firm of a collector; null for a consumer. */
  lawFirmId: number | null;
}

export function viewerOf(user: SessionUser): Viewer {
  if (user.kind === UserKind.Consumer) return { side: ChatSide.Consumer, userId: user.id, lawFirmId: null };
  if (user.kind === UserKind.Collector && user.lawFirmId !== null)
    return { side: ChatSide.Firm, userId: user.id, lawFirmId: user.lawFirmId };
  throw new ForbiddenException({ error: CHAT_ERRORS.onCall });
}
