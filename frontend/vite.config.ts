import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from '../scripts/lib/precompress';

const backendUrl = process.env.BACKEND_URL ?? 'http://localhost:3000';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const contractsSources = fromHere('../contracts/src/');
const fromContracts = (id: string) => id.startsWith(contractsSources);

/** `.br` and `.gz` beside each compressible file of the build, for the server to send as they are. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fundplay-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After the bundle and the public folder are written.
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

export default defineConfig({
  // Commands may run from the repository root (`vitest --config frontend/vitest.config.ts`).
  root: fromHere('.'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // The workspace packages publish a dist built for the backend; the browser bundles their sources.
    alias: [
      { find: /^@\//, replacement: fromHere('./src/') },
      { find: /^@fundplay\/contracts$/, replacement: fromHere('../contracts/src/index.ts') },
      { find: /^@fundplay\/game-sdk$/, replacement: fromHere('../games/sdk/src/index.ts') },
      // One SDK module at a time (e.g. `@fundplay/game-sdk/protocol`) keeps canvas and audio code out of the app.
      { find: /^@fundplay\/game-sdk\/(.+)$/, replacement: fromHere('../games/sdk/src/') + '$1.ts' },
      // Each game's how-to-play lines, the same its title screen shows (words only, no game code).
      { find: /^@fundplay\/game-instructions$/, replacement: fromHere('../games/instructions.ts') },
    ],
  },
  server: {
    proxy: {
      '/api': { target: backendUrl, changeOrigin: true },
      '/socket.io': { target: backendUrl, changeOrigin: true, ws: true },
      '/embed': { target: backendUrl, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      treeshake: {
        // The contracts only declare schemas and constants: a page that imports one route path must not pull
        // in every schema (and zod with them) just because building a schema looks like a side effect.
        moduleSideEffects: (id) => (fromContracts(id) ? false : undefined),
      },
    },
  },
});
