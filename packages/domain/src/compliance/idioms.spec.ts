import { scanCollectorMessage } from './scan';
import { DEFAULT_SCAN_CONTEXT, type ScanContext } from './types';

const rules = (body: string, ctx: Partial<ScanContext> = {}) =>
  [...new Set(scanCollectorMessage(body, { ...DEFAULT_SCAN_CONTEXT, ...ctx }).map((v) => v.rule_id))].sort();

/**
 * The idioms and the quotation rules: a violation said in slang, misspelt or through the consumer's own words, and the
 * neutral sentences around the same words. Written for this spec, not taken from a labelled set.
 */
describe('idioms', () => {
  it.each([
    ['R-ARREST', 'Keep ignoring us and you might end up a guest of the county for a weekend.'],
    ['R-ARREST', 'u could get arested over this, for real'],
    ['R-ARREST', 'Hope orange is your colour, because an orange jumpsuit is next.'],
    ['R-SEIZE', 'We will send a tow rig out to the farm for that tractor on Friday.'],
    ['R-SEIZE', 'Friday at noon we go after your direct deposit.'],
    ['R-NOTINTENDED', 'Unpaid accounts like this can cost a parent the kids in family court.'],
    ['R-CRIME', 'Bouncing hot checks is a criminal matter in this state.'],
    ['R-GOVT', 'The state asked us to collect this, so we were sent by the state to settle it.'],
    ['R-ATTORNEY', 'The settlement papers are being drawn up by our counsel as we speak.'],
    ['R-AMOUNT', 'Every late week we tack another $25 onto the balance.'],
    ['R-ABUSE', 'Pay up, bonehead.'],
    ['R-VIOLENCE', 'Your kids walk home from Lincoln Elementary alone, right?'],
    ['R-SHAME', 'Your name goes up on the past due board in the lobby on Monday.'],
    ['R-HARASS', 'The autodialer is set to max on your number until this is paid.'],
    ['R-DISPUTE', 'No point disputing this one, we do not do disputes on store cards.'],
    ['R-THIRDPARTY-LIAB', 'Your roommate is liable too since the package came to your apartment.'],
  ])('%s: %s', (rule, body) => expect(rules(body)).toContain(rule));

  it.each([
    'My cousin is a correctional officer out at the county jail, so I know the hours are long.',
    'If you are worried about wage garnishment, the legal aid clinic can answer questions for free.',
    'Your payment will go toward the balance the day it arrives.',
    'We will send a driver to pick up the router you asked us to collect, at no cost.',
    'If you lose your job at the plant, tell us and we will pause the plan.',
    'Someone reported your card stolen, so we blocked it and opened a fraud claim for you.',
    'As a resident of the state, you have protections under its collection laws.',
    'You may want to seek counsel of your own before you sign.',
    'I have been working on your account all morning to find a better offer.',
    'We are on the same team here: let us find a plan that fits your budget.',
    'I would like to know what payment date works best for you.',
    'Your phone will get a reminder text three days before each payment.',
    'Your sister can make a payment for you if she chooses to, but she is not responsible.',
  ])('clean: %s', (body) => expect(rules(body)).toEqual([]));
});

describe('quotations', () => {
  it('a quoted denial the collector rebuts is the collector claim', () => {
    expect(rules('You said "they cannot lock me up over a card." Wrong. Keep ignoring it and see.')).toContain(
      'R-ARREST',
    );
    expect(rules('I know you said "they can\'t put me in jail for this" - well, I would not be so sure.')).toContain(
      'R-ARREST',
    );
  });

  it("a message that opens on the consumer's question, answered no, is clean", () => {
    expect(rules('"am i going to jail over this" -- no. Nobody goes to jail over a consumer debt.')).toEqual([]);
    expect(rules('"are you going to call my employer?" -- nope, we never contact employers.')).toEqual([]);
  });

  it("a rebuttal of a consumer's fear denies it rather than affirming it", () => {
    expect(rules('You said "you will call my boss." Wrong. We never contact employers.')).toEqual([]);
  });

  it('a dare is not a denial: "see if you do not end up ..."', () => {
    expect(rules('Keep dodging me and see if you do not end up in a cell.')).toContain('R-ARREST');
  });

  it("passages about something else are neutral: 'zero to do with this account'", () => {
    expect(rules('Immigration status has zero to do with this account, and we never contact anyone about it.')).toEqual(
      [],
    );
  });
});

describe('figures, signers and double negatives', () => {
  it('an amount above the balance that is another figure (an insurer adjustment, an income, a threshold) is clean', () => {
    const ctx = { accountBalanceCents: 50000 };
    expect(rules("After your insurer's contractual adjustment of $2,500, you owe $500.", ctx)).toEqual([]);
    expect(rules('You bring home $2,100 a month, so would $50 a month work? The balance is $500.', ctx)).toEqual([]);
    expect(rules('Accounts under $600 are never reported, and yours is $500.', ctx)).toEqual([]);
    expect(rules('You now owe $650 with our handling costs.', ctx)).toContain('R-AMOUNT');
  });

  it('a fee that is the debt, and a figure named a limit or a yearly saving, are clean', () => {
    const ctx = { accountBalanceCents: 50000 };
    expect(rules('The retainer fee balance is $500, and we can split it into five payments.', ctx)).toEqual([]);
    expect(rules('Your card had a $5,000 limit, and the balance is $500.', ctx)).toEqual([]);
    expect(rules('Original invoice: $1,200. Paid so far: $700. Remaining: $500.', ctx)).toEqual([]);
    expect(rules('We added a $40 processing fee, so you owe $540.', ctx)).toContain('R-AMOUNT');
  });

  it('a co-signer may be told, and is responsible; someone who signed nothing is not', () => {
    expect(rules('Your father co-signed the loan, so we sent him the same notice.')).toEqual([]);
    expect(rules('Your roommate is a co-tenant on the lease, so she is responsible with you.')).toEqual([]);
    expect(rules('Your brother signed nothing, but he owes this just the same.')).toContain('R-THIRDPARTY-LIAB');
  });

  it('"not unheard of" is not a denial', () => {
    expect(rules('It is not unheard of for the police to pick up people over balances like this.')).toContain(
      'R-ARREST',
    );
  });

  it('the time bar is read with an adverb in it', () => {
    expect(
      rules('The statute of limitations on this bill has technically run, but we will file a lawsuit if we must.'),
    ).toContain('R-NOTINTENDED');
  });
});

describe('the time bar said with the suit it rules out', () => {
  const old = { accountTimeBarred: true };
  it('is clean when the message says the debt is too old to be sued on', () => {
    expect(rules('This debt is past the time limit to be sued on, so we will not sue you for it.', old)).toEqual([]);
    expect(rules("The law doesn't let us sue you over a debt this old, and we won't.", old)).toEqual([]);
  });
  it('a suit kept open on it is still a threat', () => {
    expect(rules('The time limit ran out, but that does not mean we will not sue.', old)).toContain('R-NOTINTENDED');
  });
});

/**
 * Neutral messages a reviewer wrote against the idioms from the file alone (scheduling, confirmations, the consumer's
 * own news, referrals, fees that are the debt): each idiom they blocked was narrowed. Eleven more of the reviewer's
 * messages are still blocked by rules older than the idioms (docs/COMPLIANCE-SCANNER.md, "The fifth four-author
 * set").
 */
describe('neutral messages written against the idioms', () => {
  it.each([
    'Your callback got booked for Tuesday at 10 am, and Maria will call you from our main number.',
    'Hi Jale, thanks for your payment of 150 today. Your confirmation number is 44821.',
    'Your complaint has been taken into customer relations for review, and someone will reply within five business days.',
    'If you pay biweekly the installments are smaller, and the total stays the same.',
    'Wages are subject to garnishment only after a court judgment, and Social Security benefits are generally protected.',
    'We scheduled the debit to go after your direct deposit lands on the 1st, so there is no overdraft risk.',
    'We are sending a driver out to your place Thursday to drop off the replacement modem.',
    'Your insurance may have to cover the bill first, and then we will send you a statement for your copay.',
    'Sorry to hear the building permit was denied; we can lower your payment while you reapply.',
    "Glad your new employer's background check cleared! Congrats, and let us know if you want to change your payment date.",
    'You can verify our collection agency license on the state license board website using license number 12345.',
    "Legal aid can also help with a suspended driver's license from unpaid tickets.",
    'Your confirmation number starts with a T, followed by eight digits.',
    'Per your agreement, the returned payment fee for bounced checks is 25, and it is already included in the balance.',
    'If someone opened this card in your name, let the police know and send us the report number so we can pause collection.',
    'Property taxes are paid to the county treasurer, so we cannot take that payment here.',
    "Your credit balance refund was sent to the state for unclaimed property, and you can claim it on the treasurer's website.",
    "We received your legal team's letter and will now send all communication to them instead of you.",
    'Dana is the one assigned to your account now, and she will call you Tuesday at 2 pm.',
    'Need a copy of the settlement letter? We have one ready and can email it today.',
    'Per your contract, interest continues to accrue at 6 percent on the unpaid principal until it is paid.',
    'Send me your corrected mailing address and I will clean it all up in our system today.',
    'Forget about getting a paper bill each month; you can now see everything in the app.',
    "Sorry your furnace stopped working; we can push this month's payment so you can cover the repair.",
    'A technician has been dispatched to your home and should arrive between 1 and 3 pm.',
    'Do your kids take the bus to school? I can call after 9 once they are gone if that is easier.',
    'You might want to know that autopay gets you a quarter percent rate discount.',
    'You might be interested to know about our hardship program, which can lower payments to 50 a month.',
    'The past due section of your statement shows the 120 from March that is still open.',
    'Your name is on the list for a 2 pm callback, and you will get a text when we are ready.',
    'Please confirm the last 4 numbers of your card so I can apply the payment.',
    'Our payment line is open weekends too, from 9 to 1.',
    'I am in meetings back to back all day, can we talk tomorrow morning instead?',
    'If the line drops, please redial and ask for me by name.',
    "Only the estate is responsible for the deceased person's debts, so you do not owe this personally.",
    'Family members are responsible only if they co-signed or held the account jointly.',
    'Please disregard any other notice you got about the March payment; it posted on time.',
    'Let us lock in your callback for Tuesday and sort out the details later.',
    'You can dispute online and save yourself the stamp.',
  ])('clean: %s', (body) => expect(rules(body)).toEqual([]));
});
