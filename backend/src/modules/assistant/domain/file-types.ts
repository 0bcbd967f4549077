import { ALLOWED_TYPES } from '../dto/assistant.dto';

/** The type a file's first bytes show (uploads are checked by content, not only by name). */
export function sniffType(head: Buffer): string | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (/^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1'))) return 'image/gif';
  return null;
}

/** Allowed when the declared type is one of pdf, jpeg, jpg, gif, png and the name's extension agrees with it. */
export function allowedDeclaration(filename: string, contentType: string): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const exts = ALLOWED_TYPES[contentType.toLowerCase()];
  return !!exts && !!ext && exts.includes(ext);
}
