import { describe, expect, it } from 'vitest';
import { acceptAttribute, extensionOf, isAllowedAttachment, MAX_ATTACHMENT_BYTES, pickAttachments } from './files';

const file = (name: string, size = 100) => ({ name, size });

describe('extensionOf', () => {
  it.each([
    ['letter.PDF', 'pdf'],
    ['scan.final.jpeg', 'jpeg'],
    ['noext', ''],
    ['.pdf', ''],
    ['trailing.', ''],
  ])('%s -> %s', (name, ext) => expect(extensionOf(name)).toBe(ext));
});

describe('isAllowedAttachment', () => {
  it.each(['a.pdf', 'a.jpg', 'a.jpeg', 'a.png', 'a.gif', 'a.doc', 'a.docx', 'A.DOCX'])(
    'collectors may attach %s',
    (name) => expect(isAllowedAttachment(file(name), 'collector')).toBe(true),
  );
  it.each(['a.pdf', 'a.jpg', 'a.jpeg', 'a.png', 'a.gif'])('consumers may attach %s', (name) =>
    expect(isAllowedAttachment(file(name), 'consumer')).toBe(true),
  );
  it.each(['a.doc', 'a.docx', 'a.exe', 'a.txt', 'a.pdf.exe', 'pdf'])('consumers may not attach %s', (name) =>
    expect(isAllowedAttachment(file(name), 'consumer')).toBe(false),
  );
  it.each(['a.svg', 'a.html', 'a.zip', 'a.xlsx', 'a'])('collectors may not attach %s', (name) =>
    expect(isAllowedAttachment(file(name), 'collector')).toBe(false),
  );
});

describe('pickAttachments', () => {
  it('silently drops other types and keeps the order of the rest', () => {
    const picked = [file('a.pdf'), file('b.exe'), file('c.docx'), file('d.png')];
    expect(pickAttachments(picked, 'consumer')).toEqual({ accepted: [file('a.pdf'), file('d.png')], tooLarge: [] });
    expect(pickAttachments(picked, 'collector').accepted.map((f) => f.name)).toEqual(['a.pdf', 'c.docx', 'd.png']);
  });

  it('reports allowed files over 25 MB apart, and ignores oversize files of other types', () => {
    const big = file('big.pdf', MAX_ATTACHMENT_BYTES + 1);
    const edge = file('edge.pdf', MAX_ATTACHMENT_BYTES);
    expect(pickAttachments([big, edge, file('huge.exe', MAX_ATTACHMENT_BYTES * 2)], 'consumer')).toEqual({
      accepted: [edge],
      tooLarge: [big],
    });
  });

  it('does not add a file twice (already attached, or twice in one pick)', () => {
    const result = pickAttachments([file('a.pdf', 10), file('a.pdf', 10), file('a.pdf', 11)], 'consumer', [
      file('a.pdf', 11),
    ]);
    expect(result.accepted).toEqual([file('a.pdf', 10)]);
  });

  it('builds the picker accept attribute from the same list', () => {
    expect(acceptAttribute('consumer')).toBe('.pdf,.jpeg,.jpg,.gif,.png');
    expect(acceptAttribute('collector')).toBe('.pdf,.jpg,.jpeg,.png,.gif,.doc,.docx');
  });
});
