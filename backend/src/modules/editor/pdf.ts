import PDFDocument from 'pdfkit';
import { htmlBlocks } from './sanitize';

const INCH = 72;

/** Letter portrait with 1 inch margins (spec 002 section 9), rendered on the server so every browser gets the same file. */
export function renderPdf(title: string, html: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      layout: 'portrait',
      margins: { top: INCH, bottom: INCH, left: INCH, right: INCH },
      info: { Title: title },
    });
    const parts: Buffer[] = [];
    doc.on('data', (d: Buffer) => parts.push(d));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    for (const b of htmlBlocks(html)) {
      if (b.kind === 'h1') doc.font('Helvetica-Bold').fontSize(20).text(b.text, { align: b.align }).moveDown(0.5);
      else if (b.kind === 'h2') doc.font('Helvetica-Bold').fontSize(15).text(b.text, { align: b.align }).moveDown(0.4);
      else if (b.kind === 'li')
        doc.font('Helvetica').fontSize(11).text(`${b.marker} ${b.text}`, { indent: 18, align: b.align }).moveDown(0.2);
      else doc.font('Helvetica').fontSize(11).text(b.text, { align: b.align }).moveDown(0.6);
    }
    doc.end();
  });
}
