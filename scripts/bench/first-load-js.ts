/**
 * First-load JavaScript of the site's pages, in Debian's Chromium: every JS response a page fetches until the
 * network is idle, summed as gzip -9 of each body (what the precompressed `.gz` next to it weighs) and as
 * transferred. Budget: 160 kB gzipped for `/`, the demo participant's page `/donate/{code}` and the fundraiser
 * page `/f/{slug}`, at phone and desktop sizes (`/live/{fundraiserId}` is measured too).
 *
 * Against a running FundPlay seeded with the demo data:
 * `FIRST_LOAD_URL=http://127.0.0.1:3900 npx tsx scripts/bench/first-load-js.ts` (or the URL as the first argument).
 * Without one, it starts the built API and worker (`npm run build` first) serving the built web app on a throwaway
 * PostgreSQL, Redis and Stripe sandbox and seeds the demo data there, as `npm start` does.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { campaignAddresses } from './lib/campaign-addresses';
import { withSeededApp } from './lib/demo-app';

const BUDGET_KB = 160;
/** The pages measured; the campaign pages' addresses come from the seeded demo data. */
async function pagesOf(baseUrl: string): Promise<{ path: string; budget: boolean }[]> {
  const campaign = await campaignAddresses(baseUrl);
  return [
    { path: '/', budget: true },
    { path: `/donate/${campaign.participantCode}`, budget: true },
    { path: `/f/${campaign.slug}`, budget: true },
    { path: `/live/${campaign.fundraiserId}`, budget: false },
    { path: '/games', budget: false },
    { path: '/support', budget: false },
    { path: '/about', budget: false },
  ];
}
const VIEWPORTS = [
  { name: 'phone 390x844', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop 1366x900', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
];

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

interface Measurement {
  files: number;
  gzipped: number;
  transferred: number;
  largest: string;
}

async function measure(browser: Browser, url: string, viewport: (typeof VIEWPORTS)[number]): Promise<Measurement> {
  const context = await browser.newContext({
    viewport: viewport.viewport,
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
  });
  const page = await context.newPage();
  const scripts: Promise<{ url: string; gzipped: number; transferred: number }>[] = [];
  const onResponse = (response: Response) => {
    const isScript =
      response.request().resourceType() === 'script' ||
      (response.headers()['content-type'] ?? '').includes('javascript');
    if (!isScript || response.status() !== 200) return;
    scripts.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: response.url(),
          gzipped: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
        };
      })(),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // A lazy route or a socket may start fetching after a quiet half second on a busy machine: wait until a
    // further second brings no new script.
    for (let seen = -1; seen !== scripts.length;) {
      seen = scripts.length;
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
    }
    page.off('response', onResponse);
    const fetched = await Promise.all(scripts);
    const largest = fetched.reduce((a, b) => (b.gzipped > a.gzipped ? b : a), { url: '-', gzipped: 0 });
    return {
      files: fetched.length,
      gzipped: fetched.reduce((sum, s) => sum + s.gzipped, 0),
      transferred: fetched.reduce((sum, s) => sum + s.transferred, 0),
      largest: `${new URL(largest.url, url).pathname.replace(/^\/assets\//, '')} ${kb(largest.gzipped)}`,
    };
  } finally {
    await context.close();
  }
}

async function bench(baseUrl: string): Promise<void> {
  const pages = await pagesOf(baseUrl);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const { path, budget } of pages) {
      for (const viewport of VIEWPORTS) {
        const result = await measure(browser, new URL(path, baseUrl).toString(), viewport);
        rows.push({
          page: path,
          viewport: viewport.name,
          'JS files': result.files,
          'gzip -9 (kB)': kb(result.gzipped),
          'transferred (kB)': kb(result.transferred),
          'largest file (gzip kB)': result.largest,
          [`<= ${BUDGET_KB} kB`]: budget ? (result.gzipped / 1024 <= BUDGET_KB ? 'yes' : 'NO') : '',
        });
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`First-load JavaScript at ${baseUrl}, fresh cache, until network idle (Chromium ${browser.version()})`);
  console.table(rows);
}

async function main(): Promise<void> {
  const baseUrl = process.argv[2] ?? process.env.FIRST_LOAD_URL;
  await (baseUrl
    ? bench(baseUrl)
    : withSeededApp('bench_first_load', (app) => bench(app.baseUrl), { SERVE_STATIC: 'on' }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
