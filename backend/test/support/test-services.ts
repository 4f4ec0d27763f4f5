/**
 * Where the medium and e2e specs find PostgreSQL and Redis: `npm test` provisions a throwaway
 * embedded PostgreSQL and redis-server and passes them here; any other Postgres/Redis can be given.
 */
/** Several jest runs may share one server when each names its own template (TEST_TEMPLATE_DATABASE). */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'fundplay_test_template';

export function testServices(): { postgresUrl: string; redisUrl: string } {
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!postgresUrl || !redisUrl) {
    throw new Error(
      'These tests need PostgreSQL and Redis. Run them with `npm test` (which provides both), or set ' +
        'TEST_POSTGRES_URL (a server URL whose user may create databases) and TEST_REDIS_URL.',
    );
  }
  return { postgresUrl, redisUrl };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
