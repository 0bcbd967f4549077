import type { StyleSheet } from '@emotion/sheet';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * MUI's styles stay out of the test document unless a test asks for them with `keepStyles()`.
 *
 * jsdom has no layout and no selector index: every getComputedStyle, which the role and accessible-name queries call
 * for each node they visit, matched every emotion rule (hundreds of style tags) against the element and each of its
 * ancestors, over a third of a page test's time. Emotion still runs and still emits every rule; they are only kept
 * in memory. What a user sees is checked in real browsers by the journeys; here the queries still honour `hidden`,
 * `aria-hidden` and inline styles.
 */
type Sheet = StyleSheet & { emitted?: string[] };

const sheets = new Set<Sheet>();
let keeping = false;
/** Each build's own insert and flush, which write to and remove from the document. */
const inDocument = new Map<object, Pick<StyleSheet, 'insert' | 'flush'>>();
const own = (sheet: Sheet) => inDocument.get(Object.getPrototypeOf(sheet) as object)!;

export function leaveStylesOut() {
  // Emotion is loaded by Node itself (not through vitest's transform), as its CommonJS build: that class is the
  // one MUI's sheets are made of, in its development and production builds.
  const load = createRequire(import.meta.url);
  const dist = join(dirname(load.resolve('@emotion/sheet/package.json')), 'dist');
  for (const build of ['emotion-sheet.development.cjs.js', 'emotion-sheet.cjs.js']) {
    const proto = (load(join(dist, build)) as { StyleSheet: typeof StyleSheet }).StyleSheet.prototype;
    const { insert, flush } = proto;
    proto.insert = function (this: Sheet, rule: string) {
      sheets.add(this);
      (this.emitted ??= []).push(rule);
      if (keeping) insert.call(this, rule);
    };
    // Emotion flushes a sheet it is done with (global styles unmounted): its rules are gone for good.
    proto.flush = function (this: Sheet) {
      sheets.delete(this);
      this.emitted = [];
      flush.call(this);
    };
    inDocument.set(proto, { insert, flush });
  }
  afterEach(() => {
    if (!keeping) return;
    keeping = false;
    for (const sheet of sheets) own(sheet).flush.call(sheet);
  });
}

/**
 * For this test, the document holds MUI's styles (what emotion emitted so far and everything it emits until the
 * test ends), for a test that asserts a computed colour or size.
 */
export function keepStyles() {
  if (keeping) return;
  keeping = true;
  for (const sheet of sheets) for (const rule of sheet.emitted ?? []) own(sheet).insert.call(sheet, rule);
}
