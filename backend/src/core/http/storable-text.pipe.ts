import { ArgumentMetadata, Injectable, PipeTransform, UnprocessableEntityException } from '@nestjs/common';

export const UNSTORABLE_TEXT = 'Text cannot contain NUL characters or unpaired surrogates.';

// A high surrogate not followed by a low one, or a low one not preceded by a high one (no backtracking: each
// alternative looks one character around).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL refuses (NUL in text and JSON) or would silently change (an unpaired half of a UTF-16 pair). */
export function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * Whether any string of a request value (keys included) is unstorable. Only strings, arrays and plain objects are
 * read: an uploaded file's bytes (a Buffer) are the file's business, not text.
 */
export function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (isUnstorable(v)) return true;
    } else if (Array.isArray(v)) {
      for (const inner of v) stack.push(inner);
    } else if (v && typeof v === 'object' && isPlain(v)) {
      for (const [k, inner] of Object.entries(v)) {
        if (isUnstorable(k)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * Every route's body, query, path parameters and uploaded files' names, before their own validation: a NUL
 * character or an unpaired surrogate is refused with one sentence (422) in one place, instead of reaching
 * PostgreSQL as a 500 (`/api/plaintiffs/search?query=%00`) from whichever route forgot it.
 */
@Injectable()
export class StorableTextPipe implements PipeTransform {
  transform(value: unknown, _meta: ArgumentMetadata): unknown {
    if (hasUnstorableText(value)) throw new UnprocessableEntityException({ error: UNSTORABLE_TEXT, errors: [UNSTORABLE_TEXT] });
    return value;
  }
}
