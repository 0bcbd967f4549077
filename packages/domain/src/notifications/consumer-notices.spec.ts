import { consumerTimeZones, nextContactTime } from '../time-zones';
import {
  CONSUMER_NOTICE_KINDS,
  DEBT_COLLECTOR_DISCLOSURE,
  DEFAULT_PREFERENCES,
  LAWSUIT_DEADLINE_LEAD_DAYS,
  lawsuitDeadlineLead,
  noticeContent,
  reminderDay,
  noticeKindOfEvent,
  skipReason,
  smsKeyword,
  toE164,
  type DeliveryFacts,
} from './consumer-notices';

const facts = {
  firmName: 'Demo Law',
  accountUrl: 'https://parley.test/customer_documents/7',
  payUrl: 'https://parley.test/customer_documents/7/payment_actions',
  optOutUrl: 'https://parley.test/notifications/opt_out/tok',
  amountCents: 12_500,
  paymentsMade: 2,
  paymentsTotal: 4,
  remainingCents: 25_000,
  chargeDate: '2026-12-05',
};

describe('which events notify the consumer', () => {
  it.each([
    [{ party: 'collector', action: 'counteroffer' }, 'counteroffer'],
    [{ party: 'system', action: 'counteroffer' }, 'counteroffer'],
    [{ party: 'collector', action: 'accept' }, 'acceptance'],
    [{ party: 'system', action: 'accept' }, 'acceptance'],
    [{ party: 'collector', action: 'sent_settlement_agreement' }, 'agreement_ready'],
    [{ party: 'collector', action: 'sent_verification' }, 'verification_uploaded'],
    [{ party: 'system', action: 'payment_made', payments_made: 1, payments_total: 3 }, 'payment_succeeded'],
    [{ party: 'system', action: 'payment_made', payments_made: 3, payments_total: 3 }, 'plan_paid_in_full'],
    [{ party: 'consumer', action: 'offer' }, null],
    [{ party: 'consumer', action: 'counteroffer' }, null],
    [{ party: 'consumer', action: 'accept' }, null],
    [{ party: 'consumer', action: 'signed_settlement_agreement' }, null],
    [{ party: 'consumer', action: 'dispute' }, null],
    [{ party: 'collector', action: 'sent_confusing_response_to_offer' }, null],
  ])('%j -> %s', (event, kind) => {
    expect(noticeKindOfEvent(event)).toBe(kind);
  });
});

describe('notice content', () => {
  it.each(CONSUMER_NOTICE_KINDS.map((k) => [k]))('%s carries the disclosure and the opt-out link, in the e-mail and the text', (kind) => {
    const c = noticeContent(kind, facts);
    expect(c.lines).toContain(DEBT_COLLECTOR_DISCLOSURE);
    expect(c.lines.join('\n')).toContain(facts.optOutUrl);
    expect(c.sms).toContain(DEBT_COLLECTOR_DISCLOSURE);
    expect(c.sms).toContain('Reply STOP');
    expect(c.sms).toContain(c.action.href);
    expect(c.sms.length).toBeLessThanOrEqual(320);
    expect(c.action.href.startsWith('https://parley.test/')).toBe(true);
  });
  it('gives the receipt its amount, the plan progress and the remaining balance', () => {
    const c = noticeContent('payment_succeeded', facts);
    expect(c.subject).toBe('Receipt: your payment of $125.00');
    expect(c.lines).toEqual(expect.arrayContaining(['We received your payment of $125.00 to Demo Law.', 'This was payment 2 of 4.', 'Remaining balance: $250.00.']));
  });
  it('sends the pay-now link with a failed payment', () => {
    const c = noticeContent('payment_failed', facts);
    expect(c.action).toEqual({ label: 'Pay now', href: facts.payUrl });
  });
  it('names the firm of a chat message but never holds a message text', () => {
    const c = noticeContent('chat_message', facts);
    expect(c.subject).toBe('You have a new message from Demo Law');
    expect(c.lines[0]).toBe('Demo Law sent you a message. Sign in to read it.');
  });
});

describe('whether a notice goes out', () => {
  const base: DeliveryFacts = {
    kind: 'counteroffer',
    channel: 'email',
    preferences: DEFAULT_PREFERENCES,
    optedOut: false,
    chatOptedOut: false,
    ceased: false,
    representedByAttorney: false,
    smsConsent: false,
    phone: null,
  };
  it('sends e-mail by default and texts only with consent and a number', () => {
    expect(skipReason(base)).toBeNull();
    expect(skipReason({ ...base, channel: 'sms' })).toBe('no_sms_consent');
    expect(skipReason({ ...base, channel: 'sms', smsConsent: true })).toBe('no_phone');
    expect(skipReason({ ...base, channel: 'sms', smsConsent: true, phone: '+15125550142' })).toBeNull();
  });
  it('stops firm notices after an opt-out, a request to stop or representation, but not receipts', () => {
    for (const stop of [{ optedOut: true }, { chatOptedOut: true }]) expect(skipReason({ ...base, ...stop })).toBe('opted_out');
    expect(skipReason({ ...base, ceased: true })).toBe('ceased');
    expect(skipReason({ ...base, representedByAttorney: true })).toBe('represented');
    expect(skipReason({ ...base, kind: 'payment_failed', optedOut: true })).toBe('opted_out');
    for (const kind of ['payment_succeeded', 'plan_paid_in_full'] as const)
      expect(skipReason({ ...base, kind, optedOut: true, ceased: true, representedByAttorney: true })).toBeNull();
  });
  it("honours the consumer's own choices per channel, receipts included", () => {
    const preferences = { email_off: ['payment_succeeded' as const], sms_off: [] };
    expect(skipReason({ ...base, kind: 'payment_succeeded', preferences })).toBe('turned_off');
    expect(skipReason({ ...base, kind: 'payment_succeeded', preferences, channel: 'sms', smsConsent: true, phone: '+1' })).toBeNull();
  });
});

describe('contact hours of a notice', () => {
  it('holds a notice due at 22:30 in Los Angeles until 8:00 there the next morning', () => {
    const at = new Date('2026-06-10T05:30:00Z'); // 22:30 PDT on June 9
    expect(nextContactTime(at, consumerTimeZones('CA')).toISOString()).toBe('2026-06-10T15:00:00.000Z');
  });
  it('sends at once inside the window', () => {
    const at = new Date('2026-06-10T18:00:00Z'); // 14:00 EDT
    expect(nextContactTime(at, consumerTimeZones('NY')).toISOString()).toBe(at.toISOString());
  });
  it('uses the state of the address before the lawsuit state, then New York', () => {
    const at = new Date('2026-06-10T12:30:00Z'); // 8:30 in New York, 5:30 in Los Angeles
    expect(nextContactTime(at, consumerTimeZones('CA', 'NY')).toISOString()).toBe('2026-06-10T15:00:00.000Z');
    expect(nextContactTime(at, consumerTimeZones(null, 'NY')).toISOString()).toBe(at.toISOString());
    expect(nextContactTime(at, consumerTimeZones(null, null)).toISOString()).toBe(at.toISOString());
  });
  it('waits for both zones of a two-zone state (Texas: 8:00 in El Paso is 9:00 in Austin)', () => {
    const at = new Date('2026-06-10T13:30:00Z'); // 8:30 CDT, 7:30 MDT
    expect(nextContactTime(at, consumerTimeZones('TX')).toISOString()).toBe('2026-06-10T14:00:00.000Z');
  });
  it('lands on 8:00 local across the spring-forward and fall-back nights', () => {
    // 2026-03-08: New York springs forward; 8:00 EDT is 12:00 UTC (the evening before was EST).
    expect(nextContactTime(new Date('2026-03-08T03:00:00Z'), ['America/New_York']).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    // 2026-11-01: New York falls back; 8:00 EST is 13:00 UTC.
    expect(nextContactTime(new Date('2026-11-01T03:00:00Z'), ['America/New_York']).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // Arizona keeps no DST: 21:30 MST on March 8 is held to 8:00 MST (15:00 UTC) on March 9.
    expect(nextContactTime(new Date('2026-03-09T04:30:00Z'), consumerTimeZones('AZ')).toISOString()).toBe('2026-03-09T15:00:00.000Z');
  });
});

describe('text message helpers', () => {
  it('writes US numbers as +1 and ten digits, and refuses what is not one', () => {
    expect(toE164('(512) 555-0142')).toBe('+15125550142');
    expect(toE164('5125550142')).toBe('+15125550142');
    expect(toE164('1-512-555-0142')).toBe('+15125550142');
    for (const bad of [null, undefined, '', '555-0142', '0125550142', '51255501421', 'call me']) expect(toE164(bad)).toBeNull();
  });
  it('reads STOP, START and HELP keywords, whole-message and any case', () => {
    expect(smsKeyword(' stop ')).toBe('stop');
    expect(smsKeyword('Unsubscribe')).toBe('stop');
    expect(smsKeyword('START')).toBe('start');
    expect(smsKeyword('help')).toBe('help');
    for (const other of ['please stop calling', 'hello', '', 42, null]) expect(smsKeyword(other)).toBeNull();
  });
});

describe('reminders', () => {
  it('counts a reminder on the local day it goes out, and nothing else against the limit', () => {
    // 02:30 UTC on Dec 5 is still Dec 4 in New York and in Los Angeles.
    const at = new Date('2026-12-05T02:30:00Z');
    expect(reminderDay('autopay_reminder', at, ['America/New_York'])).toBe('2026-12-04');
    expect(reminderDay('lawsuit_deadline_reminder', at, consumerTimeZones('CA'))).toBe('2026-12-04');
    expect(reminderDay('lawsuit_deadline_reminder', new Date('2026-12-05T13:00:00Z'), ['America/New_York'])).toBe('2026-12-05');
    for (const kind of ['counteroffer', 'chat_message', 'payment_succeeded', 'payment_failed'] as const) expect(reminderDay(kind, at, ['America/New_York'])).toBeNull();
  });
  it('reminds of a lawsuit date 7 and 2 days ahead; a date learned late gets only the nearer reminder', () => {
    expect([...LAWSUIT_DEADLINE_LEAD_DAYS].sort()).toEqual([2, 7]);
    const today = '2026-12-01';
    expect(lawsuitDeadlineLead('2026-12-09', today)).toBeNull();
    expect(lawsuitDeadlineLead('2026-12-08', today)).toBe(7);
    expect(lawsuitDeadlineLead('2026-12-04', today)).toBe(7);
    expect(lawsuitDeadlineLead('2026-12-03', today)).toBe(2);
    expect(lawsuitDeadlineLead('2026-12-02', today)).toBe(2);
    expect(lawsuitDeadlineLead('2026-12-01', today)).toBeNull();
    expect(lawsuitDeadlineLead('2026-11-30', today)).toBeNull();
    // Across a month and a year's end.
    expect(lawsuitDeadlineLead('2027-01-02', '2026-12-31')).toBe(2);
  });
  it('names the answer deadline or the court date, the days left and the firm, never more than a text holds', () => {
    const answer = noticeContent('lawsuit_deadline_reminder', { ...facts, deadlineDate: '2026-12-08', deadlineKind: 'answer', daysLeft: 7 });
    expect(answer.subject).toBe('Your answer to the lawsuit is due on 2026-12-08');
    expect(answer.lines[0]).toBe('Your answer to the lawsuit about your account with Demo Law is due on 2026-12-08, in 7 days.');
    const court = noticeContent('lawsuit_deadline_reminder', { ...facts, deadlineDate: '2026-12-03', deadlineKind: 'court', daysLeft: 1 });
    expect(court.subject).toBe('Your court date is 2026-12-03');
    expect(court.lines[0]).toContain('is 2026-12-03, in 1 day.');
    expect(court.sms.length).toBeLessThanOrEqual(320);
    expect(court.action.href).toBe(facts.accountUrl);
  });
});
