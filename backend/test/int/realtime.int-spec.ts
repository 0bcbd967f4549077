import { io, Socket } from 'socket.io-client';
import { resetConfigForTests } from '../../src/core/config/config';
import { RealtimeService } from '../../src/core/realtime/realtime.service';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';

/** Two API processes (two app instances) sharing rooms through the Redis adapter. */
describe('Socket.IO gateway', () => {
  let a: TestApi;
  let b: TestApi;
  const sockets: Socket[] = [];
  const checkBefore = process.env.SOCKET_SESSION_CHECK_MS;
  beforeAll(async () => {
    // A checks its sockets' sessions every 300 ms; B practically never, so what B does comes from the per-event check.
    process.env.SOCKET_SESSION_CHECK_MS = '300';
    resetConfigForTests();
    a = await startApi();
    process.env.SOCKET_SESSION_CHECK_MS = '600000';
    resetConfigForTests();
    b = await startApi();
    if (checkBefore === undefined) delete process.env.SOCKET_SESSION_CHECK_MS;
    else process.env.SOCKET_SESSION_CHECK_MS = checkBefore;
    resetConfigForTests();
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

  const within = <T>(p: Promise<T>, ms = 5000) =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms))]);
  // A status none of these tests sends otherwise.
  const MARKER = { status: 'consent_required' } as const;
  /** Resolves when the socket receives the marker event. */
  const marker = (socket: Socket) =>
    new Promise<void>((resolve) => socket.on('credit_report:updated', (p: { status?: string }) => p?.status === MARKER.status && resolve()));

  it('refuses a socket without a valid session', async () => {
    await expect(connect(a, '')).rejects.toThrow('unauthorized');
    await expect(connect(a, 'parley.sid=s%3Aforged.signature')).rejects.toThrow('unauthorized');
  });

  it('delivers to the right room only, across API processes', async () => {
    const em = a.em();
    const firmOne = await createFirm(em);
    const firmTwo = await createFirm(em);
    const oneUser = await collector(em, firmOne);
    const one = await collectorClient(a, oneUser.email, PASSWORD);
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
    // A marker sent after them to both users: once each socket has it, nothing sent before it is still on its way.
    const markers = [marker(socketOne), marker(socketTwo)];
    a.app.get(RealtimeService).toUser(oneUser.id).emit('credit_report:updated', MARKER);
    a.app.get(RealtimeService).toUser(twoUser.id).emit('credit_report:updated', MARKER);
    await within(Promise.all(markers));
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
    // The other session's socket still receives what is sent to the user after the sign-out.
    const seen = marker(otherSocket);
    a.app.get(RealtimeService).toUser(person.id).emit('credit_report:updated', MARKER);
    await within(seen);
    expect(otherSocket.connected).toBe(true);
  });


  /** Ends a user's sessions behind the application's back, as an expiry or a deletion elsewhere would. */
  async function sessionsOf(api: TestApi, userId: number, change: 'delete' | 'expire'): Promise<void> {
    const sql =
      change === 'delete'
        ? `delete from "sessions" where "sess"->'passport'->>'user' = ?`
        : `update "sessions" set "expire" = now() - interval '1 second' where "sess"->'passport'->>'user' = ?`;
    await api.em().getConnection().execute(sql, [String(userId)]);
  }

  it.each(['delete', 'expire'] as const)(
    'a socket whose session ended behind its back (%s) is disconnected and gets no more events',
    async (change) => {
      const person = await consumer(a.em());
      const c = await consumerClient(a, person.email, PASSWORD);
      const socket = await connect(a, c.cookieHeader());
      const got: unknown[] = [];
      const first = new Promise((resolve) => socket.once('credit_report:updated', resolve));
      socket.on('credit_report:updated', (p) => got.push(p));
      a.app.get(RealtimeService).toUser(person.id).emit('credit_report:updated', { status: 'fetching' });
      await within(first);
      expect(got).toEqual([{ status: 'fetching' }]);

      const ended = new Promise((resolve) => socket.once('session:ended', resolve));
      const gone = new Promise((resolve) => socket.once('disconnect', resolve));
      await sessionsOf(a, person.id, change);
      await expect(within(ended, 3000)).resolves.toEqual({ reason: 'signed_out' });
      await expect(within(gone, 3000)).resolves.toBe('io server disconnect');
      // A new session's socket gets what is sent now, then the marker; the ended one got none of it.
      const fresh = await connect(b, (await consumerClient(a, person.email, PASSWORD)).cookieHeader());
      const freshGot: unknown[] = [];
      fresh.on('credit_report:updated', (p) => freshGot.push(p));
      const markers = marker(fresh);
      a.app.get(RealtimeService).toUser(person.id).emit('credit_report:updated', { status: 'available' });
      b.app.get(RealtimeService).toUser(person.id).emit('credit_report:updated', { status: 'available' });
      a.app.get(RealtimeService).toUser(person.id).emit('credit_report:updated', MARKER);
      await within(markers);
      expect(freshGot).toEqual([{ status: 'available' }, { status: 'available' }, MARKER]);
      expect(got).toEqual([{ status: 'fetching' }]);
      expect((await c.get('/api/v1/check_auth')).status).toBe(401);
    },
  );

  it('checks the session on every event the browser sends: an ended session gets no answer and is disconnected', async () => {
    const em = a.em();
    const staff = await collector(em, await createFirm(em));
    const c = await collectorClient(b, staff.email, PASSWORD);
    const socket = await connect(b, c.cookieHeader());
    const ended = new Promise((resolve) => socket.once('session:ended', resolve));
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    const answers: unknown[] = [];
    await sessionsOf(b, staff.id, 'delete');
    socket.emit('chat:subscribe', { conversation_id: 987654 }, (answer: unknown) => answers.push(answer));
    await expect(within(ended, 3000)).resolves.toEqual({ reason: 'signed_out' });
    await expect(within(gone, 3000)).resolves.toBe('io server disconnect');
    expect(answers).toEqual([]);
  });

  it('keeps a socket whose session is alive (the checks end only ended sessions)', async () => {
    const person = await consumer(a.em());
    const c = await consumerClient(a, person.email, PASSWORD);
    const socket = await connect(a, c.cookieHeader());
    // Each event is answered (its session checked and found alive); the second is the marker after the first.
    const answers = [
      await socket.timeout(5000).emitWithAck('chat:subscribe', { conversation_id: 987654 }),
      await socket.timeout(5000).emitWithAck('chat:subscribe', { conversation_id: 987655 }),
    ];
    expect(answers).toHaveLength(2);
    expect(socket.connected).toBe(true);
  });
});
