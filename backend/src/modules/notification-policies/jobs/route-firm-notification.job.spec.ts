import { renderEmail } from '../../notifications/templates/render';
import type { RouteFirmNotificationPayload } from '../../../core/queue/jobs';
import { firmNotificationEmail } from './route-firm-notification.job';

describe('firm notification e-mail', () => {
  const event = {
    eventKey: '17',
    lawFirmId: 3,
    eventType: 'make_offer' as const,
    customerDocumentId: 42,
    lawsuitState: 'TX',
    summary: { customerName: 'Jordan <Ellis>', plaintiffName: 'Midland Credit', amount: '$1,200.00' },
  };

  it('says what happened and links to the account', () => {
    const mail = firmNotificationEmail(event, 'Demo Law Group', 'https://parley.test');
    const rendered = renderEmail(mail.template, mail.params);
    expect(rendered.subject).toBe('Parley: Jordan <Ellis> made a settlement offer.');
    expect(rendered.text).toContain('Client: Midland Credit');
    expect(rendered.text).toContain('State: TX');
    expect(rendered.text).toContain('Amount: $1,200.00');
    expect(rendered.text).toContain('https://parley.test/collectors/accounts?filters[customer_document_id]=42');
    // Consumer-supplied names are escaped in the HTML part.
    expect(rendered.html).toContain('Jordan &lt;Ellis&gt;');
    expect(rendered.html).not.toContain('<Ellis>');
  });

  it('words each event type', () => {
    const subject = (eventType: RouteFirmNotificationPayload['eventType']) =>
      renderEmail('firm_notification', firmNotificationEmail({ ...event, eventType, summary: {} }, 'F', 'http://x').params).subject;
    expect(subject('request_payment_details')).toBe("Parley: A consumer's settlement needs your payment details.");
    expect(subject('request_settlement_agreement')).toBe("Parley: A consumer's settlement is waiting for the settlement agreement.");
    expect(subject('new_message_from_consumer')).toBe('Parley: A consumer sent you a message.');
    expect(subject('auto_answer')).toBe("Parley: A consumer's offer was answered by a settlement rule.");
  });

  it('renders the invite with its link', () => {
    const rendered = renderEmail('collector_invite', { firm: 'Demo Law Group', inviter: 'Dana Whitfield', link: 'https://parley.test/collectors/invite?token=abc' });
    expect(rendered.subject).toBe('You have been invited to Demo Law Group on Parley');
    expect(rendered.text).toContain('Dana Whitfield has invited you');
    expect(rendered.text).toContain('https://parley.test/collectors/invite?token=abc');
  });
});
