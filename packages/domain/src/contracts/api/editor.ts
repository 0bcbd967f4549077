import { z } from 'zod';
export const EDIT_OPTIONS = [
  'legal_formality',
  'citation_density',
  'tone_balance',
  'friendliness',
  'general_edit',
] as const;

/** The editor's request when the consumer typed no instruction: the option and slider alone decide. */
export const DEFAULT_EDIT_INSTRUCTION = 'Please suggest improvements to this document.';


export const MAX_CONTENT = 500_000;
export const EDITOR_MESSAGES = {
  content: 'content must be the document as HTML.',
  tooLong: 'The document is too long to save.',
  option: 'Please choose one of the five edit options.',
  slider: 'The slider value must be a whole number from 1 to 10.',
  notFound: 'Document not found.',
  aiFailed: 'Sorry! An error occurred while editing the document. Please try again later.',
  selectionMissing: 'The selected text is no longer in the document.',
} as const;
export const DEFAULT_AI_PROMPT = DEFAULT_EDIT_INSTRUCTION;

export const SaveContentSchema = z.object({
  content: z.string({ error: EDITOR_MESSAGES.content }).max(MAX_CONTENT, EDITOR_MESSAGES.tooLong),
});

export const AiEditSchema = z.object({
  current_content: z.string({ error: EDITOR_MESSAGES.content }).max(MAX_CONTENT, EDITOR_MESSAGES.tooLong),
  option_id: z.enum(EDIT_OPTIONS, { error: EDITOR_MESSAGES.option }),
  slider_value: z.coerce
    .number({ error: EDITOR_MESSAGES.slider })
    .int(EDITOR_MESSAGES.slider)
    .min(1, EDITOR_MESSAGES.slider)
    .max(10, EDITOR_MESSAGES.slider)
    .default(5),
  slider_label: z.string().max(100).optional(),
  user_input: z.string().max(2000).nullish(),
  selected_text: z.string().max(MAX_CONTENT).nullish(),
});
export type AiEdit = z.infer<typeof AiEditSchema>;

// ---- answers ----

/** A consumer's document in the editor, with the text the empty editor shows. */
export const EditorDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  document_type: z.string().nullable(),
  content: z.string(),
  default_text: z.string(),
  updated_at: z.string(),
});
export type EditorDocument = z.infer<typeof EditorDocument>;

export const EditorDocumentsAnswer = z.object({ documents: z.array(EditorDocument) });
export const EditorDocumentAnswer = z.object({ document: EditorDocument });

/** `POST /steps_api/save_editor_content/{id}`. */
export const EditorSaved = z.object({ status: z.literal('success') });

/** `POST /steps_api/edit_document_with_ai/{id}`: the edited text (or the edited selection) and what changed. */
export const AiEditAnswer = z.object({
  status: z.string(),
  edited_content: z.string(),
  selected_edit_content: z.string().nullable(),
  edit_summary: z.string(),
  message: z.string(),
});
export type AiEditAnswer = z.infer<typeof AiEditAnswer>;
