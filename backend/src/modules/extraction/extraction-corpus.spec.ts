import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bestPerField } from '@parley/domain/extraction';
import type { ExtractedFact, ExtractedField, MailingAddress } from '@parley/domain/walkthrough/fields';
import { TesseractOcr } from '../../integrations/ocr/tesseract.driver';
import { PaperReader } from './paper-reader.service';

/**
 * The extraction corpus (backend/test/fixtures/papers, see docs/EXTRACTION.md): every sample goes through the real
 * reading the worker does (PDF text layer, tesseract.js OCR of the photos, then the rules), and the best fact per
 * field is compared with the sample's expected facts. Prints facts found over facts expected per field and in total;
 * fails below 80%. OCR runs with a worker thread whose network is blocked: a passing run read nothing from the net.
 */
const CORPUS = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'papers', 'corpus');
const OFFLINE_WORKER = join(__dirname, '..', '..', '..', 'test', 'offline-tesseract-worker.js');
const THRESHOLD = 0.8;

interface Sample {
  file: string;
  /** Written after the rules were settled, never used to tune them (reported on its own line). */
  holdout?: boolean;
  kind: 'pdf' | 'png' | 'jpeg';
  expected: Partial<Record<ExtractedField, ExtractedFact['value']>>;
}

const norm = (v: unknown) =>
  String(v)
    .toLowerCase()
    .replace(/[^a-z0-9@]+/g, ' ')
    .trim();

/** Does the extracted value say what the paper says? Names and courts compare without case and punctuation. */
export function matches(field: ExtractedField, expected: unknown, actual: unknown): boolean {
  if (actual === undefined || actual === null) return false;
  switch (field) {
    case 'lawsuit_amount':
      return actual === expected;
    case 'lawyer_email': {
      const want = (expected as string[]).map((e) => e.toLowerCase()).sort();
      const got = (actual as string[]).map((e) => e.toLowerCase()).sort();
      return want.length === got.length && want.every((e, i) => e === got[i]);
    }
    case 'customer_mailing_address': {
      const e = expected as MailingAddress;
      const a = actual as MailingAddress;
      return (['customer_street', 'customer_city', 'customer_state', 'customer_zip_code'] as const).every(
        (k) => norm(e[k]) === norm(a[k]),
      );
    }
    default:
      return norm(expected) === norm(actual);
  }
}

describe('extraction corpus (real PDF text and offline OCR)', () => {
  const ocr = new TesseractOcr({ workerPath: OFFLINE_WORKER });
  const reader = new PaperReader(ocr);
  afterAll(() => ocr.onModuleDestroy());

  it('finds at least 80% of the expected facts', async () => {
    expect(existsSync(CORPUS)).toBe(true);
    const samples: Sample[] = readdirSync(CORPUS)
      .filter((f) => f.endsWith('.expected.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(CORPUS, f), 'utf8')) as Sample);
    expect(samples.length).toBeGreaterThanOrEqual(10);

    const perField = new Map<string, { found: number; expected: number }>();
    const misses: string[] = [];
    const timings: string[] = [];
    let found = 0;
    let expected = 0;
    const held = { found: 0, expected: 0 };
    for (const sample of samples) {
      const started = Date.now();
      const reading = await reader.read(sample.kind, readFileSync(join(CORPUS, sample.file)));
      timings.push(`${sample.file}: ${reading.method} ${Date.now() - started} ms`);
      const best = new Map(bestPerField(reading.facts.map((f) => ({ ...f, file_id: 0 }))).map((f) => [f.field, f]));
      for (const [field, want] of Object.entries(sample.expected) as [ExtractedField, unknown][]) {
        const row = perField.get(field) ?? { found: 0, expected: 0 };
        row.expected++;
        expected++;
        if (sample.holdout) held.expected++;
        const got = best.get(field);
        if (matches(field, want, got?.value)) {
          row.found++;
          found++;
          if (sample.holdout) held.found++;
        } else misses.push(`${sample.file} ${field}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got?.value ?? null)}`);
        perField.set(field, row);
      }
    }
    const table = [...perField.entries()]
      .map(([field, r]) => `  ${field.padEnd(26)} ${String(r.found).padStart(3)} / ${String(r.expected).padEnd(3)} ${pct(r.found, r.expected)}`)
      .join('\n');
    console.log(
      `extraction corpus: ${samples.length} samples\n${table}\n  ${'TOTAL'.padEnd(26)} ${String(found).padStart(3)} / ${String(expected).padEnd(3)} ${pct(found, expected)}\n` +
        `  ${'of which held-out samples'.padEnd(26)} ${String(held.found).padStart(3)} / ${String(held.expected).padEnd(3)} ${pct(held.found, held.expected)}\n` +
        `timings:\n  ${timings.join('\n  ')}\n` +
        (misses.length ? `misses:\n  ${misses.join('\n  ')}` : 'misses: none'),
    );
    expect(found / expected).toBeGreaterThanOrEqual(THRESHOLD);
  }, 240_000);
});

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
