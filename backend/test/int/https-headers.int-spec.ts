import { consumer, PASSWORD } from '../factories';
import { ApiProcess, Client, startApi, startApiProcess, TestApi } from '../harness';

/**
 * Behind a TLS-terminating proxy (docs/SECURITY.md): with APP_URL on https and TRUST_PROXY set, as in
 * production, cookies are Secure, HSTS is sent, and CSP upgrades insecure requests. The api runs as its own process
 * because these settings are read once at boot.
 */
describe('security headers and cookie flags over https', () => {
  let setup: TestApi;
  let api: ApiProcess;
  beforeAll(async () => {
    setup = await startApi();
    api = await startApiProcess({ APP_URL: 'https://parley.example', TRUST_PROXY: 'true' });
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    await setup?.close();
  });

  it('marks the session and CSRF cookies Secure and HttpOnly where they must be, and sends HSTS', async () => {
    const person = await consumer(setup.em());
    const c = new Client(api);
    const first = await c.agent.get('/api/v1/csrf').set('X-Forwarded-Proto', 'https');
    const xsrf = String(first.headers['set-cookie']);
    expect(xsrf).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/i);
    expect(xsrf).not.toMatch(/HttpOnly/i); // the page must read it to echo it
    expect(xsrf).toMatch(/SameSite=Lax/i);
    expect(first.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(first.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect(first.headers['cross-origin-opener-policy']).toBe('same-origin');

    const token = /XSRF-TOKEN=([^;]+)/.exec(xsrf)![1];
    const signIn = await c.agent
      .post('/users/sign_in')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', `XSRF-TOKEN=${token}`)
      .set('X-CSRF-Token', decodeURIComponent(token))
      .send({ email: person.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const session = String(signIn.headers['set-cookie']);
    expect(session).toMatch(/parley\.sid=[^;]+;.*HttpOnly/i);
    expect(session).toMatch(/parley\.sid=[^;]+;.*Secure/i);
    expect(session).toMatch(/parley\.sid=[^;]+;.*SameSite=Lax/i);
  });
});
