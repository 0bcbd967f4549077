import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

/** A module load the test settles by hand. */
function deferredModule<P extends object>(component: ComponentType<P>) {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<{ default: ComponentType<P> }>((res, rej) => {
        resolve = () => res({ default: component });
        reject = rej;
      }),
  );
  return { load, resolve: () => resolve(), reject: (e: Error) => reject(e) };
}

const Page = ({ name }: { name: string }) => <p>Page {name}</p>;
const withFallback = (node: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{node}</Suspense>;

describe('lazyWithPreload', () => {
  it('suspends like React.lazy until the module arrives when it was not preloaded', async () => {
    const mod = deferredModule(Page);
    const Lazy = lazyWithPreload(mod.load);
    render(withFallback(<Lazy name="one" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => mod.resolve());
    expect(await screen.findByText('Page one')).toBeInTheDocument();
    expect(mod.load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded module at once: no fallback is ever committed', async () => {
    const mod = deferredModule(Page);
    const Lazy = lazyWithPreload(mod.load);
    const preloaded = Lazy.preload();
    mod.resolve();
    await preloaded;
    const fallbackShown = vi.fn();
    function Fallback() {
      useEffect(fallbackShown);
      return <p>Loading</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy name="two" />
      </Suspense>,
    );
    // In the very first commit, not after a retry.
    expect(screen.getByText('Page two')).toBeInTheDocument();
    expect(fallbackShown).not.toHaveBeenCalled();
    expect(mod.load).toHaveBeenCalledTimes(1);
  });

  it('rejects a preload that fails, and loads again the next time', async () => {
    const mod = deferredModule(Page);
    const Lazy = lazyWithPreload(mod.load);
    const first = Lazy.preload();
    mod.reject(new Error('chunk failed'));
    await expect(first).rejects.toThrow('chunk failed');
    const second = Lazy.preload();
    mod.resolve();
    await second;
    expect(mod.load).toHaveBeenCalledTimes(2);
    render(<Lazy name="three" />);
    expect(screen.getByText('Page three')).toBeInTheDocument();
  });
});
