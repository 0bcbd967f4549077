/** The chat's words, including the refusals of the W-OPTOUT and W-CEASE rules. */
export const CHAT_TEXT = {
  loadConversationsFailed: 'Failed to load conversations',
  loadMessagesFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  createFailed: 'Failed to create conversation',
  noConsumer: 'Unable to start conversation - consumer information not available',
  scanning: 'Scanning for Compliance...',
  blocked: 'Message blocked due to compliance violations',
  brokenSentence: 'This sentence',
  rateLimit: 'Message limit',
  suggestion: 'A compliant way to say it',
  sendSuggestion: 'Send suggestion',
  suggestionSent: 'Suggestion sent',
  suggestionWaits: 'The message limit applies to this one too: send it when the limit allows.',
  messageCollector: 'Message collector',
  noConversations: 'No conversations yet',
  noMessages: 'No messages yet. Say hello.',
  title: 'Messages',
} as const;

export const MAX_MESSAGE_LENGTH = 1000;
/** With no scan event, a sent message counts as scanned after 10 s. */
export const SCANNED_FALLBACK_MS = 10_000;
/** A message counts as read when half of it is on screen. */
export const READ_VISIBILITY = 0.5;

/** Consumer consent controls (W-OPTOUT, W-CEASE): what each does, asked before it happens. */
export const CONSENT_TEXT = {
  optOut: 'Opt out of messages',
  optIn: 'Receive messages again',
  cease: 'Stop contacting me',
  optOutConfirm: (firm: string) =>
    `Stop receiving electronic messages from ${firm}? They will not be able to send you chat messages until you opt back in.`,
  ceaseConfirm: (firm: string) =>
    `Ask ${firm} to stop contacting you? This is a request under federal law: they may then only send you limited legal notices. This cannot be undone here.`,
  optedOutNote: 'You opted out of electronic messages from this firm. You can still write to them.',
  ceasedNote: 'You asked this firm to stop contacting you. You can still write to them.',
  failed: 'Your choice could not be saved. Please try again.',
} as const;
