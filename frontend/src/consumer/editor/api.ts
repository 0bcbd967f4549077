import type { AiEditAnswer, EditorDocument } from '@parley/domain/contracts/api/editor';
import { http, send } from '../../shared/http';

export type { EditorDocument };

export const EDIT_OPTIONS = [
  { id: 'legal_formality', label: 'Legal formality' },
  { id: 'citation_density', label: 'Citation density' },
  { id: 'tone_balance', label: 'Tone balance' },
  { id: 'friendliness', label: 'Friendliness' },
  { id: 'general_edit', label: 'General edit' },
] as const;
export type EditOptionId = (typeof EDIT_OPTIONS)[number]['id'];

export const DEFAULT_AI_PROMPT = 'Please suggest improvements to this document.';
export const AI_EDIT_ERROR = 'Sorry! An error occurred while editing the document. Please try again later.';
export const DEFAULT_EDITOR_TEXT = 'Start writing your document here...';
export const SLIDER_DEFAULT = 5;

export const editorApi = {
  get: (id: string) => http.get<{ document: EditorDocument }>(`/api/document_generations/${encodeURIComponent(id)}`),
  create: () => http.post<{ document: EditorDocument }>('/api/document_generations', {}),
  /** Answers what came back, so the page can tell a non-success answer from a network failure. */
  save: (id: number, content: string) =>
    send<{ status?: string }>('POST', `/steps_api/save_editor_content/${id}`, { body: { content } }),
  aiEdit: (
    id: number,
    body: {
      current_content: string;
      option_id: EditOptionId;
      slider_value: number;
      slider_label: string;
      user_input: string;
      selected_text: string;
    },
  ) => http.post<AiEditAnswer>(`/steps_api/edit_document_with_ai/${id}`, body),
  pdfUrl: (id: number) => `/api/document_generations/${id}/pdf`,
};
