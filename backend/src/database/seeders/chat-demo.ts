import type { EntityManager } from '@mikro-orm/core';
import { UNSCOPED } from '../../core/database/firm-scope';
import { scanCollectorMessage, DEFAULT_SCAN_CONTEXT, suggestRewrite } from '@parley/domain/compliance';
import { CustomerDocument, DocumentName } from '../../modules/accounts/entities';
import { ChatMessage, ChatSide, Conversation, ConversationParticipant, MessageStatus } from '../../modules/chat/entities';
import { LawFirm, User } from '../../modules/identity/entities';

const HOUR = 3600 * 1000;

/** Who the demo conversation is between: a firm (by name), its consumer and the agent who writes (by e-mail). */
export interface DemoChatPeople {
  firm: string;
  consumer: string;
  agent: string;
}

/**
 * The demo conversation between consumer@demo.test and Demo Law Group (or `who`: the browser journeys give their
 * own consumer the same story) about the consumer's settlement document: a few delivered messages (the last one
 * unread by the consumer) and one the scanner blocked, so both sides of the chat have something to show. Once: a
 * document that already has a conversation is left alone.
 */
export async function seedDemoChat(
  em: EntityManager,
  now = new Date(),
  who: DemoChatPeople = { firm: 'Demo Law Group', consumer: 'consumer@demo.test', agent: 'agent@demolaw.test' },
): Promise<void> {
  const firm = await em.findOne(LawFirm, { name: who.firm }, UNSCOPED);
  const consumer = await em.findOne(User, { email: who.consumer }, UNSCOPED);
  const agent = await em.findOne(User, { email: who.agent }, UNSCOPED);
  if (!firm || !consumer || !agent) return;
  const doc = await em.findOne(
    CustomerDocument,
    { user: consumer.id, lawFirm: firm.id, documentName: DocumentName.Solosettle },
    { ...UNSCOPED, orderBy: { id: 'asc' } },
  );
  if (!doc || (await em.findOne(Conversation, { customerDocument: doc.id }, UNSCOPED))) return;

  const conversation = em.create(Conversation, { customerDocument: doc, lawFirm: firm, consumer, createdAt: new Date(now.getTime() - 50 * HOUR) });
  const script: Array<{ from: ChatSide; hoursAgo: number; body: string }> = [
    { from: ChatSide.Firm, hoursAgo: 48, body: `Hello, this is ${who.firm}. We received your settlement offer and are reviewing it now.` },
    { from: ChatSide.Consumer, hoursAgo: 47, body: 'Thank you. Please let me know if you need anything else from me.' },
    { from: ChatSide.Firm, hoursAgo: 26, body: 'If you do not pay in full this week we will garnish your wages and freeze your bank account.' },
    { from: ChatSide.Firm, hoursAgo: 3, body: 'Thanks for your patience. We will answer your offer by Friday.' },
  ];
  let seq = 0;
  let lastAt = conversation.createdAt;
  for (const line of script) {
    const at = new Date(now.getTime() - line.hoursAgo * HOUR);
    const violations = line.from === ChatSide.Firm ? scanCollectorMessage(line.body, DEFAULT_SCAN_CONTEXT) : [];
    const delivered = violations.length === 0;
    if (delivered) seq += 1;
    lastAt = at;
    em.create(ChatMessage, {
      conversation,
      lawFirm: firm,
      sender: line.from === ChatSide.Firm ? agent : consumer,
      senderSide: line.from,
      body: line.body,
      status: delivered ? MessageStatus.Delivered : MessageStatus.Blocked,
      violations,
      // The rewrite the scan job offers with a blocked message, made by the same code.
      suggestion: delivered ? null : suggestRewrite(line.body, violations, DEFAULT_SCAN_CONTEXT),
      scannedAt: line.from === ChatSide.Firm ? at : null,
      deliveredAt: delivered ? at : null,
      deliverySeq: delivered ? seq : null,
      createdAt: at,
    });
  }
  conversation.deliveredCount = seq;
  conversation.lastActivityAt = lastAt;
  // The firm has read everything; the consumer has not read the last message yet.
  em.create(ConversationParticipant, { conversation, side: ChatSide.Firm, user: null, lawFirm: firm, lastReadSeq: seq, lastReadAt: now });
  em.create(ConversationParticipant, { conversation, side: ChatSide.Consumer, user: consumer, lawFirm: firm, lastReadSeq: seq - 1 });
  await em.flush();
}
