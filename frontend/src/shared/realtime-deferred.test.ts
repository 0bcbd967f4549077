import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime } from './realtime';

const io = vi.hoisted(() => {
  const socket = { on: vi.fn(), off: vi.fn(), emit: vi.fn(), disconnect: vi.fn(), timeout: vi.fn(), connected: false };
  return { socket, io: vi.fn(() => socket) };
});
vi.mock('socket.io-client', () => ({ io: io.io }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('connectRealtime', () => {
  it('opens once the page is idle, with the listeners and emits made before then', async () => {
    const socket = connectRealtime() as unknown as {
      on(e: string, l: () => void): void;
      off(e: string, l: () => void): void;
      emit(e: string, ...a: unknown[]): void;
      connected: boolean;
    };
    const kept = () => undefined;
    const dropped = () => undefined;
    socket.on('session:ended', kept);
    socket.on('connect', dropped);
    socket.off('connect', dropped);
    socket.emit('chat:subscribe', { conversation_id: 1 });
    expect(socket.connected).toBe(false);
    expect(io.io).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(io.io).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(io.socket.on).toHaveBeenCalledWith('session:ended', kept));
    expect(io.socket.on).not.toHaveBeenCalledWith('connect', dropped);
    expect(io.socket.emit).toHaveBeenCalledWith('chat:subscribe', { conversation_id: 1 });

    // Once open, calls go straight to the socket.
    socket.off('session:ended', kept);
    expect(io.socket.off).toHaveBeenCalledWith('session:ended', kept);
  });

  it('never opens when let go before the page was idle', async () => {
    const socket = connectRealtime();
    socket.disconnect();
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(io.io).not.toHaveBeenCalled();
  });
});
