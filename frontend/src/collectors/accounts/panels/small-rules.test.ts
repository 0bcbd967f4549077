import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@parley/domain/payout/validation';
import { PANEL_TEXT } from './messages';
import { paymentDetailsAlert, paymentDetailsErrors, trimmed } from './payment-details';
import { addFiles, isPdf } from './upload-files';

const details = { file_number: 'F-1', payee: 'Demo Law Group', recipient: 'Accounts desk', mailing_address: '1 Main St, Austin TX 78701' };

describe('payment details rules', () => {
  it('accepts four filled fields with a street address', () => {
    expect(paymentDetailsErrors(details)).toEqual({});
    expect(paymentDetailsAlert({})).toBeNull();
  });

  it('requires every field (whitespace is empty) with the required sentence', () => {
    const errors = paymentDetailsErrors({ ...details, payee: '  ', recipient: '' });
    expect(Object.keys(errors).sort()).toEqual(['payee', 'recipient']);
    expect(paymentDetailsAlert(errors)).toBe(PANEL_TEXT.paymentDetailsRequired);
  });

  it.each(['PO Box 12, Austin TX', 'P.O. Box 9', 'post office box 4', 'POB 77'])('refuses the PO box %j', address => {
    const errors = paymentDetailsErrors({ ...details, mailing_address: address });
    expect(errors).toEqual({ mailing_address: MESSAGES.poBox });
    expect(paymentDetailsAlert(errors)).toBe(MESSAGES.poBox);
  });

  it('does not mistake street names for boxes', () => {
    expect(paymentDetailsErrors({ ...details, mailing_address: '12 Boxwood Lane' })).toEqual({});
  });

  it('trims what it sends', () => {
    expect(trimmed({ file_number: ' F ', payee: ' P ', recipient: ' R ', mailing_address: ' A ' })).toEqual({
      file_number: 'F',
      payee: 'P',
      recipient: 'R',
      mailing_address: 'A',
    });
  });
});

describe('upload file list', () => {
  const file = (name: string, type = 'application/pdf', size = 10, lastModified = 1) => ({ name, type, size, lastModified });

  it('knows a PDF by type or by name', () => {
    expect(isPdf(file('a.pdf', ''))).toBe(true);
    expect(isPdf(file('A.PDF', ''))).toBe(true);
    expect(isPdf(file('scan', 'application/pdf'))).toBe(true);
    expect(isPdf(file('photo.png', 'image/png'))).toBe(false);
  });

  it('keeps several PDFs, drops repeats and names the others', () => {
    const first = addFiles([], [file('a.pdf'), file('b.pdf'), file('c.docx', 'application/msword')]);
    expect(first.files.map(f => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(first.rejected).toEqual(['c.docx']);
    const second = addFiles(first.files, [file('a.pdf'), file('a.pdf', 'application/pdf', 11)]);
    expect(second.files).toHaveLength(3);
    expect(second.rejected).toEqual([]);
  });
});
