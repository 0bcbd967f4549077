import { act, screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { identity, renderInAdmin } from '../test/admin';
import { json, mockFetch } from '../test/fetch-mock';
import { MetricCards } from './accounts/MetricCards';
import { METRICS } from './accounts/test-fixtures';
import { endsSession } from './authProvider';
import { dataProvider } from './dataProvider';
import { withoutSignedOutAnswers } from './use-collector-data-provider';

const METRICS_URL = 'GET /collectors/api/calculate_collector_metrics';
const settles = async (answer: Promise<unknown>) => Promise.race([answer.then(() => true), new Promise(r => setTimeout(() => r(false), 30))]);

describe('the portal dataProvider as pages use it', () => {
  it('keeps the metric cards loading when the session is over, instead of rendering react-admin’s empty stand-in', async () => {
    mockFetch({ [METRICS_URL]: () => json({ error: 'You need to sign in or sign up before continuing.' }, 401) });
    const logout = vi.fn(async () => undefined);
    const checkError = async (error: unknown) => {
      if (endsSession(error)) throw new Error('signed out');
    };
    renderInAdmin(<MetricCards />, identity(), '/collectors/accounts', dataProvider, memoryStore(), { checkError, logout });
    await waitFor(() => expect(logout).toHaveBeenCalled());
    await act(() => new Promise(resolve => setTimeout(resolve, 50)));
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.queryByText('Failed to load metrics')).toBeNull();
  });

  it('still shows the metrics when the session stands', async () => {
    mockFetch({ [METRICS_URL]: () => json({ metrics: METRICS }) });
    renderInAdmin(<MetricCards />, identity(), '/collectors/accounts', dataProvider);
    expect(await screen.findByTestId('metric-Offers')).toHaveTextContent(String(METRICS.offers_count));
  });

  it('holds back only a stand-in that follows a session-ending failure', async () => {
    const standIn = { data: {} };
    // An answer of that shape with no failure behind it passes through.
    const quiet = withoutSignedOutAnswers({ method: async () => standIn });
    expect(await settles(quiet.method())).toBe(true);
    // After a 401 (react-admin signs out and answers the stand-in), the call never settles.
    mockFetch({ [METRICS_URL]: () => json({ error: 'no session' }, 401) });
    const afterFailure = withoutSignedOutAnswers({
      method: async () => {
        await dataProvider.getAccountMetrics().catch(() => undefined);
        return standIn;
      },
    });
    expect(await settles(afterFailure.method())).toBe(false);
    // A refused permission (403 whose session stands) is not a session ending.
    mockFetch({ 'POST /collectors/api/reveal_ssn': () => json({ error: 'refused' }, 403) });
    const afterRefusal = withoutSignedOutAnswers({
      method: async () => {
        await dataProvider.revealAccountSsn({ customer_document_id: 5 }).catch(() => undefined);
        return standIn;
      },
    });
    expect(await settles(afterRefusal.method())).toBe(true);
  });
});
