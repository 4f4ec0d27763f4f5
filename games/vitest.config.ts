import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Every game's unit and property tests: `npx vitest run --config games/vitest.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**', 'dist/**', 'e2e/**'],
    environment: 'node',
    // The replay CLI's spec starts tsx processes, which take many times their quiet time on a busy two-core machine.
    testTimeout: 30_000,
  },
});
