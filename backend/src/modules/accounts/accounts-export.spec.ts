import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { AccountRow } from '@parley/domain/contracts/accounts';
import { EXPORT_COLUMNS, writeAccountsWorkbook } from './accounts-export';

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
});
