import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DomainExports from '@parley/domain/exports';
import { identity, renderInAdmin } from '../../test/admin';
import { json, mockFetch } from '../../test/fetch-mock';
import { dataProvider } from '../dataProvider';
import { AccountDetails } from './AccountDetails';
import { accountRow, planAnswer } from './test-fixtures';

// The export's progress arrives on the realtime socket; here a socket that never speaks (the poll answers).
vi.mock('../../shared/realtime', () => ({
  connectRealtime: () => ({ on: vi.fn(), off: vi.fn(), disconnect: vi.fn() }),
}));

// A "long" history of a few lines, so the test need not render thousands of events.
vi.mock('@parley/domain/exports', async (importOriginal) => ({
  ...(await importOriginal<typeof DomainExports>()),
  ACTIVITY_LOG_IN_REQUEST_LINES: 2,
}));

const API = '/collectors/api';
const ID = '3f1c8a52-0d7e-4b8e-9a61-5c2b7d4e9f10';

beforeEach(() => sessionStorage.clear());

describe('AccountDetails, a long history', () => {
  it('has the worker write it, with a progress bar, then the link', async () => {
    const base = accountRow();
    const event = base.settlement_negotiation_events[0] ?? { id: 1, created_at: '2026-11-01T00:00:00Z', party: 'consumer', action: 'offer', disclosures: [] };
    const events = Array.from({ length: 3 }, (_, i) => ({ ...event, id: i + 1 }));
    const view = (v: object) => ({
      id: ID,
      kind: 'activity_log',
      status: 'running',
      file_name: 'activity_log_101.csv',
      rows_done: 0,
      rows_total: 0,
      estimate_seconds: null,
      download_url: null,
      error: null,
      expires_at: null,
      ...v,
    });
    let status = view({});
    const { calls } = mockFetch({
      [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()),
      [`POST ${API}/export_activity_log`]: () => json(view({ status: 'pending' }), 202),
      [`GET ${API}/exports/${ID}`]: () => json(status),
    });
    const { unmount } = renderInAdmin(
      <AccountDetails row={{ ...base, settlement_negotiation_events: events }} canViewFullSsn={false} onChange={vi.fn()} />,
      identity(),
      undefined,
      dataProvider,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download history (CSV)' }));
    expect(await screen.findByRole('status', { name: 'Export progress' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ customer_document_id: 101 });
    expect(calls.some((c) => c.url.startsWith(`${API}/activity_log`))).toBe(false);
    // Leaving and coming back: the export is picked up again, now written.
    unmount();
    status = view({ status: 'ready', rows_done: events.length, rows_total: events.length, download_url: `${API}/exports/${ID}/file` });
    renderInAdmin(
      <AccountDetails row={{ ...base, settlement_negotiation_events: events }} canViewFullSsn={false} onChange={vi.fn()} />,
      identity(),
      undefined,
      dataProvider,
    );
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute('href', `${API}/exports/${ID}/file`);
  });
});
