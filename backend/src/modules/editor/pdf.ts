import { renderPdfkit } from '../../core/pdf/pdfkit';
import { htmlBlocks } from './sanitize';

/** Letter portrait with 1 inch margins, rendered on the server so every browser gets the same file. */
export function renderPdf(title: string, html: string): Promise<Buffer> {
  return renderPdfkit({ Title: title }, (doc) => {
    for (const b of htmlBlocks(html)) {
      if (b.kind === 'h1') doc.font('Helvetica-Bold').fontSize(20).text(b.text, { align: b.align }).moveDown(0.5);
      else if (b.kind === 'h2') doc.font('Helvetica-Bold').fontSize(15).text(b.text, { align: b.align }).moveDown(0.4);
      else if (b.kind === 'li')
        doc.font('Helvetica').fontSize(11).text(`${b.marker} ${b.text}`, { indent: 18, align: b.align }).moveDown(0.2);
      else doc.font('Helvetica').fontSize(11).text(b.text, { align: b.align }).moveDown(0.6);
    }
  });
}
