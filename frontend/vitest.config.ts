import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.spec.{ts,tsx}'],
      restoreMocks: true,
      // A walk through a whole page renders many components in jsdom; on a busy 2-core machine (a second CI run
      // beside this one) one can outlast Vitest's default 5 s many times over without anything
      // being wrong. A test that truly hangs still fails.
      testTimeout: 30_000,
      // Vitest's default keeps a core for itself: one worker on a two-core machine. Two ran the 83 files in 239 s
      // instead of 375 s there (`npx vitest run --config frontend/vitest.config.ts --maxWorkers=2`).
      maxWorkers: '100%',
      // Worker threads rather than Vitest's default child processes: the 84 files ran in 171 s instead of 202 s on
      // two cores (`npx vitest run --pool=threads` against `npx vitest run` in frontend/). Sharing one module graph
      // across files (`--no-isolate`) was no faster there and let 17 tests see another file's state.
      pool: 'threads',
      unstubGlobals: true,
    },
  }),
);
