export { ChatProvider, useChat, useOptionalChat } from './ChatProvider';
export { ChatWidget } from './ChatWidget';
export { MessageCollectorButton, MessageConsumerButton } from './StartChatButtons';
export type { ChatSide, Conversation, OpenConversationInput } from './types';
