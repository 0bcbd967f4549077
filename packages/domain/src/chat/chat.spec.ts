import { crc32 } from 'node:zlib';
import type { Violation } from '../compliance/types';
import {
  allowedAttachment,
  checkBody,
  cleanFilename,
  COLLECTOR_KINDS,
  CONSUMER_KINDS,
  deliveryOutcome,
  REFUSALS,
  scanOutcome,
  sendRefusal,
  sniffAttachment,
  zipEntryNames,
} from './index';

/** A one-entry stored zip (enough for the central directory reader). */
function zipWith(name: string): Buffer {
  const data = Buffer.from('x');
  const fname = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(1, 18);
  local.writeUInt32LE(1, 22);
  local.writeUInt16LE(fname.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(fname.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fname.length, 12);
  end.writeUInt32LE(30 + fname.length + 1, 16);
  return Buffer.concat([local, fname, data, central, fname, end]);
}

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);

describe('chat attachments by content', () => {
  it('recognises each allowed kind by its first bytes', () => {
    expect(sniffAttachment(Buffer.from('%PDF-1.7 ...'))).toBe('pdf');
    expect(sniffAttachment(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0]))).toBe('jpeg');
    expect(sniffAttachment(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffAttachment(Buffer.from('GIF87a....'))).toBe('gif');
    expect(sniffAttachment(OLE2)).toBe('doc');
    expect(sniffAttachment(zipWith('word/document.xml'))).toBe('docx');
    expect(sniffAttachment(zipWith('xl/workbook.xml'))).toBeNull();
    expect(sniffAttachment(Buffer.from('PK\u0003\u0004 broken zip'))).toBeNull();
    expect(sniffAttachment(Buffer.from('<html>'))).toBeNull();
    expect(sniffAttachment(Buffer.alloc(0))).toBeNull();
  });

  it('reads zip entry names from the central directory', () => {
    expect(zipEntryNames(zipWith('word/document.xml'))).toEqual(['word/document.xml']);
    expect(zipEntryNames(Buffer.from('not a zip at all, long enough to scan for a record'))).toEqual([]);
  });

  it('allows per side: Word files only from collectors, and a .doc only when named .doc', () => {
    const docx = zipWith('word/document.xml');
    expect(allowedAttachment(docx, 'offer.docx', COLLECTOR_KINDS)).toBe('docx');
    expect(allowedAttachment(docx, 'offer.docx', CONSUMER_KINDS)).toBeNull();
    expect(allowedAttachment(OLE2, 'offer.doc', COLLECTOR_KINDS)).toBe('doc');
    expect(allowedAttachment(OLE2, 'budget.xls', COLLECTOR_KINDS)).toBeNull();
    // The name does not decide: a PNG called .pdf is a PNG.
    expect(allowedAttachment(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'scan.pdf', CONSUMER_KINDS)).toBe('png');
  });

  it('cleans file names for display and headers', () => {
    expect(cleanFilename('C:\\Users\\me\\My "offer".pdf', 'pdf')).toBe('My offer.pdf');
    expect(cleanFilename('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(cleanFilename('\u0000\u0001', 'png')).toBe('attachment.png');
  });
});

describe('chat message body', () => {
  it('takes up to 1000 characters, counts characters not bytes, and needs a body or a file', () => {
    expect(checkBody('x'.repeat(1000), 0)).toEqual({ ok: true, body: 'x'.repeat(1000) });
    expect(checkBody('é'.repeat(1000), 0).ok).toBe(true);
    expect(checkBody('x'.repeat(1001), 0)).toEqual({ ok: false, error: 'Message is too long (maximum is 1000 characters)' });
    expect(checkBody('  \n ', 0)).toEqual({ ok: false, error: 'Message cannot be blank' });
    expect(checkBody(undefined, 1)).toEqual({ ok: true, body: '' });
    expect(checkBody(42, 0)).toEqual({ ok: false, error: 'Message body must be text' });
    expect(checkBody('line one\r\nline two', 0)).toEqual({ ok: true, body: 'line one\nline two' });
  });
});

describe('who may write (W-CEASE, W-ATTORNEY, W-OPTOUT)', () => {
  it('names the strongest reason', () => {
    expect(sendRefusal({ ceased: false, representedByAttorney: false, optedOut: false })).toBeNull();
    expect(sendRefusal({ ceased: true, representedByAttorney: true, optedOut: true })).toBe('ceased');
    expect(sendRefusal({ ceased: false, representedByAttorney: true, optedOut: true })).toBe('represented_by_attorney');
    expect(sendRefusal({ ceased: false, representedByAttorney: false, optedOut: true })).toBe('opted_out');
  });
});

describe('after the scan', () => {
  const ny = ['America/New_York'];
  const noon = new Date('2026-11-23T17:00:00Z');
  const violation: Violation = {
    rule_id: 'R-ARREST',
    citation: '1692e(4)',
    description: 'No threats of arrest.',
    excerpt: 'arrested',
    sentence: 'You will be arrested.',
    kind: 'content',
  };

  it('blocks on a violation, or on a refusal that arrived while the message waited', () => {
    expect(scanOutcome({ violations: [violation], refusal: null, now: noon, zones: ny })).toEqual({ kind: 'blocked', violations: [violation], suggestion: null });
    const refused = scanOutcome({ violations: [], refusal: 'opted_out', now: noon, zones: ny });
    expect(refused).toEqual({
      kind: 'blocked',
      violations: [
        { rule_id: 'W-OPTOUT', citation: REFUSALS.opted_out.citation, description: REFUSALS.opted_out.sentence, excerpt: '', sentence: '', kind: 'workflow' },
      ],
      suggestion: null,
    });
  });

  it('offers the rewrite with a blocked message, but none when the consumer closed the conversation', () => {
    const suggestion = 'I would like to agree on a plan with you.';
    expect(scanOutcome({ violations: [violation], refusal: null, now: noon, zones: ny, suggestion })).toMatchObject({ kind: 'blocked', suggestion });
    expect(scanOutcome({ violations: [violation], refusal: 'ceased', now: noon, zones: ny, suggestion })).toMatchObject({ kind: 'blocked', suggestion: null });
  });

  it('delivers inside contact hours and holds outside them until 8 a.m.', () => {
    expect(scanOutcome({ violations: [], refusal: null, now: noon, zones: ny })).toEqual({ kind: 'deliver' });
    const late = new Date('2026-11-24T03:00:00Z'); // 22:00 in New York
    expect(scanOutcome({ violations: [], refusal: null, now: late, zones: ny })).toEqual({
      kind: 'scheduled',
      at: new Date('2026-11-24T13:00:00Z'),
    });
  });

  it('delivers a held message when its time comes, unless the consumer closed the conversation meanwhile', () => {
    const at = new Date('2026-11-24T13:00:00Z');
    expect(deliveryOutcome({ refusal: null, now: at, scheduledFor: at })).toEqual({ kind: 'deliver' });
    expect(deliveryOutcome({ refusal: null, now: new Date(at.getTime() - 60_000), scheduledFor: at })).toEqual({ kind: 'scheduled', at });
    expect(deliveryOutcome({ refusal: 'ceased', now: at, scheduledFor: at }).kind).toBe('blocked');
  });
});
