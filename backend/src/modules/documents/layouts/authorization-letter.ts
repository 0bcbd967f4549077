import { formatUsd } from '@parley/domain/money';
import { renderPdfkit } from '../../../core/pdf/pdfkit';
import type { AuthorizationLetterData } from '../render-data';
import {
  DEBT_COLLECTOR_NOTICE,
  disclosureBox,
  facts,
  footers,
  heading,
  longDate,
  money,
  paragraph,
  scheduleTable,
  title,
} from './blocks';
import { termsInWords } from './terms';

/**
 * The authorization letter (render_document): the consumer's written authorization for the firm to discuss and
 * settle the account with them through Parley, with the account it covers and the consumer's current proposal.
 */
export function renderAuthorizationLetter(d: AuthorizationLetterData): Promise<Buffer> {
  return renderPdfkit(
    { Title: `Authorization letter ${d.reference}`, Subject: `Authorization to negotiate: ${d.consumer.name}` },
    (doc) => {
      title(doc, 'Authorization to Communicate and Negotiate', `Reference ${d.reference} · ${longDate(d.date)}`);

      doc.font('Helvetica').fontSize(10.5).text(d.consumer.name);
      for (const line of d.consumer.lines) doc.text(line);
      doc.moveDown(0.8).text(`To: ${d.firmName}`).moveDown(0.8);

      const what = d.case?.lawsuit ? 'the lawsuit' : 'the debt';
      paragraph(
        doc,
        `I, ${d.consumer.name}, authorize ${d.firmName} to communicate with me about ${what} described below ` +
          `through Parley, electronically, and to negotiate a settlement of it with me there. I ask that offers, ` +
          `counteroffers, payment requests and settlement documents for this account be sent to me through Parley ` +
          `at ${d.consumer.email}. This authorization does not admit that I owe the amount claimed, and I may ` +
          `withdraw it at any time in writing.`,
      );

      heading(doc, 'The account');
      facts(doc, [
        ['Consumer', d.consumer.name],
        ['Mailing address', d.consumer.lines.join(', ')],
        ['E-mail', d.consumer.email],
        ['Phone', d.consumer.phone],
        [d.case?.lawsuit ? 'Plaintiff' : 'Creditor', d.case?.plaintiff],
        ['Court', d.case?.lawsuit ? d.case.court : null],
        [d.case?.lawsuit ? 'Civil number' : 'Reference', d.case?.civilNumber],
        ['State', d.case?.state],
        ['Amount claimed', money(d.case?.amountCents)],
        ['Firm file number', d.fileNumber],
        ['Law firm', d.firmName],
      ]);

      heading(doc, "The consumer's settlement proposal");
      if (!d.proposal) {
        paragraph(doc, 'No proposal has been made yet.');
      } else {
        const p = d.proposal;
        const share =
          d.case?.amountCents && d.case.amountCents > 0
            ? ` (${((p.terms.total_amount_cents / d.case.amountCents) * 100).toFixed(1)}% of the amount claimed)`
            : '';
        paragraph(doc, `A settlement of ${formatUsd(p.terms.total_amount_cents)}${share}.`);
        for (const line of termsInWords(p.terms, p.schedule)) paragraph(doc, line, { indent: 12 });
        if (p.schedule.length) scheduleTable(doc, p.schedule, p.terms.total_amount_cents);
      }

      // The consumer authorized by starting the negotiation in Parley; the letter records that, it draws no signature.
      heading(doc, 'Authorization');
      paragraph(doc, `Given electronically by ${d.consumer.name} through Parley on ${longDate(d.date)}.`);
      disclosureBox(doc, d.firmName);
      footers(doc, d.reference, DEBT_COLLECTOR_NOTICE);
    },
  );
}
