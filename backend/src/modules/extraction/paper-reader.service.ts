import { Injectable } from '@nestjs/common';
import { pdfText } from '../../core/pdf/pdf-text';
import { extractFacts, type FactCandidate } from '@parley/domain/extraction';
import { Ocr } from '../../integrations/ocr/ocr.port';
import type { DocumentFileKind } from './entities';

/** Fewer characters than this in a PDF's text layer: a scan without text (see read()). */
const MIN_TEXT_CHARS = 40;

export interface PaperReading {
  method: 'pdf_text' | 'ocr';
  /** Characters of text read (0 when nothing could be read). */
  chars: number;
  /** OCR's mean confidence (0..1), for images. */
  ocr_confidence?: number;
  /** Why nothing was read, when nothing was. */
  problem?: string;
  text: string;
  facts: FactCandidate[];
}

/**
 * Reads one paper: the text layer of a PDF, OCR of a photo, then the rules. Shared by the worker job and the corpus
 * test, so the test measures exactly what the product does.
 *
 * A PDF without a text layer (a scan saved as PDF) is NOT rasterized for OCR: the server has no PDF renderer (that
 * would need a native canvas in production). Such a file is reported as unreadable; a photo of the same page works.
 */
@Injectable()
export class PaperReader {
  constructor(private readonly ocr: Ocr) {}

  async read(kind: DocumentFileKind, bytes: Buffer): Promise<PaperReading> {
    if (kind === 'pdf') {
      const { text } = await pdfText(bytes);
      const chars = text.replace(/\s+/g, '').length;
      if (chars < MIN_TEXT_CHARS)
        return {
          method: 'pdf_text',
          chars,
          text,
          facts: [],
          problem: 'The PDF has no text layer (a scan): photograph the pages or upload them as images.',
        };
      return { method: 'pdf_text', chars, text, facts: extractFacts(text, { method: 'pdf_text' }) };
    }
    const result = await this.ocr.recognize(bytes);
    const chars = result.text.replace(/\s+/g, '').length;
    if (chars < MIN_TEXT_CHARS)
      return {
        method: 'ocr',
        chars,
        text: result.text,
        ocr_confidence: result.confidence,
        facts: [],
        problem: 'No text could be read from the image.',
      };
    return {
      method: 'ocr',
      chars,
      text: result.text,
      ocr_confidence: result.confidence,
      facts: extractFacts(result.text, { method: 'ocr', ocrConfidence: result.confidence }),
    };
  }
}
