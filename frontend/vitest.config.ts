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
      // A walk through a whole page renders many components in jsdom; on a busy 2-core machine one can outlast
      // Vitest's default 5 s without anything being wrong. A test that truly hangs still fails.
      testTimeout: 20_000,
      unstubGlobals: true,
    },
  }),
);
