import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../shared/theme';
import { createQueryClient } from '../consumer/data/query-client';

/**
 * A fresh query cache for one test (no answer leaks from the test before), without retries: a test that answers
 * 500 once sees the page's error at once.
 */
export function withQueryClient() {
  const client = createQueryClient({ retry: false });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, Wrapper };
}

/** `render` with a fresh query cache around the element. */
export function renderWithData(element: ReactElement) {
  const { client, Wrapper } = withQueryClient();
  return { ...render(element, { wrapper: Wrapper }), queryClient: client };
}

/** Shows where the router ended up, so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `element` at `path`, reached through `url`; every other path renders the LocationProbe. */
export function renderAt(url: string, path: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const { client, Wrapper } = withQueryClient();
  const result = render(
    <Wrapper>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Wrapper>,
  );
  return { ...result, router, queryClient: client };
}

/** The location the probe shows, parsed. */
export function probedLocation(text: string | null) {
  return new URL(text ?? '', 'http://localhost');
}

/** A promise whose settlement the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>(res => {
    resolve = res;
  });
  return { promise, resolve };
}
