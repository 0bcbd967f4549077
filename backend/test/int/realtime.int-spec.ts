import { io, Socket } from 'socket.io-client';
import { RealtimeService } from '../../src/core/realtime/realtime.service';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';

/** Two API processes (two app instances) sharing rooms through the Redis adapter. */
describe('Socket.IO gateway', () => {
  let a: TestApi;
  let b: TestApi;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    a = await startApi();
    b = await startApi();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await a.close();
    await b.close();
  });

  function connect(api: TestApi, cookie: string): Promise<Socket> {
    const socket = io(api.url, {
      transports: ['websocket'],
      extraHeaders: { Cookie: cookie },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  it('refuses a socket without a valid session', async () => {
    await expect(connect(a, '')).rejects.toThrow('unauthorized');
    await expect(connect(a, 'parley.sid=s%3Aforged.signature')).rejects.toThrow('unauthorized');
  });

  it('delivers to the right room only, across API processes', async () => {
    const em = a.em();
    const firmOne = await createFirm(em);
    const firmTwo = await createFirm(em);
    const one = await collectorClient(a, (await collector(em, firmOne)).email, PASSWORD);
    const twoUser = await collector(em, firmTwo);
    const two = await collectorClient(b, twoUser.email, PASSWORD);
    const socketOne = await connect(a, one.cookieHeader());
    const socketTwo = await connect(b, two.cookieHeader());

    const gotOne: unknown[] = [];
    const gotTwo: unknown[] = [];
    socketOne.on('session:ended', (p) => gotOne.push(p));
    socketTwo.on('session:ended', (p) => gotTwo.push(p));
    // Emitted on process A, to a room whose only socket lives on process B.
    a.app.get(RealtimeService).toUser(twoUser.id).emit('session:ended', { reason: 'signed_out' });
    a.app.get(RealtimeService).toFirm(firmTwo.id).emit('session:ended', { reason: 'signed_out' });
    await new Promise((r) => setTimeout(r, 500));
    expect(gotTwo).toEqual([{ reason: 'signed_out' }, { reason: 'signed_out' }]);
    expect(gotOne).toEqual([]);
  });

  it('refuses a socket from another origin', async () => {
    const person = await consumer(a.em());
    const c = await consumerClient(a, person.email, PASSWORD);
    const socket = io(a.url, {
      transports: ['websocket'],
      extraHeaders: { Cookie: c.cookieHeader(), Origin: 'http://evil.test' },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await expect(
      new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      }),
    ).rejects.toThrow('Cross-origin');
  });

  it('on sign-out tells the tabs of that session and disconnects them; other sessions of the user stay', async () => {
    const person = await consumer(a.em());
    const c: Client = await consumerClient(a, person.email, PASSWORD);
    const other: Client = await consumerClient(a, person.email, PASSWORD);
    const socket = await connect(b, c.cookieHeader());
    const otherSocket = await connect(a, other.cookieHeader());
    const ended = new Promise((resolve) => socket.once('session:ended', resolve));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await c.delete('/users/sign_out');
    await expect(ended).resolves.toEqual({ reason: 'signed_out' });
    await expect(disconnected).resolves.toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 200));
    expect(otherSocket.connected).toBe(true);
  });
});
