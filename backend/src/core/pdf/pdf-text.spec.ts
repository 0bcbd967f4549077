import { renderPdfkit } from './pdfkit';
import { NotAPdf, pdfText } from './pdf-text';

describe('pdfText', () => {
  it('reads each page of a PDF', async () => {
    const pdf = await renderPdfkit({ Title: 'Two pages' }, (doc) => {
      doc.text('Balance claimed: $4,812.50');
      doc.addPage().text('Second page, case 2026-CV-01234');
    });
    const { pages, text } = await pdfText(pdf);
    expect(pages).toEqual(['Balance claimed: $4,812.50', 'Second page, case 2026-CV-01234']);
    expect(text).toBe('Balance claimed: $4,812.50\n\nSecond page, case 2026-CV-01234');
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(pdfText(Buffer.from('GIF89a not a pdf'))).rejects.toBeInstanceOf(NotAPdf);
    await expect(pdfText(new Uint8Array())).rejects.toBeInstanceOf(NotAPdf);
  });
});
