import { renderEmail } from '../notifications/templates/render';
import { payoutNoticeEmail, type PayoutNoticeFacts } from './payout-notices';

const facts: PayoutNoticeFacts = {
  reference: 'r',
  payoutId: 6,
  lawFirmId: 1,
  firmName: 'Demo Law Group',
  amountCents: 38110,
  payments: 2,
  method: 'check',
  instruction: { method: 'check', name: 'Demo Law Group', address: { line_1: '1200 Main Street', city: 'Austin', state: 'TX', zip: '78701' } },
  checkNumber: '10005',
  trackingNumber: '9400100000000000100058',
  failureReason: null,
};

describe('payout notices', () => {
  it('tells the admins a payout is on hold, and where to add a configuration', () => {
    const mail = renderEmail('payout_notice', payoutNoticeEmail('on_hold', { ...facts, method: null, instruction: null }, 'https://parley.example').params);
    expect(mail.subject).toBe('Parley: $381.10 is waiting for your payout details');
    expect(mail.text).toContain('Set up payouts: https://parley.example/collectors/direct_deposit');
    expect(mail.text).toContain('02:00 UTC');
  });

  it('names the check and its tracking number when it is sent, and the reason when it fails', () => {
    const sent = renderEmail('payout_notice', payoutNoticeEmail('sent', facts, 'https://parley.example').params);
    expect(sent.subject).toBe('Parley: payout of $381.10 sent');
    expect(sent.text).toContain('Mailed check to Demo Law Group, 1200 Main Street, Austin, TX 78701');
    expect(sent.text).toContain('Check number: 10005');
    expect(sent.text).toContain('USPS tracking number: 9400100000000000100058');
    expect(sent.html).toContain('https://parley.example/collectors/payouts');
    const failed = renderEmail('payout_notice', payoutNoticeEmail('returned', { ...facts, failureReason: 'Returned to sender.' }, 'https://parley.example').params);
    expect(failed.subject).toBe('Parley: payout of $381.10 was returned');
    expect(failed.text).toContain('Returned to sender.');
    expect(failed.text).toContain('go into the next daily payout run');
  });
});
