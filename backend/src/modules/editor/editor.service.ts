import type { AiEditAnswer, EditorDocument } from '@parley/domain/contracts/api/editor';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { EDIT_OPTION_LABELS, LanguageModel } from '../../integrations/llm/llm.port';
import { User } from '../identity/entities/user.entity';
import { AiEdit, DEFAULT_AI_PROMPT, EDITOR_MESSAGES } from './dto/editor.dto';
import { DEFAULT_EDITOR_TEXT, DocumentGeneration } from './entities/document-generation.entity';
import { renderPdf } from './pdf';
import { sanitizeHtml } from './sanitize';

/** The document editor. Every query names the consumer's own user id (another consumer's document is a 404). */
@Injectable()
export class EditorService {
  private readonly logger = new Logger(EditorService.name);
  constructor(
    private readonly em: EntityManager,
    private readonly model: LanguageModel,
  ) {}

  private async owned(userId: number, id: number): Promise<DocumentGeneration> {
    const doc = await this.em.findOne(DocumentGeneration, { id, user: userId });
    if (!doc) throw new NotFoundException({ error: EDITOR_MESSAGES.notFound });
    return doc;
  }

  view(d: DocumentGeneration): EditorDocument {
    return {
      id: d.id,
      title: d.title,
      document_type: d.documentType ?? null,
      content: d.content,
      default_text: DEFAULT_EDITOR_TEXT,
      updated_at: d.updatedAt.toISOString(),
    };
  }

  async list(userId: number): Promise<EditorDocument[]> {
    return (
      await this.em.find(DocumentGeneration, { user: userId }, { orderBy: { updatedAt: 'desc' }, limit: 100 })
    ).map((d) => this.view(d));
  }

  async create(userId: number, title?: string): Promise<EditorDocument> {
    const doc = this.em.create(DocumentGeneration, {
      user: this.em.getReference(User, userId),
      title: title?.trim() || 'Untitled document',
      documentType: 'document-generation',
    });
    await this.em.persistAndFlush(doc);
    return this.view(doc);
  }

  async get(userId: number, id: number): Promise<EditorDocument> {
    return this.view(await this.owned(userId, id));
  }

  async save(userId: number, id: number, content: string): Promise<void> {
    const doc = await this.owned(userId, id);
    doc.content = sanitizeHtml(content);
    await this.em.flush();
  }

  /** Edits the selection (when given and still in the document) or the whole document; the page applies the result. */
  async aiEdit(userId: number, id: number, input: AiEdit): Promise<AiEditAnswer> {
    await this.owned(userId, id);
    const document = sanitizeHtml(input.current_content);
    const selection = input.selected_text?.trim() ? input.selected_text : null;
    const instruction = input.user_input?.trim() || DEFAULT_AI_PROMPT;
    let result;
    try {
      result = await this.model.edit({
        option: input.option_id,
        sliderValue: input.slider_value,
        sliderLabel: input.slider_label?.trim() || EDIT_OPTION_LABELS[input.option_id],
        instruction,
        document,
        selection,
      });
    } catch (err) {
      this.logger.error(`AI edit of document ${id} failed: ${String(err)}`);
      throw new UnprocessableEntityException({
        status: 'error',
        error: EDITOR_MESSAGES.aiFailed,
        message: EDITOR_MESSAGES.aiFailed,
      });
    }
    // The model's words are markup the page will insert: keep only what the editor itself can produce.
    const edited = sanitizeHtml(result.edited);
    return {
      status: 'success',
      // A function replacement: "$&" or "$1" in the model's answer are text, not replacement patterns.
      edited_content: selection ? document.replace(selection, () => edited) : edited,
      selected_edit_content: selection ? edited : null,
      edit_summary: result.summary,
      message: result.summary,
    };
  }

  async pdf(userId: number, id: number): Promise<{ filename: string; data: Buffer }> {
    const doc = await this.owned(userId, id);
    const html = doc.content.trim() ? doc.content : `<p>${DEFAULT_EDITOR_TEXT}</p>`;
    const base = (doc.documentType || 'document-preview').replace(/[^a-z0-9-]+/gi, '-');
    return { filename: `${base}.pdf`, data: await renderPdf(doc.title, html) };
  }
}
