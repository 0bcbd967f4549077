import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bestPerField } from '@parley/domain/extraction';
import { fieldLabels, lawsuitFromPapers } from '@parley/domain/walkthrough/validation';
import type { Ocr } from '../../integrations/ocr/ocr.port';
import { PaperReader } from './paper-reader.service';

const CORPUS = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'papers', 'corpus');

/** A PDF has a text layer: the reader never asks the OCR port for it. */
const noOcr = {
  recognize: () => {
    throw new Error('a text-layer PDF is never sent to OCR');
  },
} as unknown as Ocr;

async function best(file: string) {
  const reading = await new PaperReader(noOcr).read('pdf', readFileSync(join(CORPUS, file)));
  return bestPerField(reading.facts.map((f) => ({ ...f, file_id: 1 })));
}

describe("a collector's letter reads as a pre-suit debt", () => {
  it('the collections agency letter: no lawsuit, its account number, creditor, agency and balance, no court', async () => {
    const facts = await best('17-tn-letter-collections-agency.pdf');
    const by = new Map(facts.map((f) => [f.field, f.value]));
    expect(by.get('lawsuit_exists')).toBe(false);
    expect(lawsuitFromPapers(facts)).toBe(false);
    expect(by.get('civil_number')).toBe('CRS-4471902');
    expect(by.get('plaintiff_name')).toBe('Synchrony Bank');
    expect(by.get('law_firm_name')).toBe('Cumberland Recovery Services, LLC');
    expect(by.get('lawsuit_amount')).toBe(231764);
    expect(by.has('court_name')).toBe(false);
    // Shown in the debt wording: the account number is the file number, the agency the collections agency.
    const labels = fieldLabels(lawsuitFromPapers(facts) !== false);
    expect([labels.civil_number, labels.law_firm_name, labels.plaintiff_name, labels.lawsuit_amount]).toEqual([
      'File number',
      'Collections agency',
      'Creditor name',
      'Debt amount',
    ]);
  });

  it('a summons reads as a lawsuit, which answers the question for the consumer', async () => {
    const facts = await best('01-il-cook-midland-summons.pdf');
    expect(lawsuitFromPapers(facts)).toBe(true);
  });
});
