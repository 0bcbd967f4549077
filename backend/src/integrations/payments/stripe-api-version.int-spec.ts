import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRIPE_API_VERSION, StripePaymentProvider } from './stripe.driver';

/**
 * The stripe driver pins the API version the specification names (2023-10-16) on every request, whatever the SDK's
 * own default and the account's dashboard setting are. A local server stands in for api.stripe.com and records what
 * the SDK sends.
 */
describe('stripe driver API version', () => {
  let server: Server;
  let url: string;
  const seen: Array<{ method?: string; path?: string; headers: IncomingHttpHeaders }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ method: req.method, path: req.url, headers: req.headers });
      req.resume();
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ id: 'cus_recorded', object: 'customer', email: 'pinned@example.test', name: null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends Stripe-Version 2023-10-16', async () => {
    expect(STRIPE_API_VERSION).toBe('2023-10-16');
    const provider = new StripePaymentProvider({
      secretKey: 'sk_test_recorder',
      webhookSecret: 'whsec_recorder',
      publishableKey: 'pk_test_recorder',
      apiUrl: url,
    });
    const customer = await provider.createCustomer({ email: 'pinned@example.test', name: null, metadata: {} });
    expect(customer.id).toBe('cus_recorded');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(seen[0].headers['stripe-version']).toBe('2023-10-16');
  });
});
