import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { SoloPage } from './SoloPage';

const consumer = {
  current_user: { id: 3, email: 'consumer@demo.test', first_name: 'Dana', last_name: 'Reyes', is_consumer: true },
};
const socket = () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined });

describe('/solo', () => {
  it('shows the full-page assistant for a consumer, without the widget-only buttons, on the thread of ?thread_key', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /pilot/completions.json': () => json({ completions: [], thread: { id: 5 }, threadKey: 'threadkey0001' }),
      'GET /pilot/personas.json': () => json({ personas: [] }),
      'GET /pilot/completions/prompt_suggestions': () => json({ suggestions: [] }),
    });
    renderAt('/solo?thread_key=threadkey0001', '/solo', <SoloPage connect={socket} />);
    expect(await screen.findByRole('heading', { name: 'Ask Solo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Chat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open full page' })).not.toBeInTheDocument();
    await screen.findByText(/Ask about your lawsuit/);
    expect(calls.find(c => c.url.startsWith('/pilot/completions.json'))?.url).toContain('thread_key=threadkey0001');
  });

  it('sends a visitor to sign in, keeping /solo', async () => {
    mockFetch({ 'GET /api/v1/check_auth': () => json({ error: 'no' }, 401) });
    renderAt('/solo', '/solo', <SoloPage connect={socket} />);
    const location = new URL((await screen.findByTestId('location')).textContent!, 'http://localhost');
    expect(location.pathname).toBe('/users/sign_in');
    expect(location.searchParams.get('redirect_to')).toBe('/solo');
  });
});
