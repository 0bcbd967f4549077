/**
 * Chat attachments are judged by their bytes, never by the name or the declared type.
 * Collectors may send pdf, jpg/jpeg, png, gif, doc and docx; consumers pdf, jpeg/jpg, gif and png
 * (chat attachments).
 */

export type AttachmentKind = 'pdf' | 'jpeg' | 'png' | 'gif' | 'doc' | 'docx';

export const CONTENT_TYPES: Record<AttachmentKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const EXTENSIONS: Record<AttachmentKind, string> = {
  pdf: 'pdf',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  doc: 'doc',
  docx: 'docx',
};

export const COLLECTOR_KINDS: readonly AttachmentKind[] = ['pdf', 'jpeg', 'png', 'gif', 'doc', 'docx'];
export const CONSUMER_KINDS: readonly AttachmentKind[] = ['pdf', 'jpeg', 'png', 'gif'];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What the bytes are, or null when they are none of the chat's kinds. */
export function sniffAttachment(bytes: Buffer): AttachmentKind | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  // An OLE2 compound file: the container of Word 97-2003 .doc (also of old .xls/.ppt: the name must say .doc).
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE2)) return 'doc';
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(ZIP_LOCAL) && zipEntryNames(bytes).some((n) => n.startsWith('word/')))
    return 'docx';
  return null;
}

/**
 * The kind to store the file as, or null when it is not allowed for this sender. A .doc must also be named .doc:
 * an OLE2 file is only known to be a Word document by its name (the spreadsheet and slide formats share it).
 */
export function allowedAttachment(bytes: Buffer, filename: string, allowed: readonly AttachmentKind[]): AttachmentKind | null {
  const kind = sniffAttachment(bytes);
  if (!kind || !allowed.includes(kind)) return null;
  if (kind === 'doc' && !/\.doc$/i.test(filename)) return null;
  return kind;
}

/** The file names in a zip archive's central directory (empty when it cannot be read). */
export function zipEntryNames(zip: Buffer): string[] {
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  const EOCD = 0x06054b50;
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count && n < 10_000; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) break;
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLen).toString('utf8'));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

/** A file name safe to show and to put in Content-Disposition: no paths, no control characters, at most 200. */
export function cleanFilename(name: string, kind: AttachmentKind): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return base || `attachment.${EXTENSIONS[kind]}`;
}
