import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadedOnDemand } from './loaded-on-demand';

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
  return { load, resolve: () => act(async () => resolve()), reject: (e: Error) => act(async () => reject(e)) };
}

const Page = ({ name }: { name: string }) => <p>Page {name}</p>;
const Placeholder = () => <p>Loading</p>;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('loadedOnDemand', () => {
  it('shows the placeholder without suspending, then the module once it arrives', async () => {
    const mod = deferredModule(Page);
    const OnDemand = loadedOnDemand(mod.load, Placeholder);
    const suspended = vi.fn();
    function Fallback() {
      useEffect(suspended);
      return <p>Suspended</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <OnDemand name="one" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await mod.resolve();
    expect(await screen.findByText('Page one')).toBeInTheDocument();
    expect(suspended).not.toHaveBeenCalled();
    expect(mod.load).toHaveBeenCalledTimes(1);
  });

  it('renders a module that has loaded in the first render of a later mount', async () => {
    const placeholderShown = vi.fn();
    function CountedPlaceholder() {
      useEffect(placeholderShown);
      return <p>Loading</p>;
    }
    const mod = deferredModule(Page);
    const OnDemand = loadedOnDemand(mod.load, CountedPlaceholder);
    const first = render(<OnDemand name="one" />);
    await mod.resolve();
    await screen.findByText('Page one');
    first.unmount();
    render(<OnDemand name="two" />);
    // In the first commit, before any effect could load anything.
    expect(screen.getByText('Page two')).toBeInTheDocument();
    expect(placeholderShown).toHaveBeenCalledTimes(1);
    expect(mod.load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and the next mount loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mod = deferredModule(Page);
    const OnDemand = loadedOnDemand(mod.load, Placeholder);
    const failed = render(
      <Boundary>
        <OnDemand name="one" />
      </Boundary>,
    );
    await mod.reject(new Error('chunk failed'));
    expect(await screen.findByText('Failed: chunk failed')).toBeInTheDocument();
    failed.unmount();
    render(<OnDemand name="two" />);
    await mod.resolve();
    expect(await screen.findByText('Page two')).toBeInTheDocument();
    expect(mod.load).toHaveBeenCalledTimes(2);
  });
});
