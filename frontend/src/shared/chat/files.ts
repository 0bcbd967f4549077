/**
 * Which files the composer takes: other types are silently dropped. The server checks
 * the bytes again; this only spares the user an upload that would be refused.
 */

import type { ChatSide } from './types';

export type { ChatSide };

export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

export const ALLOWED_EXTENSIONS: Record<ChatSide, readonly string[]> = {
  collector: ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'doc', 'docx'],
  consumer: ['pdf', 'jpeg', 'jpg', 'gif', 'png'],
};

/** The `accept` attribute of the picker: the same list, so the dialog offers only these. */
export function acceptAttribute(side: ChatSide): string {
  return ALLOWED_EXTENSIONS[side].map((ext) => `.${ext}`).join(',');
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedAttachment(file: Pick<File, 'name'>, side: ChatSide): boolean {
  return ALLOWED_EXTENSIONS[side].includes(extensionOf(file.name));
}

export interface PickedFiles<F> {
  /** Allowed, within the size limit, not already picked. */
  accepted: F[];
  /** Allowed by type but over 25 MB: the composer says so (a silent drop would look like a bug). */
  tooLarge: F[];
}

/**
 * Splits a pick into what is kept: disallowed types vanish without a word (on purpose), files over the size
 * limit are reported, and a file already attached (same name and size) is not added twice.
 */
export function pickAttachments<F extends Pick<File, 'name' | 'size'>>(
  picked: Iterable<F>,
  side: ChatSide,
  alreadyAttached: readonly Pick<File, 'name' | 'size'>[] = [],
): PickedFiles<F> {
  const accepted: F[] = [];
  const tooLarge: F[] = [];
  const seen = new Set(alreadyAttached.map((file) => `${file.name}\u0000${file.size}`));
  for (const file of picked) {
    if (!isAllowedAttachment(file, side)) continue;
    if (file.size > MAX_ATTACHMENT_BYTES) {
      tooLarge.push(file);
      continue;
    }
    const key = `${file.name}\u0000${file.size}`;
    if (seen.has(key)) continue;
    seen.add(key);
    accepted.push(file);
  }
  return { accepted, tooLarge };
}
