import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { theme } from '../../../shared/theme';
import { dataProvider } from '../../dataProvider';
import { accountRow, planAnswer } from '../test-fixtures';
import type { AccountRow, CurrentAction } from '@parley/domain/contracts/accounts';
import type { PlanSummaryState } from '../use-payment-plan-summary';
import { NegotiationPanel } from './NegotiationPanel';

export const API = '/collectors/api';
export const VALID = '2026-11-26';

export function currentActionAnswer(action: CurrentAction | null, valid = VALID) {
  return { current_action: action, valid_first_payment_date: valid };
}

/** A consumer offer as get_current_action carries it. */
export function consumerOffer(firstPaymentDate: string) {
  return { total_amount_cents: 200000, payments: 4, first_payment_date: firstPaymentDate, phases: [] };
}

export function renderPanel(
  row: AccountRow = accountRow(),
  plan: PlanSummaryState = { status: 'ready', answer: planAnswer() },
) {
  const onChange = vi.fn();
  const reload = vi.fn();
  const utils = render(
    // Inside react-admin's contexts, as on the accounts page: the portal's dataProvider carries the negotiation
    // commands, and notifications show in its Notification.
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} store={memoryStore()} theme={theme}>
        <NegotiationPanel row={row} plan={{ state: plan, reload }} onChange={onChange} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...utils, onChange, reload };
}
