import {
  normalizeEmails,
  normalizeEventType,
  normalizeStates,
  recipientRows,
  routeRecipients,
  statesLabel,
} from './policies';

describe('notification policies', () => {
  it('treats an empty or All event as every event, and an empty or * state list as every state', () => {
    expect(normalizeEventType('')).toBe('*');
    expect(normalizeEventType('All')).toBe('*');
    expect(normalizeEventType('make_offer')).toBe('make_offer');
    expect(normalizeStates([])).toEqual([]);
    expect(normalizeStates(['TX', '*'])).toEqual([]);
    expect(normalizeStates('tx; ca;TX')).toEqual(['CA', 'TX']);
    expect(statesLabel([])).toBe('All states');
  });

  it('keeps at least two recipient rows and appends a blank one when all are filled', () => {
    expect(recipientRows([])).toEqual(['', '']);
    expect(recipientRows(['a@x.test', ''])).toEqual(['a@x.test', '']);
    expect(recipientRows(['a@x.test', 'b@x.test'])).toEqual(['a@x.test', 'b@x.test', '']);
    expect(normalizeEmails([' A@x.test ', '', 'a@x.test', 'b@x.test'])).toEqual(['a@x.test', 'b@x.test']);
  });

  const policies = [
    { emailType: 'make_offer', states: ['TX'], emails: ['tx-offers@firm.test', 'lead@firm.test'] },
    { emailType: '*', states: ['TX', 'CA'], emails: ['lead@firm.test', 'west@firm.test'] },
    { emailType: 'make_offer', states: ['NY'], emails: ['ny@firm.test'] },
    { emailType: 'new_message_from_consumer', states: [], emails: ['chat@firm.test'] },
  ];

  it('routes an event to every matching policy, de-duplicated', () => {
    expect(routeRecipients(policies, { eventType: 'make_offer', lawsuitState: 'TX' }, ['admin@firm.test'])).toEqual({
      recipients: ['tx-offers@firm.test', 'lead@firm.test', 'west@firm.test'],
      matched: true,
    });
    expect(
      routeRecipients(policies, { eventType: 'new_message_from_consumer', lawsuitState: 'FL' }, []).recipients,
    ).toEqual(['chat@firm.test']);
  });

  it("falls back to the firm's admins when nothing matches", () => {
    expect(
      routeRecipients(policies, { eventType: 'request_payment_details', lawsuitState: 'FL' }, ['Admin@firm.test']),
    ).toEqual({
      recipients: ['admin@firm.test'],
      matched: false,
    });
    // An account without a lawsuit state matches only all-states policies.
    expect(
      routeRecipients(policies, { eventType: 'make_offer', lawsuitState: null }, ['admin@firm.test']).matched,
    ).toBe(false);
  });
});
