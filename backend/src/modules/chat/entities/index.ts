import { ChatAttachment } from './chat-attachment.entity';
import { ChatMessage } from './chat-message.entity';
import { AccountContactPreference, ChatConsent } from './contact-preferences.entity';
import { ConversationParticipant } from './conversation-participant.entity';
import { Conversation } from './conversation.entity';

export * from './chat-attachment.entity';
export * from './chat-message.entity';
export * from './contact-preferences.entity';
export * from './conversation-participant.entity';
export * from './conversation.entity';

export const CHAT_ENTITIES = [Conversation, ConversationParticipant, ChatMessage, ChatAttachment, ChatConsent, AccountContactPreference];
