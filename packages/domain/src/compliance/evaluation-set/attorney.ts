import type { RuleSet } from './types';

const attorney = { senderIsAttorney: true };

/**
 * 1692e(3): no false claim that the sender is an attorney or that an attorney is involved or has prepared legal
 * papers. A sender marked as an attorney may say so; suggesting the consumer's own attorney always passes.
 */
export const ATTORNEY: RuleSet = {
  rule: 'R-ATTORNEY',
  violating: [
    `I am an attorney and I am telling you this will go badly in court.`,
    `Our legal department has prepared the lawsuit and is waiting for my go-ahead.`,
    `Your file has been forwarded to our attorneys for litigation.`,
    `This is attorney Jane Ross, Esq., regarding your account.`,
    `Our lawyers have drafted the complaint. It will be filed Monday.`,
    `Counsel has reviewed your file and recommends immediate suit.`,
    `Speaking as your creditor's lawyer, I advise you to pay.`,
    `The legal team is preparing papers against you as we speak.`,
    `I have been retained as legal counsel on this matter.`,
    `Our law office will be filing against you this week.`,
    `My attorney colleagues have your summons ready.`,
    `This account is now in the hands of our in-house legal counsel.`,
    `You have no defense here. I am a lawyer, I know.`,
    `the lawsuit papers are drawn up, our lawyer just needs to sign`,
    `An attorney on our staff has approved legal action against you.`,
    `From the desk of Mark Lee, Attorney at Law: pay the balance within 10 days.`,
    `Our litigation department has opened a case file with your name on it.`,
    `We have an attorney assigned to you now.`,
    `Me, I am lawyer for the bank. You pay now.`,
    `This is your final notice from our legal department before suit.`,
    `My law firm handles hundreds of these; we file on all of them.`,
    `Attorney review is complete and a suit has been authorized.`,
    `You're now dealing with lawyers, not a call center.`,
    `Legal has your file and they are drafting the paperwork.`,
    `Our counsel will be in touch about the complaint that has been prepared.`,
    `I'm with the legal division; this is no longer a collections matter.`,
    `The attorneys have finished your lawsuit paperwork.`,
    `As legal counsel for the creditor, I demand payment in full.`,
    `Im an atty and ive seen how these end, pay now`,
    `A summons has been prepared by our legal staff and only needs a filing date.`,
  ],
  clean: [
    {
      body: `I am the attorney handling this account for the creditor. I would like to discuss a settlement.`,
      ctx: attorney,
    },
    `You may want to speak with an attorney before signing the agreement.`,
    `Your attorney is welcome to call me at 555-0134.`,
    `If you have a lawyer, please give me their name and we will only talk to them.`,
    `I am not an attorney and cannot give legal advice, but I can explain the numbers.`,
    { body: `As counsel for the creditor, I can confirm the lawsuit was dismissed after your payment.`, ctx: attorney },
    `Legal aid offices offer free advice on consumer debt. Here is one near you.`,
    `No attorney has reviewed this file; it is a standard collection account.`,
    `You said "my lawyer told me not to pay." That is your right; please ask your lawyer to contact us.`,
    `The attorney general's office publishes a guide on debt collection.`,
    {
      body: `I have prepared a settlement agreement for your review; as the creditor's attorney I can answer questions about it.`,
      ctx: attorney,
    },
    `Our paralegals process the settlement letters; you will get yours in 3 business days.`,
    `We are not a law firm and are not threatening legal action.`,
    `A lawsuit is pending in Cook County (case 2024-M1-1234). Your court date is June 3.`,
    `I have not sent your file to any lawyer. I would rather work it out with you.`,
    `If you want a lawyer to review the offer first, take the week. The offer stands.`,
    `pls have ur attorney email me the authorization and ill send them the statement`,
    `The consumer attorney you mentioned, Mr. Shaw, has our number.`,
    {
      body: `This is attorney Lena Park, Esq. I represent the creditor; please call me about the balance.`,
      ctx: attorney,
    },
    `Your lawyer can request the full account history from us at any time.`,
    `You do not need an attorney to accept this settlement, but you are free to consult one.`,
    {
      body: `Our litigation department has filed the complaint; I signed it as the creditor's attorney. Your answer is due in 20 days.`,
      ctx: attorney,
    },
    `The lawyer who referred you to us said you wanted a payment plan. Happy to set one up.`,
    `Legally, you have 30 days to dispute; after that we can still talk about the balance.`,
  ],
};
