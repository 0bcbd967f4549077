import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionEnded, type RealtimeSocket } from './realtime';

function fakeSocket() {
  const handlers = new Map<string, () => void>();
  const socket = {
    on: vi.fn((event: string, fn: () => void) => handlers.set(event, fn)),
    off: vi.fn((event: string) => handlers.delete(event)),
    disconnect: vi.fn(),
  };
  return { socket: socket as unknown as RealtimeSocket, raw: socket, fire: (event: string) => handlers.get(event)?.() };
}

describe('useSessionEnded', () => {
  it('calls back when the server ends the session, and disconnects on unmount', () => {
    const { socket, raw, fire } = fakeSocket();
    const onEnded = vi.fn();
    const connect = () => socket;
    const { unmount } = renderHook(() => useSessionEnded(onEnded, true, connect));
    expect(onEnded).not.toHaveBeenCalled();
    fire('session:ended');
    expect(onEnded).toHaveBeenCalledTimes(1);
    unmount();
    expect(raw.disconnect).toHaveBeenCalled();
  });

  it('does not connect while disabled (not signed in yet)', () => {
    const connect = vi.fn();
    renderHook(() => useSessionEnded(vi.fn(), false, connect));
    expect(connect).not.toHaveBeenCalled();
  });
});
