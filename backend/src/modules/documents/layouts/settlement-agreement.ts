import { formatUsd } from '@parley/domain/money';
import { renderPdfkit } from '../../../core/pdf/pdfkit';
import type { SettlementAgreementData } from '../render-data';
import {
  DEBT_COLLECTOR_NOTICE,
  disclosureBox,
  facts,
  footers,
  heading,
  longDate,
  money,
  numbered,
  paragraph,
  scheduleTable,
  signatureLine,
  timestampUtc,
  title,
} from './blocks';
import { termsInWords } from './terms';

/**
 * The settlement agreement (settlement_agreement): the parties, the accepted terms with their payment schedule,
 * the debt-collector disclosure and the consumer's electronic signature (typed name, time stamp, IP address).
 */
export function renderSettlementAgreement(d: SettlementAgreementData): Promise<Buffer> {
  return renderPdfkit(
    { Title: `Settlement agreement ${d.reference}`, Subject: `Settlement agreement: ${d.consumer.name}` },
    (doc) => {
      const creditor = d.creditor ?? 'the creditor';
      title(doc, 'Debt Settlement Agreement', `Reference ${d.reference}`);
      paragraph(
        doc,
        `This agreement is made between ${d.consumer.name} ("Consumer"), ${creditor} ("Creditor"), and ` +
          `${d.firmName}, acting for the Creditor ("Firm"). Its terms were accepted on ${longDate(d.acceptedOn)} ` +
          `by the ${d.acceptedBy === 'consumer' ? 'Consumer' : 'Firm'} and signed electronically by the Consumer ` +
          `through Parley.`,
      );

      heading(doc, 'Parties and account');
      facts(doc, [
        ['Consumer', d.consumer.name],
        ['Consumer address', d.consumer.lines.join(', ')],
        ['Creditor / plaintiff', d.creditor],
        ['Law firm', d.firmName],
        ['Court', d.case?.lawsuit ? d.case.court : null],
        [d.case?.lawsuit ? 'Civil number' : 'Reference', d.case?.civilNumber],
        ['State', d.case?.state],
        ['Firm file number', d.fileNumber],
        ['Balance claimed', money(d.case?.amountCents)],
      ]);

      heading(doc, 'Settlement terms');
      const claimed = d.case?.amountCents ?? null;
      const savings =
        claimed !== null && claimed > d.terms.total_amount_cents ? claimed - d.terms.total_amount_cents : null;
      facts(doc, [
        ['Settlement amount', formatUsd(d.terms.total_amount_cents)],
        ['Number of payments', String(d.schedule.length)],
        ['First payment', longDate(d.terms.first_payment_date)],
        ['Last payment', longDate(d.schedule[d.schedule.length - 1].due_date)],
        ['Amount forgiven', savings === null ? null : formatUsd(savings)],
      ]);
      for (const line of termsInWords(d.terms, d.schedule)) paragraph(doc, line, { indent: 12 });

      heading(doc, 'Payment schedule');
      scheduleTable(doc, d.schedule, d.terms.total_amount_cents);

      heading(doc, 'Terms');
      numbered(
        doc,
        1,
        'Settlement',
        `The Creditor agrees to accept ${formatUsd(d.terms.total_amount_cents)}, paid as scheduled above, in full ` +
          `and final settlement of the account. Payments are made through Parley; each is applied when it is received.`,
      );
      numbered(
        doc,
        2,
        'Release',
        `When every scheduled payment has been made, the Creditor releases the Consumer from any further liability ` +
          `on the account, will report it as settled in full, and ` +
          (d.case?.lawsuit
            ? `will file a dismissal of the lawsuit with prejudice within 30 days.`
            : `will not sue on the account.`),
      );
      numbered(
        doc,
        3,
        'Missed payments',
        `If a payment is more than 30 days late, the Firm will give the Consumer written notice through Parley and ` +
          `15 days to make it before treating the agreement as in default. In default, the Creditor may pursue the ` +
          `balance claimed less every payment made under this agreement.`,
      );
      numbered(
        doc,
        4,
        'Early payment',
        `The Consumer may pay any remaining balance early, without penalty. No fees, interest or charges are added to ` +
          `the settlement amount.`,
      );
      numbered(
        doc,
        5,
        'No admission',
        `This agreement settles a disputed claim. It is not an admission of liability by any party.`,
      );
      numbered(
        doc,
        6,
        'Electronic signature',
        `The parties agree that the Consumer's typed signature below, recorded with its time stamp and IP address, ` +
          `is the Consumer's signature on this agreement.`,
      );

      heading(doc, 'Disclosures');
      disclosureBox(doc, d.firmName, d.disclosures);

      heading(doc, 'Signature');
      signatureLine(doc, `Consumer: ${d.consumer.name}`, d.signature.name ?? undefined);
      facts(doc, [
        ['Signed by', d.signature.name ?? 'Not recorded'],
        ['Signed at', timestampUtc(d.signature.signedAt)],
        ['IP address', d.signature.ip ?? 'Not recorded'],
        ['Browser', d.signature.userAgent],
      ]);
      // The firm put these terms forward (counteroffer) or accepted them (the consumer's offer) through Parley.
      signatureLine(
        doc,
        `For the Creditor: ${d.firmName}, which ${d.acceptedBy === 'collector' ? 'accepted' : 'offered'} these terms through Parley`,
      );

      footers(doc, d.reference, DEBT_COLLECTOR_NOTICE);
    },
  );
}
