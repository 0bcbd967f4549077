import { renderPdfkit } from '../../../core/pdf/pdfkit';
import type { DebtAnswerData } from '../render-data';
import { contentWidth, footers, heading, longDate, money, numbered, paragraph, signatureLine } from './blocks';

const BLANK = '____________________';

/**
 * The answer to the summons (debt_answer_document): the consumer's filing, so no debt-collector notice. Caption,
 * a general denial, the affirmative defenses a consumer-debt defendant commonly raises, the prayer, the signature
 * line and a certificate of service on the plaintiff's counsel.
 */
export function renderDebtAnswer(d: DebtAnswerData): Promise<Buffer> {
  return renderPdfkit(
    { Title: `Answer to summons ${d.civilNumber ?? d.reference}`, Subject: `Answer of ${d.defendant.name}` },
    (doc) => {
      const x = doc.page.margins.left;
      const width = contentWidth(doc);
      const plaintiff = d.plaintiff ?? 'Plaintiff';
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(`IN THE ${(d.court ?? BLANK).toUpperCase()}`, { align: 'center' });
      if (d.state) doc.text(`STATE OF ${stateName(d.state).toUpperCase()}`, { align: 'center' });
      doc.moveDown(1);

      // Caption: parties on the left, the case number on the right.
      const top = doc.y;
      doc.font('Helvetica').fontSize(10.5);
      doc.text(`${plaintiff},`, x, top, { width: width * 0.6 });
      doc.text('Plaintiff,', x + 40, doc.y, { width: width * 0.6 - 40 });
      doc.moveDown(0.4).text('v.', x + 20, doc.y);
      doc.moveDown(0.4).text(`${d.defendant.name},`, x, doc.y, { width: width * 0.6 });
      doc.text('Defendant.', x + 40, doc.y, { width: width * 0.6 - 40 });
      const bottom = doc.y;
      doc
        .moveTo(x + width * 0.62, top)
        .lineTo(x + width * 0.62, bottom)
        .lineWidth(0.75)
        .stroke();
      doc.text(`Case No. ${d.civilNumber ?? BLANK}`, x + width * 0.66, top + (bottom - top) / 2 - 6, {
        width: width * 0.34,
      });
      doc.x = x;
      doc.y = bottom + 16;

      doc.font('Helvetica-Bold').fontSize(13).text("DEFENDANT'S ANSWER AND AFFIRMATIVE DEFENSES", x, doc.y, {
        width,
        align: 'center',
      });
      doc.moveDown(1);
      paragraph(
        doc,
        `Defendant ${d.defendant.name}, appearing without a lawyer, answers the complaint of ${plaintiff}` +
          (d.amountCents !== null ? `, which claims ${money(d.amountCents)},` : '') +
          ` as follows.`,
      );

      heading(doc, 'GENERAL DENIAL');
      paragraph(
        doc,
        `Defendant denies each and every allegation of the complaint, generally and specifically, and demands strict ` +
          `proof of them, including proof that Defendant owes the debt, of the amount claimed, and that Plaintiff ` +
          `owns the debt and may sue on it.`,
      );

      heading(doc, 'AFFIRMATIVE DEFENSES');
      const defenses: Array<[string, string]> = [
        ['Failure to state a claim', 'The complaint fails to state a claim upon which relief can be granted.'],
        [
          'Lack of standing',
          'Plaintiff is not the original creditor and has not shown a complete chain of assignment giving it ' +
            'ownership of this account. Plaintiff is not the real party in interest.',
        ],
        [
          'Statute of limitations',
          d.timeBarred
            ? 'The claim is barred by the statute of limitations: the time to sue on this debt had run before the ' +
              'complaint was filed.'
            : 'The claim is barred, in whole or in part, by the applicable statute of limitations.',
        ],
        [
          'Insufficient proof of the amount',
          'Plaintiff has not produced the contract, the account statements or other records that show how the ' +
            'amount claimed was calculated.',
        ],
        [
          'Unlawful fees and interest',
          'The amount claimed includes interest, fees or charges not authorized by the agreement creating the debt ' +
            'or permitted by law (15 U.S.C. 1692f(1)).',
        ],
        ['Payment and setoff', 'Defendant is entitled to credit for every payment made on the account.'],
        [
          'Reservation',
          'Defendant reserves the right to amend this answer to raise further defenses as discovery proceeds.',
        ],
      ];
      defenses.forEach(([h, t], i) => numbered(doc, ordinal(i + 1), h, t));

      heading(doc, 'REQUEST FOR RELIEF');
      paragraph(
        doc,
        'Defendant asks the Court to dismiss the complaint with prejudice, to enter judgment for Defendant, to award ' +
          'Defendant costs, and to grant any other relief the Court finds just.',
      );

      signatureLine(doc, `${d.defendant.name}, Defendant, pro se`);
      doc.font('Helvetica').fontSize(10.5);
      for (const line of d.defendant.lines) doc.text(line);
      if (d.defendant.phone) doc.text(`Phone: ${d.defendant.phone}`);
      doc.text(`E-mail: ${d.defendant.email}`);
      doc.text(`Date: ${longDate(d.date)}`).moveDown(1);

      heading(doc, 'CERTIFICATE OF SERVICE');
      paragraph(
        doc,
        `I certify that on ${BLANK} I served a copy of this answer on Plaintiff's counsel, ${d.firmName}, by ` +
          `${BLANK} (mail, e-mail or e-filing).`,
      );
      signatureLine(doc, `${d.defendant.name}, Defendant`);

      if (d.filing) {
        doc.addPage();
        doc.font('Helvetica-Bold').fontSize(13).text('HOW TO FILE THIS ANSWER', x, doc.y, { width, align: 'center' });
        doc.font('Helvetica-Oblique').fontSize(9.5).text('For you: keep this page, do not file it with the court.', { width, align: 'center' });
        doc.moveDown(1);
        heading(doc, 'WHERE');
        paragraph(doc, d.filing.where);
        heading(doc, 'HOW');
        d.filing.how.forEach((step, i) => paragraph(doc, `${i + 1}. ${step}`));
        heading(doc, 'BY WHEN');
        paragraph(doc, d.filing.by_when);
      }

      footers(doc, d.civilNumber ? `Case No. ${d.civilNumber}` : d.reference, null);
    },
  );
}

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'];
function ordinal(n: number): string {
  return `${ORDINALS[n - 1] ?? `${n}th`} Defense`;
}

const STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};

function stateName(code: string): string {
  return STATES[code.toUpperCase()] ?? code;
}
