import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { UNSCOPED } from '../../core/database/firm-scope';
import { CHAT_ERRORS, REFUSALS, sendRefusal, SendRefusal } from '@parley/domain/chat';
import { consumerTimeZones } from '@parley/domain/time-zones';
import { Case, ConsumerProfile, CustomerDocument } from '../accounts/entities';
import { LawFirm, User } from '../identity/entities';
import { unreadBySide } from './chat-delivery.service';
import { ChatClock } from './chat.clock';
import { ConversationData, displayName } from './chat-views';
import { AccountContactPreference, ChatConsent, ChatSide, Conversation, ConversationParticipant, MessageStatus } from './entities';
import type { Viewer } from './viewer';

export const notFound = () => new NotFoundException({ error: CHAT_ERRORS.notFound });
const invalid = (error: string) => new UnprocessableEntityException({ error, errors: [error] });

/** What blocks collector messages in one conversation right now. */
export interface ContactState {
  optedOut: boolean;
  ceased: boolean;
  representedByAttorney: boolean;
}

/**
 * Conversations: finding one the viewer takes part in (404 otherwise), starting one, the list with unread counts,
 * and the consumer's contact choices. `em` is scoped: the firm filter for collectors, the user id for consumers.
 */
@Injectable()
export class ConversationsService {
  constructor(private readonly clock: ChatClock) {}

  /** The conversation if the viewer is a participant: the consumer it belongs to, or a collector of its firm. */
  async find(em: EntityManager, viewer: Viewer, id: number): Promise<Conversation> {
    const where = viewer.side === ChatSide.Consumer ? { id, consumer: viewer.userId } : { id, lawFirm: viewer.lawFirmId! };
    const conversation = await em.findOne(Conversation, where);
    if (!conversation) throw notFound();
    return conversation;
  }

  async list(em: EntityManager, viewer: Viewer): Promise<ConversationData[]> {
    const where = viewer.side === ChatSide.Consumer ? { consumer: viewer.userId } : { lawFirm: viewer.lawFirmId! };
    const conversations = await em.find(Conversation, where, { orderBy: { lastActivityAt: 'desc', id: 'desc' }, limit: 500 });
    return this.views(em, viewer, conversations);
  }

  /**
   * Starts (or returns) the conversation about a document. A consumer names their document and its firm; a
   * collector a document of their firm and its consumer. Anything that does not match is simply not found.
   */
  async start(
    em: EntityManager,
    viewer: Viewer,
    input: { document_id?: number; recipient_id?: number; law_firm_id?: number },
  ): Promise<{ conversation: ConversationData; created: boolean }> {
    if (viewer.side === ChatSide.Firm && input.recipient_id === undefined) throw invalid(CHAT_ERRORS.noConsumer);
    if (viewer.side === ChatSide.Consumer && input.law_firm_id === undefined) throw invalid(CHAT_ERRORS.noFirm);
    if (input.document_id === undefined) throw invalid(CHAT_ERRORS.noDocument);
    const doc =
      viewer.side === ChatSide.Consumer
        ? await em.findOne(CustomerDocument, { id: input.document_id, user: viewer.userId, lawFirm: input.law_firm_id })
        : await em.findOne(CustomerDocument, { id: input.document_id, user: input.recipient_id, lawFirm: viewer.lawFirmId! });
    if (!doc || !doc.lawFirm) throw notFound();

    let conversation = await em.findOne(Conversation, { customerDocument: doc.id }, UNSCOPED);
    let created = false;
    if (!conversation) {
      try {
        conversation = await em.transactional(async (tx) => {
          const c = tx.create(Conversation, { customerDocument: doc.id, lawFirm: doc.lawFirm!.id, consumer: doc.user.id });
          tx.create(ConversationParticipant, { conversation: c, side: ChatSide.Consumer, user: doc.user.id, lawFirm: doc.lawFirm!.id });
          tx.create(ConversationParticipant, { conversation: c, side: ChatSide.Firm, user: null, lawFirm: doc.lawFirm!.id });
          await tx.flush();
          return c;
        });
        created = true;
      } catch (err) {
        // Two starts at once: the unique document index lets one win; the other answers the winner's conversation.
        if ((err as { code?: string }).code !== '23505') throw err;
        conversation = await em.fork().findOneOrFail(Conversation, { customerDocument: doc.id }, UNSCOPED);
      }
    }
    const [view] = await this.views(em, viewer, [conversation]);
    return { conversation: view, created };
  }

  async view(em: EntityManager, viewer: Viewer, conversation: Conversation): Promise<ConversationData> {
    const [view] = await this.views(em, viewer, [conversation]);
    return view;
  }

  /**
   * What blocks collector messages (W-OPTOUT, W-CEASE, W-ATTORNEY), read fresh in one statement through `em` (inside
   * the worker's deciding transaction too).
   */
  async contactState(
    em: EntityManager,
    conversation: { consumer: { id: number }; lawFirm: { id: number }; customerDocument: { id: number } },
  ): Promise<ContactState> {
    const rows: Array<{ opted_out: boolean | null; ceased: boolean | null; represented: boolean | null }> = await em.execute(
      `select
         (select k.opted_out_at is not null from chat_consents k where k.consumer_id = ? and k.law_firm_id = ?) as opted_out,
         (select k.ceased_at is not null from chat_consents k where k.consumer_id = ? and k.law_firm_id = ?) as ceased,
         (select p.represented_by_attorney from account_contact_preferences p where p.customer_document_id = ?) as represented`,
      [conversation.consumer.id, conversation.lawFirm.id, conversation.consumer.id, conversation.lawFirm.id, conversation.customerDocument.id],
    );
    const r = rows[0];
    return { optedOut: !!r?.opted_out, ceased: !!r?.ceased, representedByAttorney: !!r?.represented };
  }

  async refusal(
    em: EntityManager,
    conversation: { consumer: { id: number }; lawFirm: { id: number }; customerDocument: { id: number } },
  ): Promise<SendRefusal | null> {
    return sendRefusal(await this.contactState(em, conversation));
  }

  /** The consumer's choices: opt out (or back in) of the firm's messages, or ask it to stop (final). */
  async setConsent(em: EntityManager, viewer: Viewer, conversation: Conversation, change: 'opt_out' | 'opt_in' | 'cease'): Promise<void> {
    if (viewer.side !== ChatSide.Consumer) throw new UnprocessableEntityException({ error: CHAT_ERRORS.consumersOnly });
    const now = this.clock.now();
    // One row per consumer and firm; inserted once, then updated (never deleted: the times are the record).
    await em
      .getKnex()('chat_consents')
      .insert({ consumer_id: conversation.consumer.id, law_firm_id: conversation.lawFirm.id })
      .onConflict(['consumer_id', 'law_firm_id'])
      .ignore();
    const consent = await em.findOneOrFail(ChatConsent, { consumer: conversation.consumer.id, lawFirm: conversation.lawFirm.id }, UNSCOPED);
    if (change === 'opt_out' && !consent.optedOutAt) consent.optedOutAt = now;
    if (change === 'opt_in' && consent.optedOutAt) {
      consent.optedOutAt = null;
      consent.optedInAt = now;
    }
    if (change === 'cease' && !consent.ceasedAt) consent.ceasedAt = now;
    await em.flush();
  }

  /** A collector marks the account as represented by an attorney (W-ATTORNEY), or clears the mark. */
  async setRepresented(em: EntityManager, viewer: Viewer, documentId: number, represented: boolean): Promise<void> {
    const doc = await em.findOne(CustomerDocument, { id: documentId, lawFirm: viewer.lawFirmId! });
    if (!doc) throw notFound();
    await em
      .getKnex()('account_contact_preferences')
      .insert({ customer_document_id: doc.id, law_firm_id: viewer.lawFirmId })
      .onConflict(['customer_document_id'])
      .ignore();
    const pref = await em.findOneOrFail(AccountContactPreference, { customerDocument: doc.id });
    pref.representedByAttorney = represented;
    pref.markedBy = em.getReference(User, viewer.userId) as never;
    pref.markedAt = this.clock.now();
    await em.flush();
  }

  async representedByAttorney(em: EntityManager, viewer: Viewer, documentId: number): Promise<boolean> {
    const doc = await em.findOne(CustomerDocument, { id: documentId, lawFirm: viewer.lawFirmId! });
    if (!doc) throw notFound();
    const pref = await em.findOne(AccountContactPreference, { customerDocument: doc.id });
    return !!pref?.representedByAttorney;
  }

  /** The list's rows, batch-loaded (one query per kind). The ids come from scoped queries. */
  async views(em: EntityManager, viewer: Viewer, conversations: Conversation[]): Promise<ConversationData[]> {
    if (conversations.length === 0) return [];
    const ids = conversations.map((c) => c.id);
    const docIds = conversations.map((c) => c.customerDocument.id);
    const consumerIds = [...new Set(conversations.map((c) => c.consumer.id))];
    const firmIds = [...new Set(conversations.map((c) => c.lawFirm.id))];
    const [docs, consumers, firms, profiles, consents, prefs, unread, last] = await Promise.all([
      em.find(CustomerDocument, { id: docIds }, UNSCOPED),
      em.find(User, { id: consumerIds }, UNSCOPED),
      em.find(LawFirm, { id: firmIds }, UNSCOPED),
      em.find(ConsumerProfile, { user: consumerIds }, UNSCOPED),
      em.find(ChatConsent, { consumer: consumerIds, lawFirm: firmIds }, UNSCOPED),
      em.find(AccountContactPreference, { customerDocument: docIds }, UNSCOPED),
      unreadBySide(em, ids),
      lastVisibleMessages(em, ids, viewer.side),
    ]);
    const caseIds = docs.map((d) => d.case?.id).filter((x): x is number => typeof x === 'number');
    const cases = caseIds.length ? await em.find(Case, { id: caseIds }, UNSCOPED) : [];
    const senderIds = [...new Set([...last.values()].map((m) => m.sender_id))];
    const senders = senderIds.length ? await em.find(User, { id: senderIds }, UNSCOPED) : [];

    const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
    const docMap = byId(docs);
    const consumerMap = byId(consumers);
    const firmMap = byId(firms);
    const caseMap = byId(cases);
    const senderMap = byId(senders);
    const profileByUser = new Map(profiles.map((p) => [p.user.id, p]));

    return conversations.map((c) => {
      const doc = docMap.get(c.customerDocument.id);
      const consumer = consumerMap.get(c.consumer.id);
      const firm = firmMap.get(c.lawFirm.id);
      const consent = consents.find((k) => k.consumer.id === c.consumer.id && k.lawFirm.id === c.lawFirm.id);
      const state: ContactState = {
        optedOut: !!consent?.optedOutAt,
        ceased: !!consent?.ceasedAt,
        representedByAttorney: !!prefs.find((p) => p.customerDocument.id === c.customerDocument.id)?.representedByAttorney,
      };
      const refusal = viewer.side === ChatSide.Firm ? sendRefusal(state) : null;
      const lastRow = last.get(c.id);
      const lawsuitState = doc?.case ? caseMap.get(doc.case.id)?.lawsuitState : doc?.rmLawsuitState;
      const zones = consumerTimeZones(profileByUser.get(c.consumer.id)?.state, lawsuitState ?? doc?.rmLawsuitState);
      const consumerName = consumer ? displayName(consumer) : (doc?.rmCustomerName ?? 'Consumer');
      return {
        id: c.id,
        type: 'conversation' as const,
        attributes: {
          other_participants:
            viewer.side === ChatSide.Consumer
              ? [{ id: c.lawFirm.id, type: 'law_firm' as const, display_name: firm?.name ?? 'Law firm', is_collector: true }]
              : [{ id: c.consumer.id, type: 'user' as const, display_name: consumerName, is_collector: false }],
          last_message: lastRow
            ? {
                id: lastRow.id,
                body: lastRow.body,
                created_at: new Date(lastRow.created_at).toISOString(),
                sender_name: displayName(senderMap.get(lastRow.sender_id)),
              }
            : null,
          unread_count: unread.get(`${c.id}:${viewer.side}`) ?? 0,
          account_status: doc?.rmStatus ?? null,
          document_id: c.customerDocument.id,
          law_firm_id: c.lawFirm.id,
          consumer_user_id: c.consumer.id,
          created_at: c.createdAt.toISOString(),
          updated_at: c.lastActivityAt.toISOString(),
          opted_out: state.optedOut,
          ceased: state.ceased,
          represented_by_attorney: state.representedByAttorney,
          can_send: refusal === null,
          send_refusal: refusal ? REFUSALS[refusal].sentence : null,
          consumer_time_zone: zones[0],
        },
      };
    });
  }
}

interface LastRow {
  id: number;
  conversation_id: number;
  body: string;
  created_at: string | Date;
  sender_id: number;
}

/** The newest message each conversation shows this side (a consumer never sees scanning, held or blocked ones). */
async function lastVisibleMessages(em: EntityManager, ids: number[], side: ChatSide): Promise<Map<number, LastRow>> {
  const knex = em.getKnex();
  const q = knex('chat_messages')
    .distinctOn('conversation_id')
    .select('id', 'conversation_id', 'body', 'created_at', 'sender_id')
    .whereIn('conversation_id', ids)
    .orderBy([{ column: 'conversation_id' }, { column: 'id', order: 'desc' }]);
  if (side === ChatSide.Consumer)
    q.andWhere((w) => w.where('sender_side', ChatSide.Consumer).orWhere('status', MessageStatus.Delivered));
  const rows = (await q) as LastRow[];
  return new Map(rows.map((r) => [r.conversation_id, r]));
}
