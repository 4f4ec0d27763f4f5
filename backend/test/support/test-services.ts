/**
 * Where the medium and e2e specs find PostgreSQL, Redis and the Stripe sandbox: `npm test` provisions a throwaway
 * embedded PostgreSQL, redis-server and sandbox and passes them here; any other Postgres/Redis can be given.
 */
/** Several jest runs may share one server when each names its own template (TEST_TEMPLATE_DATABASE). */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'fundplay_test_template';

export function testServices(): { postgresUrl: string; redisUrl: string; stripeSandboxUrl: string } {
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  const stripeSandboxUrl = process.env.TEST_STRIPE_SANDBOX_URL;
  if (!postgresUrl || !redisUrl || !stripeSandboxUrl) {
    throw new Error(
      'These tests need PostgreSQL, Redis and the Stripe sandbox. Run them with `npm test` (which provides all ' +
        'three), or start them with `npx tsx scripts/dev-test-services.ts` and set TEST_POSTGRES_URL (a server URL ' +
        'whose user may create databases), TEST_REDIS_URL and TEST_STRIPE_SANDBOX_URL.',
    );
  }
  return { postgresUrl, redisUrl, stripeSandboxUrl };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
