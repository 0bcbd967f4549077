import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { EditorPage } from '../editor/EditorPage';
import { SignInPage } from '../sign-in/SignInPage';
import { ConfirmationPage } from '../sign-up/ConfirmationPage';
import { CreateDocumentPage } from '../walkthrough/WalkthroughPage';

afterEach(() => vi.unstubAllGlobals());

/**
 * The pages the router mounts outside the consumer layout read through TanStack Query: each gives itself the tab's
 * cache (the tests elsewhere wrap them in a fresh one, which would hide a missing provider).
 */
describe('pages outside the consumer layout', () => {
  it.each<[string, string, ReactElement, string | RegExp]>([
    ['the sign-in page', '/users/sign_in', <SignInPage />, 'Sign in'],
    ['the confirmation page', '/users/confirmation?confirmation_token=t', <ConfirmationPage />, 'Confirmation token is invalid'],
    ['the editor', '/document_generations/5', <EditorPage />, 'Document editor'],
    ['a new document', '/solosettle', <CreateDocumentPage documentName="solosettle" />, 'We could not start your document. Please try again.'],
  ])('%s renders on its own', async (_, url, element, text) => {
    mockFetch({
      'GET /api/v1/check_auth': () => json({ error: 'no' }, 401),
      'PUT /users/confirmation': () => json({ errors: ['Confirmation token is invalid'] }, 422),
      'GET /api/document_generations/5': () => json({ error: 'Not found' }, 404),
      'POST /api/v1/customer_documents': () => json({ error: 'no' }, 422),
    });
    const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
    render(<RouterProvider router={router} />);
    expect((await screen.findAllByText(text, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  });
});
