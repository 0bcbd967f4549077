import { formatUsd } from '@parley/domain/money';
import type { ScheduledPayment } from '@parley/domain/negotiation';

/** Drawing pieces the three documents share (pdfkit, Helvetica: the standard fonts need no files on the server). */

type Doc = PDFKit.PDFDocument;

export const DEBT_COLLECTOR_NOTICE = 'This is a communication from a debt collector.';

const BODY = 10.5;
const INK = '#1f2933';
const MUTED = '#52606d';

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when fewer than `height` points are left, so a block is not split from its heading. */
export function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

export function title(doc: Doc, text: string, subtitle?: string): void {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(17).text(text, { align: 'center' });
  if (subtitle) doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(MUTED).text(subtitle, { align: 'center' });
  doc.fillColor(INK).moveDown(1);
}

export function heading(doc: Doc, text: string): void {
  keepTogether(doc, 60);
  doc.moveDown(0.4).fillColor(INK).font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.3);
}

export function paragraph(doc: Doc, text: string, opts: PDFKit.Mixins.TextOptions = {}): void {
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(BODY)
    .text(text, { align: 'justify', ...opts })
    .moveDown(0.5);
}

export function numbered(doc: Doc, n: number | string, heading: string, text: string): void {
  keepTogether(doc, 40);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(BODY).text(`${n}. ${heading}. `, { continued: true });
  doc.font('Helvetica').text(text, { align: 'justify' }).moveDown(0.5);
}

/** Label / value rows (parties, the account). Values that are null show as a dash. */
export function facts(doc: Doc, rows: Array<[string, string | null | undefined]>): void {
  const x = doc.page.margins.left;
  const labelWidth = 140;
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const [label, value] of rows) {
    const shown = value && value.trim() ? value : '—';
    const h = Math.max(doc.font('Helvetica').fontSize(BODY).heightOfString(shown, { width: valueWidth }), 12);
    keepTogether(doc, h + 4);
    const y = doc.y;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(BODY)
      .text(label, x, y, { width: labelWidth - 8 });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .text(shown, x + labelWidth, y, { width: valueWidth });
    doc.x = x;
    doc.y = y + h + 4;
  }
  doc.moveDown(0.4);
}

/** The payment schedule: number, due date, amount; the header repeats on each page the table runs onto. */
export function scheduleTable(doc: Doc, payments: readonly ScheduledPayment[], total: number): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const cols = [
    { label: 'Payment', w: width * 0.2, align: 'left' as const },
    { label: 'Due date', w: width * 0.45, align: 'left' as const },
    { label: 'Amount', w: width * 0.35, align: 'right' as const },
  ];
  const rowH = 16;
  const header = () => {
    const y = doc.y;
    doc.rect(x, y, width, rowH).fill('#eef2f6');
    let cx = x;
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(9.5);
    for (const c of cols) {
      doc.text(c.label, cx + 6, y + 4, { width: c.w - 12, align: c.align, lineBreak: false });
      cx += c.w;
    }
    doc.y = y + rowH;
  };
  const row = (cells: string[], bold = false) => {
    if (doc.y + rowH > bottomLimit(doc)) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    let cx = x;
    doc
      .fillColor(INK)
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9.5);
    cells.forEach((cell, i) => {
      doc.text(cell, cx + 6, y + 4, { width: cols[i].w - 12, align: cols[i].align, lineBreak: false });
      cx += cols[i].w;
    });
    doc
      .moveTo(x, y + rowH)
      .lineTo(x + width, y + rowH)
      .lineWidth(0.5)
      .strokeColor('#d9e2ec')
      .stroke();
    doc.y = y + rowH;
  };
  keepTogether(doc, rowH * 3);
  header();
  for (const p of payments) row([String(p.index + 1), longDate(p.due_date), formatUsd(p.amount_cents)]);
  row(['Total', `${payments.length} payment${payments.length === 1 ? '' : 's'}`, formatUsd(total)], true);
  doc.x = x;
  doc.moveDown(0.8);
}

/** The boxed debt-collector notice (W-DISCLOSE), with any further disclosures under it. */
export function disclosureBox(doc: Doc, firmName: string, extra: readonly string[] = []): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const lines = [
    `${DEBT_COLLECTOR_NOTICE} ${firmName} is attempting to collect a debt, and any information obtained will be used for that purpose.`,
    ...extra.filter((d) => d.trim() && !d.includes('communication from a debt collector')),
  ];
  doc.font('Helvetica').fontSize(9.5);
  const inner = width - 20;
  const h = lines.reduce((sum, l) => sum + doc.heightOfString(l, { width: inner }) + 4, 0) + 16;
  keepTogether(doc, h + 10);
  const y = doc.y;
  doc.rect(x, y, width, h).lineWidth(1).strokeColor('#9aa5b1').stroke();
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .text(lines[0], x + 10, y + 8, { width: inner });
  doc.font('Helvetica');
  for (const l of lines.slice(1)) doc.moveDown(0.2).text(l, x + 10, doc.y, { width: inner });
  doc.x = x;
  doc.y = y + h + 10;
}

/** Running footer on every page: the reference, the page number and, for collector communications, the notice. */
export function footers(doc: Doc, reference: string, notice: string | null): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would start a new page; lift the margin while the footer is drawn.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottom / 2 - 6;
    const x = doc.page.margins.left;
    const width = contentWidth(doc);
    doc.fillColor(MUTED).font('Helvetica').fontSize(8);
    if (notice) doc.text(notice, x, y - 11, { width, align: 'center', lineBreak: false });
    doc.text(`${reference} · Page ${i - range.start + 1} of ${range.count}`, x, y, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

export function signatureLine(doc: Doc, label: string, value?: string): void {
  keepTogether(doc, 50);
  const x = doc.page.margins.left;
  doc.moveDown(1.2);
  const y = doc.y;
  if (value)
    doc
      .fillColor(INK)
      .font('Helvetica-Oblique')
      .fontSize(14)
      .text(value, x, y - 16, { width: 260 });
  doc
    .moveTo(x, y + 2)
    .lineTo(x + 260, y + 2)
    .lineWidth(0.75)
    .strokeColor(INK)
    .stroke();
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(label, x, y + 6, { width: 260 });
  doc.fillColor(INK);
  doc.x = x;
  doc.moveDown(0.6);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2026-03-05 -> March 5, 2026 (no time zone involved: the date is a calendar day). */
export function longDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** An instant, in UTC with its zone named, so the record reads the same wherever it is opened. */
export function timestampUtc(iso: string): string {
  const d = new Date(iso);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  const ss = String(d.getUTCSeconds()).padStart(2, '0');
  return `${longDate(d.toISOString())} at ${hh}:${mm}:${ss} UTC`;
}

export function money(cents: number | null | undefined): string | null {
  return cents === null || cents === undefined ? null : formatUsd(cents);
}
