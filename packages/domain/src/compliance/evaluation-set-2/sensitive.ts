import { breaks, clean, type AccountFacts, type LabelledMessage, type RuleId } from './types';

const v = (text: string, rules: RuleId[] = ['R-SENSITIVE'], facts?: AccountFacts) => breaks('R-SENSITIVE', text, rules, facts);
const c = (text: string, facts?: AccountFacts) => clean('R-SENSITIVE', text, facts);

/**
 * A full Social Security number (an area other than 000, 666 or 900-999, a group other than 00, a serial other than
 * 0000) or a full card number (13 to 19 digits that pass the Luhn check) written in the chat, in any grouping.
 * Last fours, phone numbers, routing numbers, reference numbers and invalid numbers are not.
 */
export const SENSITIVE: LabelledMessage[] = [
  v(`To confirm, your SSN is 123-45-6789, right?`),
  v(`Card on file: 4111 1111 1111 1111.`),
  v(`SSN 234567891 verified.`),
  v(`We charged 5555 5555 5555 4444 this morning.`),
  v(`your social is 345.67.8912 correct?`),
  v(`Please confirm the card number 378282246310005.`),
  v(`SSN: 456 78 9123`),
  v(`Using 6011111111111117 for today's payment.`),
  v(`Hi Ana, your SS# 521-44-8890 matches our records.`),
  v(`card# 4012-8888-8888-1881 was declined`),
  v(`Dear Mr. Wu, our records list your Social Security number as 612 34 5789.`),
  v(`Your debit card 4242424242424242 is set up for autopay.`),
  v(`ssn=078051120`),
  v(`Account holder SSN 301-22-4455, DOB 4/5/1980.`),
  v(`Not the last four, the full number we have is 5105 1051 0510 5100.`),
  v(`we got ur ssn as 212 09 9999`),
  v(`The refund will go back to card 4000056655665556.`),
  v(`Is 2223003122003222 the Mastercard you want to use?`),
  v(`You wrote your SSN as 531-20-7788 in the last message. Please don't share it here.`),
  v(`Verify your card: 3566 0020 2036 0505`),
  v(`Payment method updated to 4532 0187 3341 2903, expiry 08/27.`),
  v(`We have the Amex 3742 159876 20137 on file for the plan.`),
  v(`Your social security number (555-12-3456) was updated in our system.`),
  v(`the card u gave me 6011 9876 5432 1019 didnt go thru, try another?`),
  v(`Sorry, I meant to confirm the number ending 7788: 531207788. Correct?`),

  c(`We have your SSN ending in 6789 on file.`),
  c(`Routing number 021000021 and the account ending 4432 are on file.`),
  c(`Your reference number is 2024-0012-7781.`),
  c(`Call us at (555) 123-4567.`),
  c(`The card ending in 1111 was charged $50.`),
  c(`The SSN 000-12-3456 looks wrong; could you double-check the number you entered?`),
  c(`Your ZIP+4 is 94107-1234.`),
  c(`Our internal account number is 1234567890123. It is not a card number.`),
  c(`Payment confirmation: 4829 1033 7781.`),
  c(`Your date of birth on file is 04/05/1980.`),
  c(`We'll never ask for your full Social Security number in chat.`),
  c(`Last four of your card: 4242.`),
  c(`Order ID 9876543210.`),
  c(`The number 987-65-4321 in the letter you sent is not a valid SSN.`),
  c(`Card number 4111 1111 1111 1112 was rejected as invalid; please check it.`),
  c(`Please don't send your full card number here; use the secure payment page.`),
  c(`Wire instructions: ABA 026009593, account ending 0017.`),
  c(`SSN: ***-**-6789`),
  c(`We'll text you at 212-555-0187.`),
  c(`The sample number 666-12-3456 on the form isn't a real one.`),
  c(`Your balance of $1,234.56 is due on 06/15/2025.`, { accountBalanceCents: 123456 }),
  c(`Card ending 0005, expiring 09/28, is the one on file.`),
  c(`Your file number is 88-1200-45; please quote it when you call.`),
  c(`Social Security number? We already have it, you don't need to send it again.`),
  c(`Your payment of $5,105.10 posted; confirmation 5105-1051.`),
];
