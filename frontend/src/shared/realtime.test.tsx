import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../test/realtime';
import { useRealtimeEvent, useSessionEnded } from './realtime';

describe('useSessionEnded', () => {
  it('calls back when the server ends the session, and disconnects on unmount', () => {
    const realtime = fakeRealtime();
    const onEnded = vi.fn();
    const { unmount } = renderHook(() => useSessionEnded(onEnded, true), { wrapper: realtime.Provider });
    expect(onEnded).not.toHaveBeenCalled();
    realtime.emit('session:ended', { reason: 'signed_out' });
    expect(onEnded).toHaveBeenCalledTimes(1);
    unmount();
    expect(realtime.listeners('session:ended')).toBe(0);
    expect(realtime.socket.disconnect).toHaveBeenCalled();
  });

  it('does not connect while disabled (not signed in yet)', () => {
    const realtime = fakeRealtime();
    renderHook(() => useSessionEnded(vi.fn(), false), { wrapper: realtime.Provider });
    expect(realtime.connect).not.toHaveBeenCalled();
  });
});

describe('the tab’s one realtime connection', () => {
  it('is shared by every listener and closes only when the last one leaves', () => {
    const realtime = fakeRealtime();
    const settlement = vi.fn();
    const credit = vi.fn();
    const first = renderHook(() => useRealtimeEvent('settlement:updated', settlement), { wrapper: realtime.Provider });
    const second = renderHook(() => useRealtimeEvent('credit_report:updated', credit), { wrapper: realtime.Provider });
    expect(realtime.connect).toHaveBeenCalledTimes(1);

    realtime.emit('credit_report:updated', { status: 'available' });
    expect(credit).toHaveBeenCalledWith({ status: 'available' });
    expect(settlement).not.toHaveBeenCalled();

    first.unmount();
    expect(realtime.socket.disconnect).not.toHaveBeenCalled();
    second.unmount();
    expect(realtime.socket.disconnect).toHaveBeenCalledTimes(1);
  });

  it('calls the latest handler without reconnecting on each render', () => {
    const realtime = fakeRealtime();
    const calls: string[] = [];
    const { rerender } = renderHook(
      ({ name }: { name: string }) => useRealtimeEvent('settlement:updated', () => calls.push(name)),
      { wrapper: realtime.Provider, initialProps: { name: 'first' } },
    );
    rerender({ name: 'second' });
    realtime.emit('settlement:updated', { customer_document_id: 1, version: 2, party: 'collector', action: 'offer' });
    expect(calls).toEqual(['second']);
    expect(realtime.connect).toHaveBeenCalledTimes(1);
  });
});
