// @vitest-environment jsdom
// jsdom: these tests read computed colours, which jsdom reports as rgb() the way browsers do (happy-dom keeps the
// theme's hex).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { EditorPage } from './EditorPage';
import { keepStyles } from '../../test/styles';

const doc = {
  id: 7,
  title: 'Debt validation letter',
  document_type: 'document-generation',
  content: '',
  default_text: 'Start writing your document here...',
  updated_at: '2026-11-23T00:00:00Z',
};
const consumer = {
  current_user: { id: 3, email: 'consumer@demo.test', first_name: 'Dana', last_name: 'Reyes', is_consumer: true },
};
const PATH = '/document_generations/:id/steps/document_generation_editor';
const URL = '/document_generations/7/steps/document_generation_editor';

const handlers = (over: Record<string, () => Response | Promise<Response>> = {}) => ({
  'GET /api/v1/check_auth': () => json({ error: 'no' }, 401),
  'GET /api/document_generations/7': () => json({ document: doc }),
  ...over,
});

describe('document editor page', () => {
  it('shows the default text and exactly the editor toolbar', async () => {
    mockFetch(handlers());
    renderAt(URL, PATH, <EditorPage />);
    expect(await screen.findByText('Start writing your document here...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Debt validation letter' })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map(b => b.getAttribute('aria-label')),
    ).toEqual([
      'Undo',
      'Redo',
      'Heading 1',
      'Heading 2',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Code',
      'Bullet list',
      'Ordered list',
      'Align left',
      'Align center',
      'Align right',
      'Justify',
    ]);
  });

  it('saves the HTML; a network failure turns the status to "Error saving!" in red', async () => {
    keepStyles();
    let down = false;
    const { calls } = mockFetch(
      handlers({ 'POST /steps_api/save_editor_content/7': () => (down ? networkDown() : json({ status: 'success' })) }),
    );
    renderAt(URL, PATH, <EditorPage />);
    await screen.findByText('Start writing your document here...');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Document saved.')).toBeInTheDocument();
    expect(calls.find(c => c.url === '/steps_api/save_editor_content/7')?.body).toEqual({
      content: '<p>Start writing your document here...</p>',
    });
    down = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const status = await screen.findByText('Error saving!');
    expect(status).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  });

  it('AI edit: sends the option, slider 5 and the default prompt, applies the result; failure shows the failure message', async () => {
    let fail = false;
    const { calls } = mockFetch(
      handlers({
        'POST /steps_api/edit_document_with_ai/7': () =>
          fail
            ? json({ error: 'x' }, 422)
            : json({
                status: 'success',
                edited_content: '<p>A more formal letter.</p>',
                selected_edit_content: null,
                edit_summary: 'Made the language more formal.',
                message: 'ok',
              }),
      }),
    );
    renderAt(URL, PATH, <EditorPage />);
    await screen.findByText('Start writing your document here...');
    await userEvent.click(screen.getByLabelText('Legal formality'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply AI edit' }));
    expect(await screen.findByText('A more formal letter.')).toBeInTheDocument();
    expect(screen.getByText('Made the language more formal.')).toBeInTheDocument();
    expect(screen.getByTestId('ai-edit-summary')).toHaveClass('MuiAlert-standardSuccess');
    expect(calls.find(c => c.url === '/steps_api/edit_document_with_ai/7')?.body).toMatchObject({
      option_id: 'legal_formality',
      slider_value: 5,
      slider_label: 'Legal formality',
      user_input: 'Please suggest improvements to this document.',
      selected_text: '',
    });
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Apply AI edit' }));
    expect(
      await screen.findByText('Sorry! An error occurred while editing the document. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('AI edit: an edit that changed nothing is shown as information, with what could not be done', async () => {
    const summary = 'Nothing was changed. Not done offline: "Make it rhyme" needs the online assistant.';
    const { calls } = mockFetch(
      handlers({
        'POST /steps_api/edit_document_with_ai/7': () =>
          json({ status: 'success', edited_content: '<p></p>', selected_edit_content: null, edit_summary: summary, message: summary }),
      }),
    );
    renderAt(URL, PATH, <EditorPage />);
    await screen.findByText('Start writing your document here...');
    await userEvent.type(screen.getByLabelText('Instructions'), 'Make it rhyme');
    await userEvent.click(screen.getByRole('button', { name: 'Apply AI edit' }));
    expect(await screen.findByText(summary)).toBeInTheDocument();
    expect(screen.getByTestId('ai-edit-summary')).toHaveClass('MuiAlert-standardInfo');
    expect(calls.find(c => c.url === '/steps_api/edit_document_with_ai/7')?.body).toMatchObject({ user_input: 'Make it rhyme' });
  });

  it('preview opens the export modal, which can be closed', async () => {
    mockFetch(handlers());
    renderAt(URL, PATH, <EditorPage />);
    await screen.findByText('Start writing your document here...');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export PDF' });
    expect(within(dialog).getByTestId('pdf-preview')).toHaveTextContent('Start writing your document here...');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows not found for a document that is not the consumer's", async () => {
    mockFetch(
      handlers({
        'GET /api/document_generations/7': () => json({ error: 'Document not found.' }, 404),
        'GET /api/v1/check_auth': () => json(consumer),
      }),
    );
    renderAt(URL, PATH, <EditorPage />);
    expect(await screen.findByText('Document not found.')).toBeInTheDocument();
  });
});
