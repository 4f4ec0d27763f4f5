import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { loadConfigOrExit, migrateDatabase } from './boot';
import { LeaderboardProjection } from './modules/games/leaderboards/leaderboard-projection';

/**
 * `npm run rebuild-leaderboards` (with the app's DATABASE_URL and REDIS_URL): restores every leaderboard in Redis
 * from the verified runs in PostgreSQL, exactly as the live projection would have written them. Safe while the
 * app runs: each board is swapped in atomically and runs verified meanwhile are applied again.
 */
async function main() {
  const config = loadConfigOrExit();
  await migrateDatabase(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    const started = performance.now();
    const { boards } = await app.get(LeaderboardProjection).rebuildAll();
    process.stdout.write(`rebuilt ${boards} leaderboard(s) in ${Math.round(performance.now() - started)} ms\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`rebuild-leaderboards failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
