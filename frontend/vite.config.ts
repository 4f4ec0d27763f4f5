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

/** The public campaign pages a shared link opens first: path prefix → the route module behind it. */
const campaignRoutes: Record<string, string> = {
  '/donate/': 'src/app/routes/donate.tsx',
  '/f/': 'src/app/routes/campaign.tsx',
  '/live/': 'src/app/routes/live.tsx',
};

/**
 * A donor opening a shared `/donate/…`, `/f/…` or `/live/…` link would otherwise fetch the page's code only after
 * the main chunk has downloaded and run (the router asks for it): one more round trip before the first content.
 * A tiny async script, fetched beside the main chunk, adds `modulepreload` links for that page's chunks (and what
 * they import) as soon as it runs, so they download in parallel. Not render-blocking; other pages fetch nothing
 * more. An external file, since the Content-Security-Policy allows no inline script.
 */
function campaignRoutePreload(): Plugin {
  return {
    name: 'fundplay-campaign-route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      // What index.html already preloads: the entry and everything it imports statically.
      const closure = (start: string[], seen = new Set<string>()): Set<string> => {
        for (const file of start) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const preloaded = closure(entry ? [entry.fileName] : []);
      const routes: Record<string, string[]> = {};
      for (const [prefix, module] of Object.entries(campaignRoutes)) {
        const chunk = chunks.find((found) => found.facadeModuleId === fromHere(module));
        if (!chunk) continue;
        routes[prefix] = [...closure([chunk.fileName])].filter((file) => !preloaded.has(file));
      }
      const html = bundle['index.html'];
      if (!entry || Object.keys(routes).length === 0 || html?.type !== 'asset') return;
      const source =
        `(function(){var r=${JSON.stringify(routes)},p=location.pathname;` +
        'for(var k in r){if(p.indexOf(k)===0){r[k].forEach(function(f){var l=document.createElement("link");' +
        'l.rel="modulepreload";l.crossOrigin="";l.href="/"+f;document.head.appendChild(l)});break}}})();\n';
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source }));
      html.source = String(html.source).replace(
        /<script type="module"/,
        `<script async src="/${fileName}"></script>\n    <script type="module"`,
      );
    },
  };
}

export default defineConfig({
  // Commands may run from the repository root (`vitest --config frontend/vitest.config.ts`).
  root: fromHere('.'),
  plugins: [react(), tailwindcss(), campaignRoutePreload(), precompress()],
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
