import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Every game's unit and property tests: `npx vitest run --config games/vitest.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**', 'dist/**', 'e2e/**'],
    environment: 'node',
  },
});
