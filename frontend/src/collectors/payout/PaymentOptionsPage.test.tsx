import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { identity, renderInAdmin } from '../../test/admin';
import { json, mockFetch } from '../../test/fetch-mock';
import { dataProvider } from '../dataProvider';
import type { LawFirmPayout } from './api';
import { MESSAGES } from '@parley/domain/payout/validation';
import { achErrors, PaymentOptionsPage } from './PaymentOptionsPage';

const admin = identity({ email: 'admin@demolaw.test', scope: 'admin' });
const base: LawFirmPayout = {
  id: 1, name: 'Demo Law Group', digital_check_email: null, bank_id: null, digital_check_approved: false, payee: null,
  mailing_name: null, mailing_street: null, mailing_city: null, mailing_state: null, mailing_zip: null, has_payment_details: false, bank_account: null,
};
const connected: LawFirmPayout = {
  ...base, bank_id: 9, digital_check_approved: true, digital_check_email: 'pay@demolaw.test', payee: 'Demo Law Group', has_payment_details: true,
  bank_account: { id: 9, account_number: '••••6789', account_number_last_four: '6789', routing_number: '021000021', account_type: 'BUSINESS', account_type_label: 'IOLTA', account_name: 'Demo IOLTA' },
};

describe('payment options page', () => {
  it('validates ACH input with the form\'s sentences', () => {
    const ok = { email: 'a@b.test', payee: 'P', routing_number: '021000021', account_number: '1234 5678', account_type: 'CHECKING' as const, account_name: 'N' };
    expect(achErrors(ok)).toEqual([]);
    expect(achErrors({ ...ok, email: 'x', payee: ' ', routing_number: '12', account_number: '12', account_name: '' })).toEqual([
      'Please enter a valid email address', 'Please enter a payee name', 'Routing number must be 9 digits', 'Please enter a valid account number', 'Please enter the account holder name',
    ]);
    expect(achErrors({ ...ok, routing_number: '123456789' })).toEqual(['Please enter a valid routing number']);
  });

  it('lists missing mailed-check fields and refuses a PO box before calling the server', async () => {
    const { calls } = mockFetch({ 'GET /collectors/api/get_law_firm': () => json({ law_firm: base }) });
    const user = userEvent.setup();
    renderInAdmin(<PaymentOptionsPage />, admin, '/collectors/direct_deposit', dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Save mailing address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields: Payee, Street, City, State, Zip');
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'PO Box 12');
    expect(screen.getAllByText('PO Boxes are not allowed. Please enter a street address.').length).toBeGreaterThan(0);
    expect(calls.filter(c => c.method === 'POST')).toHaveLength(0);
  });

  it('marks each failing mailed-check field, focuses the first, and checks the ZIP code by the API\'s rule', async () => {
    const { calls } = mockFetch({ 'GET /collectors/api/get_law_firm': () => json({ law_firm: base }) });
    const user = userEvent.setup();
    renderInAdmin(<PaymentOptionsPage />, admin, '/collectors/direct_deposit', dataProvider);
    const form = await screen.findByRole('form', { name: 'Mailed check' });
    await user.click(within(form).getByRole('button', { name: 'Save mailing address' }));
    const payee = within(form).getByRole('textbox', { name: 'Payee' });
    await waitFor(() => expect(payee).toHaveFocus());
    // The missing fields share the one sentence above the form, and each points to it.
    for (const name of ['Payee', 'Street', 'City', 'Zip']) {
      const field = within(form).getByRole('textbox', { name });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Please fill in all required fields: Payee, Street, City, State, Zip');
    }
    expect(within(form).getByRole('textbox', { name: 'Mailing name (optional)' })).toHaveAttribute('aria-invalid', 'false');
    await user.type(payee, 'Demo Law Group');
    expect(payee).toHaveAttribute('aria-invalid', 'false');
    await user.type(within(form).getByRole('textbox', { name: 'Street' }), '1 Main St');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Austin');
    await user.click(within(form).getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'TX' }));
    const zip = within(form).getByRole('textbox', { name: 'Zip' });
    await user.type(zip, '7870');
    await user.click(within(form).getByRole('button', { name: 'Save mailing address' }));
    await waitFor(() => expect(zip).toHaveFocus());
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription(MESSAGES.invalidZip);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidZip);
    expect(calls.filter(c => c.method === 'POST')).toHaveLength(0);
  });

  it('puts a refusal (422) of the bank account beside its field and focuses it', async () => {
    mockFetch({
      'GET /collectors/api/get_law_firm': () => json({ law_firm: base }),
      'POST /collectors/api/bank_account': () => json({ error: MESSAGES.accountNumber, errors: [MESSAGES.accountNumber] }, 422),
    });
    const user = userEvent.setup();
    renderInAdmin(<PaymentOptionsPage />, admin, '/collectors/direct_deposit', dataProvider);
    await user.click(await screen.findByRole('button', { name: /ACH Direct Deposit/ }));
    const form = screen.getByRole('form', { name: 'ACH direct deposit' });
    const routing = within(form).getByRole('textbox', { name: 'Routing number' });
    await user.click(within(form).getByRole('button', { name: 'Connect bank account' }));
    // Checked first by the API's own schema: every field's sentence, focus on the first (the e-mail).
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveFocus());
    expect(routing).toHaveAccessibleDescription(MESSAGES.routingDigits);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidEmail);
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'pay@demolaw.test');
    await user.type(within(form).getByRole('textbox', { name: 'Payee' }), 'Demo Law Group');
    await user.type(routing, '123456789');
    expect(routing).toHaveAccessibleDescription(MESSAGES.routingChecksum);
    await user.clear(routing);
    await user.type(routing, '021000021');
    expect(routing).toHaveAttribute('aria-invalid', 'false');
    const account = within(form).getByRole('textbox', { name: 'Account number' });
    await user.type(account, '0001 2345 6789');
    await user.type(within(form).getByRole('textbox', { name: 'Account holder name' }), 'Demo IOLTA');
    await user.click(within(form).getByRole('button', { name: 'Connect bank account' }));
    await waitFor(() => expect(account).toHaveFocus());
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription(MESSAGES.accountNumber);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.accountNumber);
  });

  it('connects a bank account (routing input keeps 9 digits) and shows the success message', async () => {
    let firm = base;
    const { calls } = mockFetch({
      'GET /collectors/api/get_law_firm': () => json({ law_firm: firm }),
      'POST /collectors/api/bank_account': () => {
        firm = connected;
        return json({ success: true, message: 'Bank account and email set up successfully!' });
      },
    });
    const user = userEvent.setup();
    renderInAdmin(<PaymentOptionsPage />, admin, '/collectors/direct_deposit', dataProvider);
    await user.click(await screen.findByRole('button', { name: /ACH Direct Deposit/ }));
    const form = screen.getByRole('form', { name: 'ACH direct deposit' });
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'pay@demolaw.test');
    await user.type(within(form).getByRole('textbox', { name: 'Payee' }), 'Demo Law Group');
    await user.type(within(form).getByRole('textbox', { name: 'Routing number' }), '021-000-021-55');
    expect(within(form).getByRole('textbox', { name: 'Routing number' })).toHaveValue('021000021');
    await user.type(within(form).getByRole('textbox', { name: 'Account number' }), '0001 2345 6789');
    await user.type(within(form).getByRole('textbox', { name: 'Account holder name' }), 'Demo IOLTA');
    await user.click(within(form).getByRole('button', { name: 'Connect bank account' }));
    expect(await screen.findByText('Bank account and email set up successfully!')).toBeInTheDocument();
    expect(calls.find(c => c.url.endsWith('/bank_account'))!.body).toMatchObject({ routing_number: '021000021', account_number: '000123456789', account_type: 'CHECKING' });
    expect(await screen.findByText(/IOLTA account ••••6789/)).toBeInTheDocument();
  });

  it('removes the bank account after confirmation, or shows the fallback error', async () => {
    mockFetch({
      'GET /collectors/api/get_law_firm': () => json({ law_firm: connected }),
      'POST /collectors/api/remove_bank_account': () => json({}, 500),
    });
    const user = userEvent.setup();
    renderInAdmin(<PaymentOptionsPage />, admin, '/collectors/direct_deposit', dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Remove bank account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove bank account')).toBeInTheDocument();
  });

  it('switches payment mode both ways: saving the mailed-check address leaves the ACH tab saying checks, and a visible button switches back', async () => {
    let firm = connected;
    const { calls } = mockFetch({
      'GET /collectors/api/get_law_firm': () => json({ law_firm: firm }),
      'POST /collectors/api/update_firm_payment_details': () => {
        firm = { ...firm, digital_check_approved: false, mailing_street: '1 Main St', mailing_city: 'Austin', mailing_state: 'TX', mailing_zip: '78701' };
        return json({ message: 'Payment details updated successfully!' });
      },
      'POST /collectors/api/digital_check_email': () => {
        firm = { ...firm, digital_check_approved: true };
        return json({ message: 'Payee, email and payment preferences updated successfully!' });
      },
    });
    const user = userEvent.setup();
    renderInAdmin(<PaymentOptionsPage />, admin, '/collectors/direct_deposit', dataProvider);
    expect(await screen.findByText(/Payments are sent by ACH direct deposit/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Mailed Check/ }));
    const form = screen.getByRole('form', { name: 'Mailed check' });
    expect(form).toHaveTextContent(MESSAGES.poBox);
    await user.type(within(form).getByRole('textbox', { name: 'Street' }), '1 Main St');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Austin');
    await user.click(within(form).getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'TX' }));
    await user.type(within(form).getByRole('textbox', { name: 'Zip' }), '78701');
    await user.click(within(form).getByRole('button', { name: 'Save mailing address' }));
    expect(await screen.findByText('Payment details updated successfully!')).toBeInTheDocument();
    expect(calls.find(c => c.url.endsWith('/update_firm_payment_details'))!.body).toMatchObject({ law_firm: { digital_check_approved: false } });

    await user.click(screen.getByRole('button', { name: /ACH Direct Deposit/ }));
    expect(await screen.findByText(/Payments are currently sent as mailed checks/)).toBeInTheDocument();
    expect(screen.queryByText(/Payments are sent by ACH direct deposit/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch payments to ACH direct deposit' }));
    expect(await screen.findByText('Payee, email and payment preferences updated successfully!')).toBeInTheDocument();
    expect(calls.find(c => c.url.endsWith('/digital_check_email'))!.body).toMatchObject({ digital_check_approved: true });
    expect(await screen.findByText(/Payments are sent by ACH direct deposit/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save email and payee' })).toBeInTheDocument();
  });

  it('is read-only for users who are not admins', async () => {
    mockFetch({ 'GET /collectors/api/get_law_firm': () => json({ law_firm: connected }) });
    renderInAdmin(<PaymentOptionsPage />, identity(), '/collectors/direct_deposit', dataProvider);
    expect(await screen.findByText('Only a firm administrator can change the payment options.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove bank account' })).not.toBeInTheDocument();
  });
});
