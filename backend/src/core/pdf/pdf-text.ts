import { definePDFJSModule, extractText, getDocumentProxy } from 'unpdf';

let loaded: Promise<void> | undefined;

/**
 * unpdf's serverless PDF.js build is an ES module. Naming the import here (rather than letting unpdf import it) lets
 * the jest configs map it to a CommonJS copy (test/unpdf-pdfjs.js): jest's module system cannot run a dynamic
 * import. The compiled backend (module node16) keeps this a native import().
 */
function pdfjs(): Promise<void> {
  loaded ??= definePDFJSModule(() => import('unpdf/pdfjs')).catch((err: unknown) => {
    loaded = undefined;
    throw err;
  });
  return loaded;
}

export class NotAPdf extends Error {
  constructor() {
    super('The file is not a PDF.');
    this.name = 'NotAPdf';
  }
}

export interface PdfText {
  pages: string[];
  /** Every page's text, pages separated by a blank line. */
  text: string;
}

const PDF_MAGIC = '%PDF-';

/**
 * The text of a PDF, page by page (the document tests use it; so can the walkthrough's reading of uploaded papers).
 * Bytes that do not start like a PDF throw NotAPdf (PDF.js alone would answer an empty text). Only text is read:
 * PDF.js runs no script of the file for that.
 */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  if (Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).toString('latin1') !== PDF_MAGIC) throw new NotAPdf();
  await pdfjs();
  // PDF.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(doc, { mergePages: false });
    const pages = text.map((t) => t.replace(/(?<![ \t])[ \t]+\n/g, '\n').trim());
    return { pages, text: pages.join('\n\n') };
  } finally {
    await doc.loadingTask.destroy();
  }
}
