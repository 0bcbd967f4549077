/** Every chat message, word for word. */
export const CHAT_TOASTS = {
  loadMessages: 'Unable to load messages!',
  latestThread: 'Unable to load latest thread!',
  newThread: 'Unable to create new thread!',
  createQuestion: 'Unable to create question!',
  stop: 'Unable to stop completion!',
  personas: 'Unable to load personas!',
  updateQuestion: 'Unable to update question!',
  personaGone: 'Selected persona is no longer available',
  documentInChat: 'Could not load document in chat',
} as const;

export const TOAST_MS = 10_000;
export const OPEN_ANIMATION_MS = 50;
export const CLOSE_ANIMATION_MS = 400;
export const TOOLTIP_DELAY_MS = 500;
/** The idle hint shows after 7 s. */
export const IDLE_HINT_MS = 7_000;
export const IDLE_HINT = 'Questions about your case? Ask Solo.';

export const SUBTITLE = "Built on Open AI's ChatGPT 4o | Passed the bar and CPA exams";
export const OFFLINE_SUBTITLE = 'Offline assistant: answers come from Parley\u2019s articles and your account.';

export const PERSONA_TEXT = {
  back: 'Back to Chat',
  heading: 'Select a Persona',
  soloName: 'Solo',
  soloDescription: 'Default AI assistant',
  fallbackDescription: 'AI assistant',
  empty: 'No personas available at the moment.',
  error: 'Error loading personas',
  refresh: 'Refresh',
  retry: 'Retry',
} as const;

export const UPLOAD_ERRORS = {
  tooLarge: 'File if to large. Max size is 25MB.',
  type: "File type isn't allowed",
  failed: 'File upload failed! Please try again in a few moments.',
} as const;

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const ACCEPTED_FILES = '.pdf,.jpeg,.jpg,.gif,.png';
const ALLOWED: Record<string, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
};

/** The declared type of an allowed file, or null (pdf, jpeg, jpg, gif, png only). */
export function allowedType(file: { name: string; type: string }): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = ALLOWED[ext];
  return type && (!file.type || file.type === type) ? type : null;
}

export const PERSONA_STORAGE_KEY = 'parley.assistant.personaId';
