import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes';
import { homeFor, RouteErrorPage } from './RouteErrorPage';

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorPage', () => {
  it('shows a sentence, Try again and the way home instead of a page that failed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/my_dashboard', element: <Broken />, errorElement: <RouteErrorPage /> }], {
      initialEntries: ['/my_dashboard'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/my_dashboard');
    expect(logged).toHaveBeenCalledWith('page failed', expect.objectContaining({ message: 'boom' }));
  });

  it('leads collectors back to their accounts', () => {
    expect(homeFor('/collectors/users')).toEqual({ to: '/collectors/accounts', label: 'Go to accounts' });
    expect(homeFor('/customer_documents/4')).toEqual({ to: '/my_dashboard', label: 'Go to your dashboard' });
  });

  it('guards every page of the product', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect(route.errorElement, route.path).toBeTruthy();
  });
});
