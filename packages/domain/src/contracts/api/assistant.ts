import { z } from 'zod';

export const MESSAGES = {
  blank: 'Input cannot be blank.',
  tooLong: 'Please keep your question under 4,000 characters.',
  agentKey: 'agentKey must be a short name of letters, digits, "_" or "-".',
  threadKey: 'threadKey is not valid.',
  rating: 'Rating must be 1, -1 or 0.',
  fileIds: 'pilotFileIds must be a list of at most 10 file ids.',
  personaGone: 'Selected persona is no longer available',
  notFound: 'Answer not found.',
  threadNotFound: 'Conversation not found.',
  fileNotFound: 'File not found.',
  stillAnswering: 'You can rate an answer once it has finished.',
  busy: 'Solo is still answering your last question. Wait for the answer or stop it, then ask again.',
  fileType: "File type isn't allowed",
  fileSize: 'File if to large. Max size is 25MB.',
  uploadFailed: 'File upload failed! Please try again in a few moments.',
  uploadNotFound: 'Upload not found.',
} as const;

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const ALLOWED_TYPES: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpeg', 'jpg'],
  'image/gif': ['gif'],
  'image/png': ['png'],
};

const agentKey = z.string({ error: MESSAGES.agentKey }).regex(/^[a-z0-9_-]{1,40}$/i, MESSAGES.agentKey);
const threadKey = z.string({ error: MESSAGES.threadKey }).regex(/^[A-Za-z0-9_-]{8,64}$/, MESSAGES.threadKey);
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const CreateCompletionSchema = z.object({
  agentKey: agentKey.default('solo'),
  pilotFileIds: z.array(id, { error: MESSAGES.fileIds }).max(10, MESSAGES.fileIds).default([]),
  context: z
    .object({
      datetime: z.string().max(100).optional(),
      locales: z.array(z.string().max(35)).max(10).optional(),
      page: z.string().max(300).optional(),
    })
    .strip()
    .nullish(),
  userRequest: z
    .string({ error: MESSAGES.blank })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, MESSAGES.blank).max(4000, MESSAGES.tooLong)),
  threadKey: threadKey.nullish(),
  pilotThreadId: id.nullish(),
  personaId: id.nullish(),
});
export type CreateCompletion = z.infer<typeof CreateCompletionSchema>;

export const ThreadQuerySchema = z.object({
  agent_key: agentKey.default('solo'),
  thread_key: threadKey.optional(),
  pilot_thread_id: id.optional(),
});
export type ThreadQuery = z.infer<typeof ThreadQuerySchema>;

export const NewThreadSchema = z.object({ agentKey: agentKey.default('solo') });

export const RatingSchema = z.object({
  rating: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: MESSAGES.rating }),
});

export const SuggestionQuerySchema = z.object({
  agent_key: agentKey.default('solo'),
  thread_key: threadKey.optional(),
  pilot_thread_id: id.optional(),
  user_context: z.string().max(500).optional(),
});
export type SuggestionQuery = z.infer<typeof SuggestionQuerySchema>;

export const DirectUploadSchema = z.object({
  blob: z.object(
    {
      filename: z.string({ error: MESSAGES.fileType }).trim().min(1, MESSAGES.fileType).max(255, MESSAGES.fileType),
      content_type: z.string({ error: MESSAGES.fileType }),
      byte_size: z.number({ error: MESSAGES.uploadFailed }).int().min(1, MESSAGES.uploadFailed),
      checksum: z.string({ error: MESSAGES.uploadFailed }).regex(/^[A-Za-z0-9+/]{22}==$/, MESSAGES.uploadFailed),
    },
    { error: MESSAGES.uploadFailed },
  ),
});
export type DirectUpload = z.infer<typeof DirectUploadSchema>['blob'];

export const AttachFileSchema = z.object({
  attachment: z
    .string({ error: MESSAGES.uploadNotFound })
    .min(1, MESSAGES.uploadNotFound)
    .max(64, MESSAGES.uploadNotFound),
  client_id: z.string({ error: MESSAGES.uploadFailed }).min(1, MESSAGES.uploadFailed).max(64, MESSAGES.uploadFailed),
  thread_key: threadKey.nullish(),
});
export type AttachFile = z.infer<typeof AttachFileSchema>;

// ---- answers (the assistant widget's own camelCase shapes) ----

export const PilotFile = z.object({
  id: z.number().int(),
  clientId: z.string(),
  name: z.string(),
  state: z.literal('uploaded'),
  progress: z.number(),
  uploadError: z.null(),
  showPath: z.string(),
});

export const PilotPersona = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export const PilotCompletion = z.object({
  id: z.number().int(),
  state: z.string(),
  userRequest: z.string(),
  assistantResponse: z.string(),
  rating: z.number().int(),
  pilotFiles: z.array(PilotFile),
  pilotFunctionCalls: z.array(
    z.object({
      id: z.number().int(),
      functionName: z.string(),
      state: z.string(),
      arguments: z.record(z.string(), z.unknown()),
      result: z.looseObject({ message: z.string().optional(), iframeUrl: z.string().optional() }).nullable(),
      errorMessage: z.string().nullable(),
    }),
  ),
  persona: PilotPersona.nullable(),
  threadKey: z.string(),
  pilotThreadId: z.number().int(),
  provider: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type PilotCompletion = z.infer<typeof PilotCompletion>;

const thread = { thread: z.object({ id: z.number().int() }).nullable(), threadKey: z.string().nullable() };

/** `GET /pilot/completions.json`: a thread's completions. */
export const CompletionsAnswer = z.object({ completions: z.array(PilotCompletion), ...thread });
/** `GET /pilot/completions/latest_thread.json`: the latest thread, and which model answers. */
export const LatestThreadAnswer = z.object({
  completions: z.array(PilotCompletion),
  ...thread,
  provider: z.enum(['openai', 'offline']),
});
/** `POST /pilot/completions/new_thread.json`. */
export const NewThreadAnswer = z.object({ thread: z.object({ id: z.number().int() }), threadKey: z.string() });
export const CompletionAnswer = z.object({ completion: PilotCompletion });
export const SuggestionsAnswer = z.object({
  suggestions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      metadata: z.object({ source: z.enum(['page', 'documents', 'payment_plan', 'conversation', 'general']) }),
    }),
  ),
});
export const PersonasAnswer = z.object({ personas: z.array(PilotPersona) });
/** `POST /rails/active_storage/direct_uploads`: where to PUT the file's bytes. */
export const DirectUploadAnswer = z.object({
  id: z.number().int(),
  key: z.string(),
  filename: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  checksum: z.string(),
  signed_id: z.string(),
  direct_upload: z.object({ url: z.string(), headers: z.object({ 'Content-Type': z.string() }) }),
});
export const FileAttached = z.object({ file: PilotFile });
