import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { RealtimeContext, RealtimeHub, type RealtimeSocket } from '../shared/realtime';

/**
 * A fake Socket.IO client behind a hub of its own: `emit` plays a server event to every listener, `connects` counts
 * the connections opened (one per tab is the rule), `listeners` what is attached now.
 */
export function fakeRealtime() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket = {
    connected: false,
    on: vi.fn((event: string, fn: (...args: unknown[]) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(fn);
    }),
    off: vi.fn((event: string, fn?: (...args: unknown[]) => void) => {
      if (fn) handlers.get(event)?.delete(fn);
      else handlers.delete(event);
    }),
    disconnect: vi.fn(),
  };
  const connect = vi.fn(() => socket as unknown as RealtimeSocket);
  const hub = new RealtimeHub(connect);
  return {
    hub,
    socket,
    connect,
    emit: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach(fn => fn(...args)),
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
    Provider: ({ children }: { children: ReactNode }) => (
      <RealtimeContext.Provider value={hub}>{children}</RealtimeContext.Provider>
    ),
  };
}
