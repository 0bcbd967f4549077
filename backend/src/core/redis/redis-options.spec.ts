import { redisOptionsFromUrl } from './redis-options';

describe('redisOptionsFromUrl', () => {
  it('reads host, port, credentials, database and TLS', () => {
    expect(redisOptionsFromUrl('redis://127.0.0.1:6379')).toMatchObject({ host: '127.0.0.1', port: 6379, db: 0, tls: undefined });
    expect(redisOptionsFromUrl('rediss://user:p%40ss@cache.example:6380/2')).toMatchObject({ host: 'cache.example', port: 6380, username: 'user', password: 'p@ss', db: 2, tls: {} });
  });
});
