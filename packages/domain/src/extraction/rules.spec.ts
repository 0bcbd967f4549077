import type { ExtractedField } from '../walkthrough/fields';
import { bestPerField } from './best';
import { extractFacts, splitCaptionColumns, tidyName, toCents, type FactCandidate } from './rules';

const read = (text: string, method: 'pdf_text' | 'ocr' = 'pdf_text', ocrConfidence?: number) =>
  extractFacts(text, { method, ocrConfidence });
const best = (facts: FactCandidate[], field: ExtractedField) =>
  bestPerField(facts.map((f) => ({ ...f, file_id: 1 }))).find((f) => f.field === field);
const value = (text: string, field: ExtractedField) => best(read(text), field)?.value;

describe('extraction rules', () => {
  describe('customer_name', () => {
    it('reads the defendant of a caption, on one line or above "Defendant."', () => {
      expect(value('MIDLAND FUNDING LLC, Plaintiff,\nv.\nJOHN Q. PUBLIC, Defendant.', 'customer_name')).toBe('John Q. Public');
      expect(value('v.\nMARIA DE LEON,\nDefendant.', 'customer_name')).toBe('Maria De Leon');
    });
    it('reads labels and a letter salutation', () => {
      expect(value('Defendant: Darnell Price\n15874 Greenfield Road', 'customer_name')).toBe('Darnell Price');
      expect(value('Dear Samuel Ortiz:\nOur client...', 'customer_name')).toBe('Samuel Ortiz');
    });
    it('does not take a company or a court for the consumer', () => {
      expect(value('CAPITAL ONE BANK, Defendant.', 'customer_name')).toBeUndefined();
      expect(value('Dear Ms. Ortiz,', 'customer_name')).toBeUndefined();
    });
    it('is surer of a caption than of an address block', () => {
      const facts = read('Jane Roe\n12 Elm Street\nAkron, OH 44302\n\nACME LLC, Plaintiff,\nv.\nJANET ROE, Defendant.');
      expect(best(facts, 'customer_name')?.value).toBe('Janet Roe');
      const block = facts.find((f) => f.field === 'customer_name' && f.value === 'Jane Roe');
      expect(block?.confidence).toBeLessThan(best(facts, 'customer_name')!.confidence);
    });
  });

  describe('plaintiff_name', () => {
    it('canonicalizes known debt buyers, even misread by OCR', () => {
      expect(value('PORTFOLIO RECOVERY ASSOCIATES, LLC, Plaintiff,', 'plaintiff_name')).toBe('Portfolio Recovery Associates LLC');
      expect(value('YOU ARE BEING SUED BY PLAINTIFF: IVNV FUNDING LLC', 'plaintiff_name')).toBe('LVNV Funding LLC');
      expect(value('Current Creditor: Cavalry SPV I, LLC', 'plaintiff_name')).toBe('Cavalry SPV I LLC');
    });
    it('reads an unknown plaintiff from the caption', () => {
      expect(value('ACME RECEIVABLES TRUST,\nPlaintiff,\nv.', 'plaintiff_name')).toBe('Acme Receivables Trust');
    });
    it('splits the caption columns a text layer runs together', () => {
      expect(splitCaptionColumns('JEFFERSON CAPITAL SYSTEMS, LLC, CASE NO.: 16-2025-SC-004512')).toEqual([
        'JEFFERSON CAPITAL SYSTEMS, LLC,',
        'CASE NO.: 16-2025-SC-004512',
      ]);
      expect(value('JEFFERSON CAPITAL SYSTEMS, LLC, CASE NO.: 16-2025-SC-004512\nPlaintiff,', 'plaintiff_name')).toBe(
        'Jefferson Capital Systems LLC',
      );
    });
  });

  describe('lawsuit_amount (cents)', () => {
    it('prefers a labelled amount over fees and other sums', () => {
      const text = 'Filing fee $75.00\nThe Plaintiff demands judgment in the sum of $4,312.87 plus costs.\nSettle for a payment of $9,000.00';
      expect(value(text, 'lawsuit_amount')).toBe(431287);
      expect(best(read(text), 'lawsuit_amount')?.confidence).toBeGreaterThanOrEqual(0.9);
    });
    it('falls back to the largest sum with a low confidence', () => {
      const fact = best(read('Re: your account $512.00 and $1,044.10'), 'lawsuit_amount');
      expect(fact?.value).toBe(104410);
      expect(fact?.confidence).toBeLessThan(0.5);
    });
    it('converts dollars to integer cents', () => {
      expect(toCents('1,208.75')).toBe(120875);
      expect(toCents('3150')).toBe(315000);
      expect(toCents('12.5')).toBeNull();
    });
  });

  describe('civil_number', () => {
    it('reads the usual labels', () => {
      expect(value('Case No. 2025-M1-104522', 'civil_number')).toBe('2025-M1-104522');
      expect(value('Index No. CV-012345-25/KI SUMMONS', 'civil_number')).toBe('CV-012345-25/KI');
      expect(value('CAUSE NO. 225100394813', 'civil_number')).toBe('225100394813');
      expect(value('Case No.:\nCC2025-178344', 'civil_number')).toBe('CC2025-178344');
    });
    it('trusts a letter\'s file number less than a court case number', () => {
      const file = best(read('Our File No.: MCM-7731904'), 'civil_number');
      expect(file?.value).toBe('MCM-7731904');
      expect(file?.confidence).toBeLessThan(0.7);
    });
  });

  describe('lawsuit_state and court_name', () => {
    it('reads the state and the court from the heading', () => {
      const text = 'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nMUNICIPAL DEPARTMENT';
      expect(value(text, 'lawsuit_state')).toBe('IL');
      expect(value(text, 'court_name')).toBe('Circuit Court of Cook County');
      expect(value('SUPERIOR COURT OF CALIFORNIA, COUNTY OF LOS ANGELES', 'court_name')).toBe(
        'Superior Court of California, County of Los Angeles',
      );
      expect(value('STATE OF WEST VIRGINIA\nMAGISTRATE COURT OF KANAWHA COUNTY', 'lawsuit_state')).toBe('WV');
    });
    it('guesses the state from an address when no court is named, with a low confidence', () => {
      const fact = best(read('Linda Kowalski\n62 Sycamore Lane\nErie, PA 16509'), 'lawsuit_state');
      expect(fact?.value).toBe('PA');
      expect(fact?.confidence).toBeLessThan(0.5);
    });
  });

  describe('law_firm_name and lawyer_email', () => {
    it('reads the signature block', () => {
      const text = 'Respectfully submitted,\nGreer Abbott & Associates\nAttorneys for Plaintiff\nnyoffice@greerabbott.com; mk@greerabbott.com';
      expect(value(text, 'law_firm_name')).toBe('Greer Abbott & Associates');
      expect(value(text, 'lawyer_email')).toEqual(['nyoffice@greerabbott.com', 'mk@greerabbott.com']);
    });
    it('leaves court e-mail out and does not take the plaintiff for the firm', () => {
      const text = 'MIDLAND FUNDING LLC, Plaintiff,\nclerk@cookcountycourt.gov\nHarrow & Lind, P.C.\nfilings@harrow.com';
      expect(value(text, 'lawyer_email')).toEqual(['filings@harrow.com']);
      expect(value(text, 'law_firm_name')).toBe('Harrow & Lind, P.C.');
    });
  });

  describe('customer_mailing_address and phone', () => {
    it('takes the address under the consumer\'s name, not the firm\'s', () => {
      const text = [
        'Sandoval Pike LLP',
        '3400 Wilshire Boulevard, Suite 900',
        'Los Angeles, CA 90010',
        'ANGELA BROOKS, Defendant.',
        'Angela Brooks',
        '2291 Cedar Glen Drive',
        'Pasadena, CA 91104',
        'Phone: (626) 555-0101',
      ].join('\n');
      expect(value(text, 'customer_mailing_address')).toEqual({
        customer_street: '2291 Cedar Glen Drive',
        customer_city: 'Pasadena',
        customer_state: 'CA',
        customer_zip_code: '91104',
      });
      expect(value(text, 'customer_phone_number')).toBe('(626) 555-0101');
    });
    it('does not take the firm\'s phone for the consumer\'s', () => {
      expect(value('Harrow & Lind, P.C.\nTel. (312) 555-0148', 'customer_phone_number')).toBeUndefined();
      expect(value('Defendant Phone: 856-555-0164', 'customer_phone_number')).toBe('(856) 555-0164');
    });
  });

  describe('confidence', () => {
    it('is lower for a blurry photo than for the same words in a PDF', () => {
      const text = 'Case No. 2025-M1-104522';
      const pdf = best(read(text), 'civil_number')!;
      const blurry = best(read(text, 'ocr', 0.4), 'civil_number')!;
      expect(blurry.method).toBe('ocr');
      expect(blurry.confidence).toBeLessThan(pdf.confidence);
      expect(pdf.confidence).toBeLessThanOrEqual(1);
    });
    it('finds nothing in text that is not a court paper', () => {
      expect(read('Grocery list: milk, eggs, bread.')).toEqual([]);
    });
  });

  it('tidies upper-case names', () => {
    expect(tidyName('CAVALRY SPV I, LLC')).toBe('Cavalry SPV I, LLC');
    expect(tidyName('CIRCUIT COURT OF COOK COUNTY')).toBe('Circuit Court of Cook County');
  });
});
