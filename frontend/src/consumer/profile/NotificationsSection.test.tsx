import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { NOTIFICATIONS_TEXT, NotificationsSection, type NoticePreferencesView } from './NotificationsSection';

configure({ asyncUtilTimeout: 5000 });

const view = (over: Partial<NoticePreferencesView> = {}): NoticePreferencesView => ({
  kinds: [
    { kind: 'counteroffer', label: 'The firm counteroffers', email: true, sms: true },
    { kind: 'payment_failed', label: 'A payment fails', email: true, sms: true },
  ],
  sms_available: false,
  opt_outs: [],
  ...over,
});

const show = () => renderAt('/my_dashboard', '/my_dashboard', <NotificationsSection />);

describe('NotificationsSection', () => {
  it('loads, turns a kind off from the keyboard and saves the kinds turned off', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/notification_preferences': () => json(view()),
      'PUT /api/v1/notification_preferences': (init) => {
        const body = JSON.parse(String(init.body));
        return json(view({ kinds: view().kinds.map((k) => ({ ...k, email: !body.email_off.includes(k.kind) })) }));
      },
    });
    show();
    expect(screen.getByText(NOTIFICATIONS_TEXT.loading)).toBeInTheDocument();
    const email = await screen.findByRole('switch', { name: 'E-mail: The firm counteroffers' });
    expect(email).toBeChecked();
    // Texts need consent: the text switches are off and disabled, and the page says why.
    expect(screen.getByRole('switch', { name: 'Text: The firm counteroffers' })).toBeDisabled();
    expect(screen.getByText(NOTIFICATIONS_TEXT.smsUnavailable)).toBeInTheDocument();
    email.focus();
    await userEvent.keyboard(' ');
    expect(email).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: NOTIFICATIONS_TEXT.save }));
    expect(await screen.findByText(NOTIFICATIONS_TEXT.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ email_off: ['counteroffer'], sms_off: [] });
  });

  it('shows a load error with a retry, and the server sentence when a save is refused', async () => {
    let fail = true;
    mockFetch({
      'GET /api/v1/notification_preferences': () => (fail ? json({ error: 'down' }, 500) : json(view())),
      'PUT /api/v1/notification_preferences': () => json({ error: 'email_off lists an unknown kind of notice' }, 422),
    });
    show();
    expect(await screen.findByText(NOTIFICATIONS_TEXT.loadError)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: NOTIFICATIONS_TEXT.retry }));
    await userEvent.click(await screen.findByRole('button', { name: NOTIFICATIONS_TEXT.save }));
    expect(await screen.findByText('email_off lists an unknown kind of notice')).toBeInTheDocument();
  });

  it('lists the opt-outs in force and undoes one', async () => {
    const optOut = { law_firm_id: 7, firm_name: 'Demo Law', channel: 'email' as const, opted_out_at: '2026-11-20T15:00:00.000Z' };
    const { calls } = mockFetch({
      'GET /api/v1/notification_preferences': () => json(view({ opt_outs: [optOut] })),
      'POST /api/v1/notification_preferences/opt_in': () => json(view()),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn back on: e-mails from Demo Law' }));
    await waitFor(() => expect(screen.getByText(NOTIFICATIONS_TEXT.noOptOuts)).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST' && c.url.includes('opt_in'))!.body).toEqual({ law_firm_id: 7, channel: 'email' });
  });
});
