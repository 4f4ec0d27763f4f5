import { redisOptionsFromUrl } from './redis-options';

describe('redisOptionsFromUrl', () => {
  it('reads host, port, credentials and database number', () => {
    expect(redisOptionsFromUrl('redis://user:p%40ss@cache.internal:6380/2')).toMatchObject({
      host: 'cache.internal',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 2,
      tls: undefined,
    });
  });

  it('turns on TLS for rediss:// and defaults the port', () => {
    expect(redisOptionsFromUrl('rediss://cache.example.com')).toMatchObject({ port: 6379, db: 0, tls: {} });
  });
});
