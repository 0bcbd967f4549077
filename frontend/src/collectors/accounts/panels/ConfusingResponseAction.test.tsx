import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { identity } from '../../../test/admin';
import { json, mockFetch } from '../../../test/fetch-mock';
import { theme } from '../../../shared/theme';
import type { CollectorIdentity } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { CONFUSING_TEXT, ConfusingResponseAction } from './ConfusingResponseAction';

function renderAction(who: CollectorIdentity, step: 'accept_or_counteroffer' | 'request_payment_details' | 'waiting_for_customer') {
  const onRecorded = vi.fn();
  const onOpenChange = vi.fn();
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => who,
    getPermissions: async () => who.scope,
  };
  render(
    <MemoryRouter>
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} store={memoryStore()} theme={theme}>
        <ConfusingResponseAction customerDocumentId={101} step={step} onRecorded={onRecorded} onOpenChange={onOpenChange} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { onRecorded, onOpenChange };
}

const oncall = identity({ email: 'oncall@parley.test', scope: 'admin', lawFirm: null, isOnCallAdmin: true });

describe('recording a confusing response', () => {
  it('is offered to on-call admins only, and only where the firm owes an answer', async () => {
    mockFetch({});
    renderAction(identity({ scope: 'admin' }), 'accept_or_counteroffer');
    await new Promise(r => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: CONFUSING_TEXT.button })).not.toBeInTheDocument();
  });

  it('is not offered while the consumer is the one to move', async () => {
    mockFetch({});
    renderAction(oncall, 'waiting_for_customer');
    await new Promise(r => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: CONFUSING_TEXT.button })).not.toBeInTheDocument();
  });

  it('asks for the reason, sends it through the dataProvider and tells the admin, or shows the server\'s words', async () => {
    let answer = () => json({ success: false, error: 'Somebody else moved first.' }, 409);
    const { calls } = mockFetch({ 'POST /collectors/api/record_confusing_response': () => answer() });
    const { onRecorded } = renderAction(oncall, 'request_payment_details');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: CONFUSING_TEXT.button }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Lawyer Sent Confusing Response To Payment Details Request');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(within(dialog).getByText(CONFUSING_TEXT.reasonRequired)).toBeInTheDocument();
    expect(calls.filter(c => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked for a fax number.');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    // The refusal is read out inside the dialog (the modal hides the page's toasts from screen readers).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Somebody else moved first.');
    expect(onRecorded).not.toHaveBeenCalled();

    answer = () => json({ success: true });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledWith('Lawyer Sent Confusing Response To Payment Details Request: Asked for a fax number.'));
    expect(calls.filter(c => c.method === 'POST').at(-1)!.body).toEqual({ customer_document_id: 101, reason: 'Asked for a fax number.' });
  });

  it('tells the panel when it opens and closes, so the panel does not change under the dialog', async () => {
    mockFetch({});
    const { onOpenChange } = renderAction(oncall, 'accept_or_counteroffer');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: CONFUSING_TEXT.button }));
    const dialog = await screen.findByRole('dialog');
    expect(onOpenChange.mock.calls).toEqual([[true]]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('hands focus back to its caller when the step moves on while the button holds it, and only then', async () => {
    mockFetch({});
    const authProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getIdentity: async () => oncall,
      getPermissions: async () => oncall.scope,
    };
    const onFocusLost = vi.fn();
    const at = (step: 'accept_or_counteroffer' | 'waiting_for_customer') => (
      <MemoryRouter>
        <AdminContext authProvider={authProvider} dataProvider={dataProvider} store={memoryStore()} theme={theme}>
          <ConfusingResponseAction customerDocumentId={101} step={step} onRecorded={vi.fn()} onFocusLost={onFocusLost} />
        </AdminContext>
      </MemoryRouter>
    );
    const { rerender } = render(at('accept_or_counteroffer'));
    const button = await screen.findByRole('button', { name: CONFUSING_TEXT.button });
    // Not focused: the step moving on takes nothing from anyone.
    rerender(at('waiting_for_customer'));
    expect(onFocusLost).not.toHaveBeenCalled();
    rerender(at('accept_or_counteroffer'));
    (await screen.findByRole('button', { name: CONFUSING_TEXT.button })).focus();
    expect(button.isConnected ? button : screen.getByRole('button', { name: CONFUSING_TEXT.button })).toHaveFocus();
    rerender(at('waiting_for_customer'));
    expect(screen.queryByRole('button', { name: CONFUSING_TEXT.button })).not.toBeInTheDocument();
    expect(onFocusLost).toHaveBeenCalledTimes(1);
  });
});
