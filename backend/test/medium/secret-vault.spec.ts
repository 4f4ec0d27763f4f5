import { Redis } from 'ioredis';
import { AppConfig } from '../../src/config/app-config';
import { redisOptionsFromUrl } from '../../src/platform/redis/redis-options';
import { SecretVault } from '../../src/platform/secrets/secret-vault';
import { eventually } from '../support/test-environment';
import { testServices } from '../support/test-services';

describe('SecretVault', () => {
  const prefix = `vault_${process.pid}_${Date.now()}`;
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    REDIS_URL: testServices().redisUrl,
    STRIPE_SANDBOX_URL: testServices().stripeSandboxUrl,
    REDIS_KEY_PREFIX: prefix,
  };
  const config = AppConfig.fromEnvironment(env);
  let redis: Redis;
  let sut: SecretVault;

  beforeAll(() => {
    redis = new Redis(redisOptionsFromUrl(config.redis.url));
    sut = new SecretVault(redis, config);
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('gives back what was put, stores it encrypted and with a TTL, and forgets it when wiped', async () => {
    await sut.put('code-1', '48213', 600);
    expect(await sut.get('code-1')).toBe('48213');

    const stored = await redis.get(`${prefix}:vault:code-1`);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain('48213');
    expect(Buffer.from(stored ?? '', 'base64').toString('latin1')).not.toContain('48213');
    const ttl = await redis.ttl(`${prefix}:vault:code-1`);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);

    await sut.wipe('code-1');
    expect(await sut.get('code-1')).toBeNull();
    expect(await redis.exists(`${prefix}:vault:code-1`)).toBe(0);
  });

  it('expires secrets on its own', async () => {
    await sut.put('short', 'token-value', 1);
    expect(await sut.get('short')).toBe('token-value');
    await eventually('the one-second secret to expire', async () => (await sut.get('short')) === null);
  });

  it('refuses a value moved under another reference or sealed with another key', async () => {
    await sut.put('a', 'secret-a', 60);
    await redis.set(`${prefix}:vault:b`, (await redis.get(`${prefix}:vault:a`)) ?? '', 'EX', 60);
    expect(await sut.get('b')).toBeNull();

    const otherKey = AppConfig.fromEnvironment({ ...env, SESSION_SECRET: 'another-session-secret-of-enough-length' });
    expect(await new SecretVault(redis, otherKey).get('a')).toBeNull();
    expect(await sut.get('a')).toBe('secret-a');
  });
});
