/**
 * Lighthouse (the `lighthouse` npm package, pinned as a root devDependency) on the campaign pages, in Debian's
 * Chromium with Lighthouse's default mobile settings (form factor mobile, simulated throttling): the fundraiser
 * page `/f/{slug}`, the demo participant's page `/donate/{code}` and the big screen `/live/{fundraiserId}`.
 * Prints the four category scores against the targets (Performance ≥ 95, Accessibility 100, Best Practices ≥ 95,
 * SEO ≥ 95), the main performance metrics and every audit that failed, per page and run. Scores vary from run to
 * run (more so on a busy machine): `LIGHTHOUSE_RUNS` runs each page that many times (default 2) and the table shows
 * every run and the median.
 *
 * Against a running FundPlay seeded with the demo data (the web app served by the API, as `npm start` does):
 * `BENCH_BASE_URL=http://127.0.0.1:3000 npx tsx scripts/bench/lighthouse.ts` (or the URL as the first argument).
 * Without one, it starts the built API and worker (`npm run build` first) serving the built web app on a throwaway
 * PostgreSQL, Redis and Stripe sandbox and seeds the demo data there.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../lib/build';
import { campaignAddresses } from './lib/campaign-addresses';
import { withSeededApp } from './lib/demo-app';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 2));
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}

interface LighthouseResult {
  lighthouseVersion: string;
  environment: { hostUserAgent: string; benchmarkIndex: number };
  runWarnings: string[];
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

/**
 * One Lighthouse run through its CLI, as a person would type it; the JSON report is read back from a file. On a
 * busy machine Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is tried again, twice at most.
 */
async function lighthouse(url: string, attempt = 1): Promise<LighthouseResult> {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|trace/i.test(String(error))) throw error;
    console.log(`  (${url}: ${String(error).split('\n')[0]}; trying again)`);
    return lighthouse(url, attempt + 1);
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'fundplay-lighthouse-'));
  const report = join(scratch, 'report.json');
  const args = [
    join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js'),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${report}`,
    `--chrome-path=${CHROME_PATH}`,
    '--chrome-flags=--headless=new --no-sandbox',
    `--only-categories=${CATEGORIES.join(',')}`,
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      // chrome-launcher takes the browser from CHROME_PATH; --chrome-path is there for the record of the command.
      execFile(
        process.execPath,
        args,
        { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 << 20 },
        (error, _o, err) =>
          error ? reject(new Error(`lighthouse ${url} failed: ${err || error.message}`)) : resolve(),
      );
    });
    return JSON.parse(readFileSync(report, 'utf8')) as LighthouseResult;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const score = (result: LighthouseResult, category: Category): number =>
  Math.round((result.categories[category].score ?? 0) * 100);

/** Audits that count towards a category and did not pass, with what Lighthouse says about them. */
function failedAudits(result: LighthouseResult): string[] {
  const failed: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of result.categories[category].auditRefs) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      failed.push(`${category}: ${audit.id}${value}, score ${audit.score.toFixed(2)}, weight ${ref.weight}`);
    }
  }
  return failed;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number): number => sorted[index] ?? 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : Math.round((at(middle - 1) + at(middle)) / 2);
};

async function bench(baseUrl: string): Promise<void> {
  const addresses = await campaignAddresses(baseUrl);
  const pages = [
    { name: 'fundraiser page', path: `/f/${addresses.slug}` },
    { name: 'participant page', path: `/donate/${addresses.participantCode}` },
    { name: 'big screen', path: `/live/${addresses.fundraiserId}` },
  ];
  const rows: Record<string, string | number>[] = [];
  const summary: Record<string, unknown>[] = [];
  let version = '';
  let browser = '';
  for (const page of pages) {
    const url = new URL(page.path, baseUrl).toString();
    const results: LighthouseResult[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await lighthouse(url);
      results.push(result);
      version = result.lighthouseVersion;
      browser = result.environment.hostUserAgent;
      const metrics = Object.fromEntries(METRICS.map(([id, label]) => [label, result.audits[id]?.displayValue ?? '-']));
      rows.push({
        page: `${page.name} ${page.path}`,
        run,
        ...Object.fromEntries(CATEGORIES.map((category) => [category, score(result, category)])),
        ...metrics,
      });
      // Lighthouse's CPU benchmark of this machine at the time (about 1000+ for a typical desktop; lower = slower,
      // e.g. when other processes share the cores): the performance score depends on it.
      console.log(
        `\n${page.name} ${page.path}, run ${run} (benchmarkIndex ${result.environment.benchmarkIndex}): failed audits`,
      );
      const failed = failedAudits(result);
      console.log(failed.length > 0 ? failed.map((line) => `  - ${line}`).join('\n') : '  (none)');
      for (const warning of result.runWarnings) console.log(`  warning: ${warning}`);
    }
    const medians = Object.fromEntries(
      CATEGORIES.map((category) => [category, median(results.map((result) => score(result, category)))]),
    ) as Record<Category, number>;
    const met = CATEGORIES.every((category) => medians[category] >= TARGETS[category]);
    rows.push({ page: `${page.name} ${page.path}`, run: 'median', ...medians, FCP: met ? 'targets met' : 'MISSED' });
    summary.push({
      page: page.name,
      path: page.path,
      runs: results.map((r) => Object.fromEntries(CATEGORIES.map((c) => [c, score(r, c)]))),
      medians,
      met,
    });
  }
  console.log(
    `\nLighthouse ${version}, mobile (default form factor, simulated throttling), ${CHROME_PATH} headless; ` +
      `targets: ${CATEGORIES.map((category) => `${category} ≥ ${TARGETS[category]}`).join(', ')}`,
  );
  console.log(browser);
  console.table(rows);
  console.log(JSON.stringify({ bench: 'lighthouse', lighthouse: version, runs: RUNS, pages: summary }));
}

async function main(): Promise<void> {
  const baseUrl = process.argv[2] ?? process.env.BENCH_BASE_URL;
  await (baseUrl
    ? bench(baseUrl)
    : withSeededApp('bench_lighthouse', (app) => bench(app.baseUrl), { SERVE_STATIC: 'on' }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
