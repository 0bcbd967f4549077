import { MikroORM } from '@mikro-orm/postgresql';
import { UNSCOPED } from '../../src/core/database/firm-scope';
import { HEARTBEAT_KEY } from '../../src/core/queue/worker-heartbeat';
import { RedisKeys, REDIS } from '../../src/core/redis/redis.module';
import { sha256 } from '../../src/core/security/encryption';
import { seed } from '../../src/launcher/database';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/database/seeders/demo-data';
import { LawFirm, User } from '../../src/modules/identity/entities';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';
import type Redis from 'ioredis';

describe('schema, seed and health', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(() => api.close());

  it('the committed migrations produce exactly the schema the entities describe', async () => {
    const diff = await api.app.get(MikroORM).schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('loads the demo data idempotently, and the demo users sign in', async () => {
    const url = process.env.DATABASE_URL!;
    await seed(url);
    const count = async () => [await api.em().count(User, {}, UNSCOPED), await api.em().count(LawFirm, {}, UNSCOPED)];
    const first = await count();
    await seed(url);
    expect(await count()).toEqual(first);
    for (const d of DEMO_USERS) {
      const user = await api.em().findOneOrFail(User, { email: d.email }, { ...UNSCOPED, populate: ['lawFirm'] });
      expect(user.kind).toBe(d.kind);
      expect(user.lawFirm?.getEntity().name ?? undefined).toBe(d.firm);
      if (d.loginToken) expect(user.authTokenDigest).toBe(sha256(d.loginToken));
    }
    const admin = await collectorClient(api, 'admin@demolaw.test', DEMO_PASSWORD);
    expect((await admin.get('/collectors/api/check_auth')).body.current_user.law_firm.name).toBe('Demo Law Group');
    const token = new Client(api);
    expect((await token.post('/collectors/api/login', { auth_token: 'parley-oncall-login-token' })).status).toBe(200);
    expect((await token.get('/collectors/api/basic_stats')).body).toEqual({ is_on_call_admin: true });
    const person = await consumerClient(api, 'consumer@demo.test', DEMO_PASSWORD);
    expect((await person.get('/api/v1/check_auth')).body.current_user.first_name).toBe('Jordan');
  });

  it('health is 503 without a worker heartbeat and 200 with one', async () => {
    const redis = api.app.get<Redis>(REDIS);
    const key = api.app.get(RedisKeys).key(HEARTBEAT_KEY);
    await redis.del(key);
    const down = await new Client(api).get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'unavailable', database: 'ok', redis: 'ok', worker: 'down' });
    await redis.set(key, 'test', 'EX', 5);
    const up = await new Client(api).get('/api/health');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ status: 'ok', database: 'ok', redis: 'ok', worker: 'ok' });
  });
});
