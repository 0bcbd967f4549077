import type ExcelJSModule from 'exceljs';
import type { Writable } from 'node:stream';
import { formatUsd } from '@parley/domain/money';
import type { AccountRow } from '@parley/domain/contracts/accounts';

/**
 * The spreadsheet export: sheet 'Accounts', column widths at most 50 (fitted to the first 1,000 rows), every matching row. Rows are
 * written with exceljs's streaming writer as batches arrive, so memory stays flat however many accounts match.
 */

export const MAX_COLUMN_WIDTH = 50;

/** Column widths are fitted to this many first rows (fixed before the first row is streamed). */
export const WIDTH_SAMPLE_ROWS = 1000;

/**
 * What the sheet reads of an account: the read model's columns and the offer on record. A list row (AccountRow) is
 * one; the export job builds only these fields (toExportRow), not the row's events, texts, profile and affordability.
 */
export type ExportRow = Pick<
  AccountRow,
  | 'id'
  | 'customer_name'
  | 'law_firm_name'
  | 'civil_number'
  | 'file_number'
  | 'email'
  | 'birthdate'
  | 'lawsuit_state'
  | 'plaintiff_name'
  | 'lawsuit_exists'
  | 'lawsuit_amount_cents'
  | 'status'
  | 'status_date'
  | 'latest_historical_offer'
  | 'percentage'
  | 'payments_made'
  | 'collected_cents'
> & { customer_document: Pick<AccountRow['customer_document'], 'archived_by_law_firm_on'> };

interface Column {
  header: string;
  value: (r: ExportRow) => string | number | Date | null;
  numFmt?: string;
}

const money = '"$"#,##0.00';
const cents = (v: number | null | undefined) => (v === null || v === undefined ? null : v / 100);

export const EXPORT_COLUMNS: Column[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.customer_name },
  { header: 'Law Firm', value: (r) => r.law_firm_name },
  { header: 'Reference', value: (r) => r.civil_number },
  { header: 'File Number', value: (r) => r.file_number },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Birthdate', value: (r) => r.birthdate },
  { header: 'Lawsuit State', value: (r) => r.lawsuit_state },
  { header: 'Plaintiff', value: (r) => r.plaintiff_name },
  { header: 'Litigation', value: (r) => (r.lawsuit_exists ? 'Litigation' : 'Pre-litigation') },
  { header: 'Amount', value: (r) => cents(r.lawsuit_amount_cents), numFmt: money },
  { header: 'Status', value: (r) => r.status },
  { header: 'Status Date', value: (r) => (r.status_date ? new Date(r.status_date) : null), numFmt: 'mm/dd/yyyy' },
  { header: 'Offer Amount', value: (r) => cents(r.latest_historical_offer?.total_amount_cents), numFmt: money },
  { header: '# Pays', value: (r) => r.latest_historical_offer?.payments ?? null },
  { header: '# Tiers', value: (r) => r.latest_historical_offer?.phases.length ?? null },
  { header: 'First Payment', value: (r) => r.latest_historical_offer?.first_payment_date ?? null },
  { header: '%', value: (r) => r.percentage },
  { header: 'Payments Made', value: (r) => r.payments_made },
  { header: 'Collected (net)', value: (r) => cents(r.collected_cents), numFmt: money },
  { header: 'Archived On', value: (r) => r.customer_document.archived_by_law_firm_on },
];

/** parley_accounts_11_23_2026.xlsx: the prefix, month_day_year, .xlsx. */
export function exportFileName(today: Date): string {
  const mm = String(today.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(today.getUTCDate()).padStart(2, '0');
  return `parley_accounts_${mm}_${dd}_${today.getUTCFullYear()}.xlsx`;
}

function displayLength(v: unknown, numFmt?: string): number {
  if (v === null || v === undefined) return 0;
  if (v instanceof Date) return 10;
  if (typeof v === 'number' && numFmt === money) return formatUsd(Math.round(v * 100)).length;
  return String(v).length;
}

/** Resolves once `out` has room again (at once when it has), or when it closes. */
function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** exceljs's style registry (a streaming workbook's `styles`): the number of a cell's style, added on first use. */
interface StyleRegistry {
  addStyleModel(style: { numFmt?: string }, cellType: number): number;
}

/** exceljs's own helpers and value types, so the data rows are written exactly as its row writer writes them. */
const exceljsUtils = (): { xmlEncode(s: string): string; dateToExcel(d: Date, date1904?: boolean): number } =>
  require('exceljs/lib/utils/utils');
const exceljsValueType = (): Record<'Null' | 'Number' | 'String' | 'Date', number> => require('exceljs/lib/doc/enums').ValueType;

/** A1-style column letters (1 -> A, 27 -> AA). */
function columnLetters(n: number): string {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * The sheet's data rows as XML, the same bytes exceljs's streaming writer gives `addRow(values)` + `commit()` with
 * each column's style on its cells (accounts-export.spec.ts compares the two): every cell carries its column's
 * style number, a null cell is written only when that style is not the default, strings are inline (`t="str"`),
 * dates are Excel serial days. exceljs builds a row object, a cell object per value, their models and an XML
 * builder for each row, then copies the string into its buffers; for 100,000 rows of 21 columns that and the
 * garbage it left were the largest share of the export's CPU (the sheet is written once per batch here instead).
 */
export class SheetRows {
  private readonly letters = EXPORT_COLUMNS.map((_, i) => columnLetters(i + 1));
  /** Style objects shared by all of a column's cells: the registry knows an object it has seen (a weak map). */
  private readonly styles = EXPORT_COLUMNS.map((c) => (c.numFmt ? { numFmt: c.numFmt } : {}));
  /** ` s="n"` (or '') by column and value type, asked of the registry the first time, in the order exceljs asks. */
  private readonly attr = new Map<number, string>();
  private readonly spans = ` spans="1:${EXPORT_COLUMNS.length}"`;
  private rowAttr?: string;
  private readonly utils = exceljsUtils();
  private readonly type = exceljsValueType();

  constructor(private readonly registry: StyleRegistry) {}

  xml(rowNumber: number, r: ExportRow): string {
    // A row's own style (none): asked once, as exceljs asks for every row.
    this.rowAttr ??= ((id) => (id ? ` s="${id}" customFormat="1"` : ''))(this.registry.addStyleModel({}, this.type.Number));
    let out = `<row r="${rowNumber}"${this.spans}${this.rowAttr} x14ac:dyDescent="0.25">`;
    for (let i = 0; i < EXPORT_COLUMNS.length; i++) {
      const v = EXPORT_COLUMNS[i].value(r);
      const ref = `${this.letters[i]}${rowNumber}`;
      if (v === null || v === undefined) {
        const s = this.styleAttr(i, this.type.Null);
        if (s) out += `<c r="${ref}"${s}/>`;
      } else if (typeof v === 'number') {
        out += `<c r="${ref}"${this.styleAttr(i, this.type.Number)}><v>${this.utils.xmlEncode(String(v))}</v></c>`;
      } else if (v instanceof Date) {
        out += `<c r="${ref}"${this.styleAttr(i, this.type.Date)}><v>${String(this.utils.dateToExcel(v, false))}</v></c>`;
      } else {
        out += `<c r="${ref}"${this.styleAttr(i, this.type.String)} t="str"><v>${this.utils.xmlEncode(String(v))}</v></c>`;
      }
    }
    return `${out}</row>`;
  }

  private styleAttr(column: number, type: number): string {
    const key = column * 16 + type;
    let s = this.attr.get(key);
    if (s === undefined) {
      // A null cell's style is a copy of its column's (exceljs merges it into a new object); the others share one.
      const style = type === this.type.Null ? { ...this.styles[column] } : this.styles[column];
      const id = this.registry.addStyleModel(style, type);
      s = id ? ` s="${id}"` : '';
      this.attr.set(key, s);
    }
    return s;
  }
}

/** The stream exceljs writes a streamed sheet's XML to (after its header row, inside <sheetData>). */
function sheetStream(sheet: unknown): { write(xml: string): unknown } {
  return (sheet as { stream: { write(xml: string): unknown } }).stream;
}

/** The sheet's columns: headers, number formats, and widths fitted to these rows (at most 50). */
export function sheetColumns(firstBatch: ExportRow[]): Array<Partial<ExcelJSModule.Column>> {
  return EXPORT_COLUMNS.map((c) => ({
    header: c.header,
    key: c.header,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
    width: Math.min(MAX_COLUMN_WIDTH, Math.max(c.header.length, ...firstBatch.map((r) => displayLength(c.value(r), c.numFmt))) + 2),
  }));
}

/** Writes every batch to `out` as one workbook. Widths come from the first rows (streamed columns are fixed early). */
export async function writeAccountsWorkbook(out: Writable, batches: AsyncIterable<ExportRow[]>): Promise<number> {
  // Loaded when a spreadsheet is written (a worker job), not by every process that imports the accounts module.
  const ExcelJS = require('exceljs') as typeof ExcelJSModule;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Accounts', { views: [{ state: 'frozen', ySplit: 1 }] });
  const rows = new SheetRows((workbook as unknown as { styles: StyleRegistry }).styles);
  let count = 0;
  let rowNumber = 1;
  let columnsSet = false;
  // Rows held until the columns are fixed: their widths are fitted to the first rows, however they were batched.
  let held: ExportRow[] = [];
  const write = (rowsOf: ExportRow[]) => {
    if (!rowsOf.length) return;
    const xml: string[] = [];
    for (const r of rowsOf) xml.push(rows.xml(++rowNumber, r));
    count += rowsOf.length;
    void sheetStream(sheet).write(xml.join(''));
  };
  const setColumns = () => {
    sheet.columns = sheetColumns(held.slice(0, WIDTH_SAMPLE_ROWS));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    columnsSet = true;
    write(held);
    held = [];
  };
  for await (const batch of batches) {
    if (columnsSet) write(batch);
    else {
      held.push(...batch);
      if (held.length >= WIDTH_SAMPLE_ROWS) setColumns();
    }
    // Neither exceljs's writes nor its commit() wait: without this the whole sheet could pile up in memory ahead of a slow client.
    await drained(out);
  }
  if (!columnsSet && held.length) setColumns();
  sheet.commit();
  await workbook.commit();
  return count;
}
