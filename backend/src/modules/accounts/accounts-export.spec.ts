import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { AccountRow } from '@parley/domain/contracts/accounts';
import JSZip from 'jszip';
import { EXPORT_COLUMNS, sheetColumns, WIDTH_SAMPLE_ROWS, writeAccountsWorkbook, type ExportRow } from './accounts-export';

/** The few fields the spreadsheet's columns read; the rest of an account row does not reach the file. */
function row(id: number, amountCents: number): AccountRow {
  return {
    id,
    customer_name: `Consumer ${id}`,
    law_firm_name: 'Demo Law Group',
    civil_number: `CV-${id}`,
    file_number: null,
    email: `c${id}@example.com`,
    birthdate: '1980-01-02',
    lawsuit_state: 'TX',
    plaintiff_name: 'Midland Funding LLC',
    lawsuit_exists: id % 2 === 0,
    lawsuit_amount_cents: amountCents,
    status: 'Offer sent',
    status_date: '2026-11-01T10:00:00.000Z',
    latest_historical_offer: { total_amount_cents: 50000, payments: 4, phases: [], first_payment_date: '2026-12-01' },
    percentage: 40.5,
    payments_made: 2,
    collected_cents: 20000,
    customer_document: { id, user_id: id, archived_by_law_firm_on: null },
  } as unknown as AccountRow;
}

async function written(batches: AccountRow[][]): Promise<ExcelJS.Worksheet> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (b: Buffer) => parts.push(b));
  async function* source() {
    for (const b of batches) yield b;
  }
  await writeAccountsWorkbook(out, source());
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
  return wb.getWorksheet('Accounts')!;
}

describe('the accounts spreadsheet', () => {
  it('gives every row of every batch its columns number formats: money, dates, and none elsewhere', async () => {
    const sheet = await written([[row(1, 123456), row(2, 99)], [row(3, 100000000)]]);
    const col = (header: string) => EXPORT_COLUMNS.findIndex((c) => c.header === header) + 1;
    expect(sheet.getRow(1).font?.bold).toBe(true);
    for (const r of [2, 3, 4]) {
      expect(sheet.getRow(r).getCell(col('Amount')).numFmt).toBe('"$"#,##0.00');
      expect(sheet.getRow(r).getCell(col('Collected (net)')).numFmt).toBe('"$"#,##0.00');
      expect(sheet.getRow(r).getCell(col('Status Date')).numFmt).toBe('mm/dd/yyyy');
      expect(sheet.getRow(r).getCell(col('Name')).numFmt).toBeUndefined();
      expect(sheet.getRow(r).getCell(col('# Pays')).numFmt).toBeUndefined();
    }
    expect(sheet.getRow(2).getCell(col('Amount')).value).toBe(1234.56);
    expect(sheet.getRow(4).getCell(col('Amount')).value).toBe(1000000);
    expect(sheet.getRow(3).getCell(col('Status Date')).value).toEqual(new Date('2026-11-01T10:00:00.000Z'));
  });

  it("writes the same workbook, byte for byte apart from its timestamps, as exceljs's own row writer", async () => {
    const odd = (id: number): AccountRow =>
      ({
        ...row(id, -1),
        customer_name: 'Ana "Nena" O\'Brien & <Sons>\u0001 ñ 漢字',
        civil_number: '',
        file_number: '  spaced  ',
        email: null,
        birthdate: null,
        lawsuit_amount_cents: null,
        status: null,
        status_date: null,
        latest_historical_offer: null,
        percentage: 33.3,
        collected_cents: null,
        customer_document: { id, user_id: id, archived_by_law_firm_on: '2026-10-01' },
      }) as unknown as AccountRow;
    const batches = [[row(1, 123456), odd(2), row(3, 1)], [odd(4), row(5, 2147483647)]];
    const ours = await entries(await bytes((out) => writeAccountsWorkbook(out, source(batches))));
    const theirs = await entries(await bytes((out) => byExcelJsRows(out, batches)));
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    for (const name of Object.keys(theirs)) {
      if (name === 'docProps/core.xml') continue; // its created/modified times
      expect([name, ours[name]]).toEqual([name, theirs[name]]);
    }
    expect(theirs['xl/worksheets/sheet1.xml']).toContain('<c r="K3" s="1"/>'); // a null in a money column keeps its style
  });

  it('fits the column widths to the first 1,000 rows however the rows are batched', async () => {
    // Names growing longer row by row: the widest within the first 1,000 rows sets the Name column's width.
    const all = Array.from({ length: 1203 }, (_, i) => ({ ...row(i + 1, 100), customer_name: 'x'.repeat(Math.min(45, Math.floor(i / 25))) }) as unknown as ExportRow);
    const batched = (size: number) => Array.from({ length: Math.ceil(all.length / size) }, (_, i) => all.slice(i * size, (i + 1) * size));
    const sheetOf = async (size: number) =>
      (await entries(await bytes((out) => writeAccountsWorkbook(out, source(batched(size))))))['xl/worksheets/sheet1.xml'];
    const byThousand = await sheetOf(1000);
    expect(byThousand).toContain('<col min="2" max="2" width="41" customWidth="1"/>'); // 39 x, + 2
    expect(await sheetOf(7)).toBe(byThousand);
    expect(await sheetOf(250)).toBe(byThousand);
  });
});

async function* source(batches: ExportRow[][]) {
  for (const b of batches) yield b;
}

async function bytes(write: (out: PassThrough) => Promise<unknown>): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (b: Buffer) => parts.push(b));
  await write(out);
  return Buffer.concat(parts);
}

async function entries(file: Buffer): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(file);
  const out: Record<string, string> = {};
  for (const name of Object.keys(zip.files)) out[name] = await zip.files[name].async('string');
  return out;
}

/** The rows written the way exceljs documents it: addRow with each column's style on its cells, then commit. */
async function byExcelJsRows(out: PassThrough, batches: ExportRow[][]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Accounts', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sheetColumns(batches.flat().slice(0, WIDTH_SAMPLE_ROWS));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const styles = EXPORT_COLUMNS.map((c) => (c.numFmt ? { numFmt: c.numFmt } : {}));
  for (const batch of batches)
    for (const r of batch) {
      const added = sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(r)));
      added.eachCell((cell, column) => (cell.style = styles[column - 1]));
      added.commit();
    }
  sheet.commit();
  await workbook.commit();
}
