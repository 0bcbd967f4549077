import { StrictMode, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { useArrivalCommand } from './arrival-command';

function Page({ run }: { run: () => Promise<string> }) {
  const command = useArrivalCommand('test', ['input'], run);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <p>{command.data ?? 'working'}</p>
      <button onClick={() => setRenders(renders + 1)}>Render again</button>
    </>
  );
}

function mount(run: () => Promise<string>) {
  const client = createQueryClient({ retry: false });
  const router = createMemoryRouter([{ path: '*', element: <Page run={run} /> }], { initialEntries: ['/a'] });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { client, router };
}

describe('a command run on arrival', () => {
  it('runs once under the double mount, once per visit, and not again when the cache is cleared', async () => {
    const run = vi.fn(async () => `done ${run.mock.calls.length}`);
    const { client, router } = mount(run);
    expect(await screen.findByText('done 1')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(1);
    // The tab's cache is cleared (a sign-in elsewhere in the tab) while the page is open: the page rebuilds its query.
    await act(async () => client.clear());
    await act(async () => screen.getByRole('button', { name: 'Render again' }).click());
    expect(await screen.findByText('done 1')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => router.navigate('/a', { replace: true, state: { same: true } }));
    // A new visit (a new history entry) runs it again.
    expect(await screen.findByText('done 2')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
