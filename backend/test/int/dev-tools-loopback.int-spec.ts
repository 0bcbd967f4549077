import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import request from 'supertest';
import { DEV_TOOLS_LOCAL_ONLY } from '../../src/core/http/loopback-only';
import { concretePath, routeTable } from '../security/route-table';
import { Client, startApi, TestApi } from '../harness';

/** This machine's first address that is not loopback (the api is then reached the way another machine reaches it). */
function externalAddress(): string | undefined {
  const all = Object.values(networkInterfaces()).flat();
  const pick = (family: string) => all.find((i) => i && !i.internal && i.family === family && !i.address.startsWith('fe80'));
  return (pick('IPv4') ?? pick('IPv6'))?.address;
}

/**
 * Development tools (/dev/*: the mail inbox with its reset and invite links, the payments clock) answer only callers
 * on this machine. The api is served a second time on this machine's network address, so requests arrive from a
 * non-loopback socket exactly as another machine's would.
 */
describe('development tools answer this machine only', () => {
  let api: TestApi;
  let external: Server | undefined;
  let externalUrl = '';
  const address = externalAddress();
  let devRoutes: string[] = [];

  beforeAll(async () => {
    api = await startApi();
    devRoutes = routeTable(api.app).filter((r) => r.split(' ')[1].startsWith('/dev/'));
    if (!address) return;
    const server = createServer(api.app.getHttpAdapter().getInstance());
    external = server;
    await new Promise<void>((resolve) => server.listen(0, address, resolve));
    const { port } = server.address() as AddressInfo;
    externalUrl = address.includes(':') ? `http://[${address}]:${port}` : `http://${address}:${port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => (external ? external.close(resolve) : resolve(undefined)));
    await api.close();
  });

  it('has development routes to protect (the inbox and the payments clock)', () => {
    expect(devRoutes).toEqual(expect.arrayContaining(['GET /dev/mail', 'GET /dev/mail/messages.json', 'POST /dev/payments/advance_clock']));
  });

  (address ? it : it.skip)('refuses every /dev route to a caller on another address, whatever it claims in headers', async () => {
    for (const route of devRoutes) {
      const { method, path } = concretePath(route);
      for (const claim of [{}, { 'X-Forwarded-For': '127.0.0.1' }, { 'X-Real-IP': '127.0.0.1', Forwarded: 'for=127.0.0.1' }]) {
        const res = await request(externalUrl)[method.toLowerCase() as 'get'](path).set(claim).set('Accept', 'application/json').send({});
        expect({ route, claim, status: res.status, body: res.body }).toEqual({ route, claim, status: 403, body: { error: DEV_TOOLS_LOCAL_ONLY } });
      }
    }
  });

  it('answers this machine, but not a remote caller forwarded by a proxy on this machine', async () => {
    const local = new Client(api);
    expect((await local.get('/dev/mail/messages.json')).status).toBe(200);
    const clock = await local.post('/dev/payments/advance_clock', { as_of: '2020-01-01T23:59:59Z' });
    expect(clock.status).toBe(200);
    expect(clock.body).toEqual({ as_of: '2020-01-01T23:59:59.000Z', queued: 0, payout_run_for: '2020-01-01T02:00:00.000Z' });

    const forwarded = await local.get('/dev/mail/messages.json').set('X-Forwarded-For', '203.0.113.9');
    expect(forwarded.status).toBe(403);
    expect(forwarded.body).toEqual({ error: DEV_TOOLS_LOCAL_ONLY });
    const token = await local.csrf();
    const forwardedClock = await local.agent
      .post('/dev/payments/advance_clock')
      .set('X-CSRF-Token', token)
      .set('Forwarded', 'for="[2001:db8::17]"')
      .send({});
    expect(forwardedClock.status).toBe(403);
  });
});
