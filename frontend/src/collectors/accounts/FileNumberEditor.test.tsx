import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/render';
import { identity, renderInAdmin } from '../../test/admin';
import { json, mockFetch } from '../../test/fetch-mock';
import { dataProvider } from '../dataProvider';
import { FILE_NUMBER_SAVE_FAILED, FileNumberEditor } from './FileNumberEditor';

const API = '/collectors/api';

function renderEditor(value: string | null = 'F-1001') {
  const onSaved = vi.fn();
  // Inside react-admin's contexts, as on the accounts page: the save goes through the portal's dataProvider.
  renderInAdmin(
    <FileNumberEditor customerDocumentId={101} customerName="Maria Gonzalez" value={value} onSaved={onSaved} />,
    identity(),
    undefined,
    dataProvider,
  );
  return { onSaved };
}

const edit = () => screen.getByRole('button', { name: /file number for Maria Gonzalez$/ });
const input = () => screen.getByRole('textbox', { name: 'File number for Maria Gonzalez' });

describe('FileNumberEditor', () => {
  it('saves on Enter and shows the saved value', async () => {
    const { calls } = mockFetch({ [`POST ${API}/update_file_number`]: () => json({ file_number: 'F-2002' }) });
    const { onSaved } = renderEditor();
    await userEvent.click(edit());
    await userEvent.clear(input());
    await userEvent.type(input(), 'F-2002{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('F-2002'));
    expect(calls.filter(c => c.url === `${API}/update_file_number`)).toHaveLength(1);
    expect(calls.find(c => c.url === `${API}/update_file_number`)?.body).toEqual({ customer_document_id: 101, file_number: 'F-2002' });
    expect(calls.find(c => c.url === `${API}/update_file_number`)?.headers['X-CSRF-Token']).toBe('test-csrf-token');
  });

  it('saves on blur', async () => {
    mockFetch({ [`POST ${API}/update_file_number`]: () => json({ file_number: 'F-3' }) });
    const { onSaved } = renderEditor();
    await userEvent.click(edit());
    await userEvent.clear(input());
    await userEvent.type(input(), 'F-3');
    await userEvent.tab();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('F-3'));
  });

  it('reverts on Escape without a request', async () => {
    const { calls } = mockFetch({});
    const { onSaved } = renderEditor();
    await userEvent.click(edit());
    await userEvent.type(input(), '-changed{Escape}');
    expect(screen.getByTestId('file-number-value')).toHaveTextContent('F-1001');
    expect(calls).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the new value while saving and reverts when the save fails', async () => {
    const answer = deferred<Response>();
    mockFetch({ [`POST ${API}/update_file_number`]: () => answer.promise });
    const { onSaved } = renderEditor();
    await userEvent.click(edit());
    await userEvent.clear(input());
    await userEvent.type(input(), 'F-9{Enter}');
    expect(screen.getByTestId('file-number-value')).toHaveTextContent('F-9');
    answer.resolve(json({ error: 'File number is too long' }, 422));
    expect(await screen.findByRole('alert')).toHaveTextContent(FILE_NUMBER_SAVE_FAILED);
    expect(screen.getByTestId('file-number-value')).toHaveTextContent('F-1001');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends nothing when the value did not change', async () => {
    const { calls } = mockFetch({});
    renderEditor();
    await userEvent.click(edit());
    await userEvent.keyboard('{Enter}');
    expect(calls).toHaveLength(0);
  });
});
