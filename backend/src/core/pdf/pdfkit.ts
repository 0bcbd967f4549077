import type PDFKitModule from 'pdfkit';

export const INCH = 72;

export interface PdfInfo {
  Title: string;
  Subject?: string;
  Author?: string;
}

/**
 * Letter portrait with 1 inch margins (the house page: editor exports and rendered documents), drawn by `draw` and
 * collected into one buffer. `bufferPages` lets `draw` add running footers once the page count is known.
 */
export function renderPdfkit(info: PdfInfo, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  // Loaded with the first PDF (pdfkit brings its font engine): processes that never draw one never load it.
  const PDFDocument = require('pdfkit') as typeof PDFKitModule;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      layout: 'portrait',
      margins: { top: INCH, bottom: INCH, left: INCH, right: INCH },
      bufferPages: true,
      info: { Producer: 'Parley', Creator: 'Parley', ...info },
    });
    const parts: Buffer[] = [];
    doc.on('data', (d: Buffer) => parts.push(d));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
