import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identity, renderInAdmin } from '../../test/admin';
import { json, mockFetch } from '../../test/fetch-mock';
import { dataProvider } from '../dataProvider';
import { AccountDetails, ARCHIVE_CONFIRM, CANNOT_FIND_STRIPE_CUSTOMER, SSN_TOOLTIP } from './AccountDetails';
import type { AccountRow } from '@parley/domain/contracts/accounts';
import { accountRow, planAnswer } from './test-fixtures';
import { planSummaryDelay } from './use-payment-plan-summary';

const API = '/collectors/api';

function renderDetails(row: AccountRow, canViewFullSsn = false, onChange = vi.fn()) {
  // Inside react-admin's contexts, as in the portal: the commands go through the portal's dataProvider, and the
  // negotiation panel's on-call action reads the identity.
  const utils = renderInAdmin(
    <AccountDetails row={row} canViewFullSsn={canViewFullSsn} onChange={onChange} />,
    identity({ canViewFullSsn }),
    undefined,
    dataProvider,
  );
  return { ...utils, onChange };
}

afterEach(() => vi.useRealTimers());

describe('AccountDetails', () => {
  describe('hardship statement', () => {
    it('calls a language model’s statement AI-written, and a summary of the answers what it is', () => {
      mockFetch({ [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()) });
      const { unmount } = renderDetails(accountRow({ hardship_statement: 'The consumer lost their job.', hardship_statement_source: 'model' }));
      expect(screen.getByTestId('hardship-statement-label')).toHaveTextContent('Hardship statement (AI-written summary)');
      unmount();
      renderDetails(
        accountRow({
          hardship_statement: 'The consumer reports a hardship: medical bills or illness.',
          hardship_statement_source: 'answers',
        }),
      );
      expect(screen.getByTestId('hardship-statement-label')).toHaveTextContent("Hardship statement (Summary of the consumer's answers)");
      expect(screen.queryByText(/AI-written/)).not.toBeInTheDocument();
      expect(screen.getByText('The consumer reports a hardship: medical bills or illness.')).toBeInTheDocument();
    });
  });

  describe('SSN reveal', () => {
    it('reveals the full SSN for a permitted user when it is stored', async () => {
      const { calls } = mockFetch({
        [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()),
        [`POST ${API}/reveal_ssn`]: () => json({ social_security_number: '123451234' }),
      });
      renderDetails(accountRow(), true);
      expect(screen.getByTestId('ssn-value')).toHaveTextContent('***-**-1234');
      await userEvent.click(screen.getByRole('button', { name: 'Reveal' }));
      expect(await screen.findByText('123-45-1234')).toBeInTheDocument();
      expect(calls.find(c => c.url === `${API}/reveal_ssn`)?.body).toEqual({ customer_document_id: 101 });
      await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
      expect(screen.getByTestId('ssn-value')).toHaveTextContent('***-**-1234');
    });

    it('disables Reveal with a tooltip for users without the permission', async () => {
      mockFetch({ [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()) });
      renderDetails(accountRow(), false);
      expect(screen.getByRole('button', { name: 'Reveal' })).toBeDisabled();
      expect(screen.getByLabelText(SSN_TOOLTIP.noPermission)).toBeInTheDocument();
    });

    it('disables Reveal with a tooltip when only the last four digits are stored', async () => {
      mockFetch({ [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()) });
      renderDetails(
        accountRow({ social_security_number: { social_security_number: null, social_security_number_last_four: '9876', full_ssn_available: false } }),
        true,
      );
      expect(screen.getByTestId('ssn-value')).toHaveTextContent('***-**-9876');
      expect(screen.getByRole('button', { name: 'Reveal' })).toBeDisabled();
      fireEvent.mouseOver(screen.getByLabelText(SSN_TOOLTIP.lastFourOnly));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(SSN_TOOLTIP.lastFourOnly);
    });

    it("shows the server's refusal", async () => {
      mockFetch({
        [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()),
        [`POST ${API}/reveal_ssn`]: () => json({ error: 'You do not have permission to view full SSNs.' }, 403),
      });
      renderDetails(accountRow(), true);
      await userEvent.click(screen.getByRole('button', { name: 'Reveal' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to view full SSNs.');
      expect(screen.getByTestId('ssn-value')).toHaveTextContent('***-**-1234');
    });
  });

  describe('archive', () => {
    it('asks for confirmation, archives and reports the new state', async () => {
      const { calls } = mockFetch({
        [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()),
        [`POST ${API}/archive_document`]: () => json({ customer_document: { id: 101, archived_by_law_firm_on: '2026-11-23T10:00:00.000Z' } }),
      });
      const { onChange } = renderDetails(accountRow());
      await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(ARCHIVE_CONFIRM.archive);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
      await waitFor(() => expect(onChange).toHaveBeenCalled());
      expect(onChange.mock.calls[0]![0].customer_document.archived_by_law_firm_on).toBe('2026-11-23T10:00:00.000Z');
      expect(calls.find(c => c.url === `${API}/archive_document`)?.body).toEqual({ customer_document_id: 101 });
    });

    it('does nothing when the confirmation is cancelled', async () => {
      const { calls } = mockFetch({ [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()) });
      renderDetails(accountRow());
      await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(calls.some(c => c.url.includes('archive'))).toBe(false);
    });

    it("asks before unarchiving and alerts 'Failed to unarchive document' on failure", async () => {
      mockFetch({
        [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()),
        [`POST ${API}/unarchive_document`]: () => json({ error: 'nope' }, 500),
      });
      const { onChange } = renderDetails(accountRow({ customer_document: { id: 101, user_id: 5, archived_by_law_firm_on: '2026-11-01T00:00:00Z' } }));
      await userEvent.click(screen.getByRole('button', { name: 'Unarchive' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(ARCHIVE_CONFIRM.unarchive);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Unarchive' }));
      expect(await screen.findByText('Failed to unarchive document')).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });

    it("alerts 'Failed to archive document' when the network is down", async () => {
      mockFetch({
        [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()),
        [`POST ${API}/archive_document`]: () => {
          throw new TypeError('Failed to fetch');
        },
      });
      renderDetails(accountRow());
      await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
      expect(await screen.findByText('Failed to archive document')).toBeInTheDocument();
    });
  });

  describe('payments', () => {
    it('lists Stripe payments net of commission and checks with their numbers', async () => {
      mockFetch({
        [`GET ${API}/payment_plan_summary`]: () =>
          json(planAnswer({ has_payment_plan: true, payment_plan_summary: { progress_percentage: 25, next_payment_amount: 50000, next_payment_date: '2026-12-15' } })),
      });
      renderDetails(
        accountRow({
          current_action: { type: 'first_payment_made', params: {} },
          stripe_payment_intents: [{ id: 'pi_1', status: 'succeeded', created: 1763900000, amount: 50000, metadata: { commission: 2500 } }],
          checkbook_payments: [
            { payout_id: 5, method: 'check', status: 'sent', amount_cents: 47500, created_at: '2026-11-24T02:00:00.000Z', paid_at: null, tracking_number: '9400100000000000100426', check_number: '10042' },
          ],
          payments_made: 1,
        }),
      );
      const stripe = screen.getByRole('table', { name: 'Card and bank payments' });
      expect(within(stripe).getByText('$475.00')).toBeInTheDocument();
      expect(within(stripe).getByText('Succeeded')).toBeInTheDocument();
      const checks = screen.getByRole('table', { name: 'Payouts to the firm' });
      expect(checks).toHaveTextContent('10042');
      expect(checks).toHaveTextContent('9400100000000000100426');
      expect(within(checks).getByText('Sent')).toBeInTheDocument();
      expect(within(checks).getByText('$475.00')).toBeInTheDocument();
      expect(within(checks).getByRole('link', { name: /Nov 2[34], 2026/ })).toHaveAttribute('href', '/collectors/payouts');
      await screen.findByText('Consumer made their latest payment');
      expect(screen.queryByText(CANNOT_FIND_STRIPE_CUSTOMER)).not.toBeInTheDocument();
    });

    it("warns 'Cannot find stripe customer' when payments do not match and no plan exists", async () => {
      mockFetch({ [`GET ${API}/payment_plan_summary`]: () => json(planAnswer({ has_payment_plan: false })) });
      renderDetails(accountRow({ current_action: { type: 'payment_setup_complete', params: {} }, payments_made: 0 }));
      expect(await screen.findByText(CANNOT_FIND_STRIPE_CUSTOMER)).toBeInTheDocument();
      expect(screen.getByTestId('current-action-text')).toHaveTextContent("Consumer set up auto-pay but hasn't made a payment yet.");
    });
  });

  describe('payment plan progress', () => {
    it('polls while the summary is pending, 1 s growing, then shows the ring and next payment', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let answers = 0;
      mockFetch({
        [`GET ${API}/payment_plan_summary`]: () => {
          answers += 1;
          return answers < 3
            ? json(planAnswer({ pending: true }))
            : json(planAnswer({ has_payment_plan: true, payment_plan_summary: { progress_percentage: 25, next_payment_amount: 50000, next_payment_date: '2026-12-15' } }));
        },
      });
      renderDetails(accountRow({ current_action: { type: 'first_payment_made', params: {} }, payments_made: 1 }));
      await waitFor(() => expect(answers).toBe(1));
      // The first retry waits 1 s (with a margin for the clock that advances with real time).
      await act(async () => vi.advanceTimersByTime(planSummaryDelay(0) - 400));
      expect(answers).toBe(1);
      await act(async () => vi.advanceTimersByTime(400));
      await waitFor(() => expect(answers).toBe(2));
      await act(async () => vi.advanceTimersByTime(planSummaryDelay(1)));
      await waitFor(() => expect(answers).toBe(3));
      expect(await screen.findByText('Consumer made their latest payment')).toBeInTheDocument();
      expect(screen.getByText('Next payment $500.00 on Dec 15, 2026')).toBeInTheDocument();
      expect(screen.getByText('25%')).toBeInTheDocument();
    });

    it('gives up after 5 retries', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let answers = 0;
      mockFetch({
        [`GET ${API}/payment_plan_summary`]: () => {
          answers += 1;
          return json(planAnswer({ pending: true }));
        },
      });
      renderDetails(accountRow({ current_action: { type: 'first_payment_made', params: {} } }));
      for (let retry = 0; retry < 5; retry += 1) {
        await waitFor(() => expect(answers).toBe(retry + 1));
        await act(async () => vi.advanceTimersByTime(planSummaryDelay(retry)));
      }
      await waitFor(() => expect(answers).toBe(6));
      expect(await screen.findByText('The payment plan is still being prepared.')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(20_000));
      expect(answers).toBe(6);
      // 'Check again' starts over: one ask, then the retries from 1 s again.
      await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
      await waitFor(() => expect(answers).toBe(7));
      expect(screen.queryByText('The payment plan is still being prepared.')).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(planSummaryDelay(0)));
      await waitFor(() => expect(answers).toBe(8));
    });

    it('says the plan failed to load, and Retry asks again', async () => {
      let fail = true;
      mockFetch({
        [`GET ${API}/payment_plan_summary`]: () =>
          fail
            ? json({ error: 'boom' }, 500)
            : json(planAnswer({ has_payment_plan: true, payment_plan_summary: { progress_percentage: 25, next_payment_amount: 50000, next_payment_date: '2026-12-15' } })),
      });
      renderDetails(accountRow({ current_action: { type: 'first_payment_made', params: {} }, payments_made: 1 }));
      expect(await screen.findByText('Failed to load the payment plan')).toBeInTheDocument();
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Next payment $500.00 on Dec 15, 2026')).toBeInTheDocument();
      expect(screen.queryByText('Failed to load the payment plan')).not.toBeInTheDocument();
    });

    it("shows 'Paid' at 100 %", async () => {
      mockFetch({
        [`GET ${API}/payment_plan_summary`]: () =>
          json(planAnswer({ has_payment_plan: true, payment_plan_summary: { progress_percentage: 100, next_payment_amount: null, next_payment_date: null } })),
      });
      renderDetails(accountRow({ current_action: { type: 'first_payment_made', params: {} } }));
      expect(await screen.findByTestId('current-action-text')).toHaveTextContent('Paid');
    });
  });

  it("downloads the history CSV with the server's file name", async () => {
    const createObjectURL = vi.fn(() => 'blob:history');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = mockFetch({
      [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()),
      [`GET ${API}/activity_log`]: () =>
        new Response('Payment History\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="activity_log_101.csv"' } }),
    });
    renderDetails(accountRow());
    await userEvent.click(screen.getByRole('button', { name: 'Download history (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('activity_log_101.csv');
    expect(calls.find(c => c.url.startsWith(`${API}/activity_log`))?.url).toBe(`${API}/activity_log?customer_document_id=101`);
  });

  it("says 'Failed to download file' when the history download fails", async () => {
    mockFetch({
      [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()),
      [`GET ${API}/activity_log`]: () => json({ error: 'Not found' }, 404),
    });
    renderDetails(accountRow());
    await userEvent.click(screen.getByRole('button', { name: 'Download history (CSV)' }));
    expect(await screen.findByText('Failed to download file')).toBeInTheDocument();
  });
});
