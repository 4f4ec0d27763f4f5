/**
 * How long a person waits for the sign-up captcha: the participant sign-up page in Debian's Chromium with the CPU
 * slowed 4× (Chrome's "mid-tier mobile" setting), from the page's load until the proof of work is solved, over several
 * fresh pages; and what the same work costs an attacker in native code on this machine, per thousand sign-ups.
 *
 *   npm run build && npx tsx scripts/bench/captcha-solve.ts [runs]
 * Against a running FundPlay with its captcha on: `CAPTCHA_URL=http://127.0.0.1:3900 npx tsx scripts/bench/captcha-solve.ts`.
 * Budget (issue #19): the slowest run within 3 s.
 */
import { pbkdf2Sync } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { withBuiltApp } from '../lib/built-app';
import { startEmbeddedPostgres } from '../services/postgres';
import { startRedis } from '../services/redis';

const RUNS = Number(process.argv[2] ?? 8);
const THROTTLE = 4;
const BUDGET_MS = 3000;
/** The server's challenges take 50 to 100 attempts (`captcha.service.ts`). */
const MAX_ATTEMPTS = 100;
const AVERAGE_ATTEMPTS = 75;

interface Solve {
  /** From the widget's start (by itself on load, or the click) until solved. */
  ms: number;
  /** From the page's navigation until solved: what a person who opened the form waits at most. */
  fromNavigationMs: number;
  /** The challenge's parameters, as the widget fetched them. */
  algorithm: string;
  cost: number;
}

async function solveOnce(browser: Browser, baseUrl: string): Promise<Solve> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  let challenge: { algorithm: string; cost: number } | null = null;
  page.on('response', (response) => {
    if (!response.url().includes('captcha')) return;
    void response
      .json()
      .then((body: { parameters?: { algorithm: string; cost: number } }) => {
        if (body.parameters) challenge = body.parameters;
      })
      .catch(() => undefined);
  });
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { captchaMarks: Record<string, number> }).captchaMarks = marks;
    document.addEventListener(
      'statechange',
      (event) => {
        const state = (event as CustomEvent<{ state?: string }>).detail?.state;
        if (state && !(state in marks)) marks[state] = performance.now();
      },
      true,
    );
  });
  await page.goto(`${baseUrl}/participant/signup`);
  const widget = page.getByTestId('captcha');
  await widget.waitFor({ state: 'attached' });
  // A widget that waits to be asked (the old behaviour) is asked at once, and timed from that click.
  const startedBySelf = await page
    .waitForFunction(() => 'verifying' in (window as unknown as { captchaMarks: object }).captchaMarks, null, {
      timeout: 5_000,
    })
    .then(() => true)
    .catch(() => false);
  let clickedAt = 0;
  if (!startedBySelf) {
    clickedAt = await page.evaluate(() => performance.now());
    await widget.locator('input[type="checkbox"]').click({ force: true });
  }
  await page.waitForFunction(() => 'verified' in (window as unknown as { captchaMarks: object }).captchaMarks, null, {
    timeout: 180_000,
  });
  const marks = await page.evaluate(() => (window as unknown as { captchaMarks: Record<string, number> }).captchaMarks);
  const verifiedAt = marks.verified ?? 0;
  const startedAt = startedBySelf ? (marks.verifying ?? 0) : clickedAt;
  await context.close();
  const found = challenge as { algorithm: string; cost: number } | null;
  return {
    ms: verifiedAt - startedAt,
    fromNavigationMs: verifiedAt,
    algorithm: found?.algorithm ?? '?',
    cost: found?.cost ?? 0,
  };
}

/** PBKDF2-SHA-256 or iterated SHA-256 iterations per second on one core of this machine, natively. */
function nativeIterationsPerSecond(): number {
  const iterations = 2_000_000;
  const started = process.hrtime.bigint();
  pbkdf2Sync('password', 'salt', iterations, 32, 'sha256');
  return iterations / (Number(process.hrtime.bigint() - started) / 1e9);
}

async function measure(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const solves: Solve[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const solve = await solveOnce(browser, baseUrl);
      solves.push(solve);
      process.stdout.write(
        `run ${run + 1}: solved in ${solve.ms.toFixed(0)} ms, ${solve.fromNavigationMs.toFixed(0)} ms after the page ` +
          `was opened (${solve.algorithm}, cost ${solve.cost})\n`,
      );
    }
  } finally {
    await browser.close();
  }
  const quantiles = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  };
  const at = quantiles(solves.map((solve) => solve.ms));
  const page = quantiles(solves.map((solve) => solve.fromNavigationMs));
  const rate = nativeIterationsPerSecond();
  // Chromium's CPU throttling slows the page's main thread but not the dedicated workers ALTCHA solves in, so the
  // phone's figure is also worked out from the work itself: the most attempts, one core at a quarter of this one.
  const cost = solves[0]?.cost ?? 0;
  const phoneWorstMs = ((MAX_ATTEMPTS * cost) / (rate / THROTTLE)) * 1000;
  const attackerSecondsPerThousand = (1000 * AVERAGE_ATTEMPTS * cost) / rate;
  process.stdout.write(
    [
      `captcha solve in Chromium at ${THROTTLE}× CPU slowdown, ${RUNS} fresh pages:`,
      `  solving: p50 ${at(0.5).toFixed(0)} ms, max ${at(1).toFixed(0)} ms (budget ${BUDGET_MS} ms: ${at(1) <= BUDGET_MS ? 'within' : 'OVER'})`,
      `  from opening the page: p50 ${page(0.5).toFixed(0)} ms, max ${page(1).toFixed(0)} ms`,
      `  native PBKDF2-SHA-256 on one core here: ${(rate / 1e6).toFixed(2)} M iterations/s`,
      `  a phone at a quarter of that, one core, the most attempts (${MAX_ATTEMPTS} × ${cost}): ${phoneWorstMs.toFixed(0)} ms`,
      `  an attacker's native work per thousand sign-ups (${AVERAGE_ATTEMPTS} attempts on average): ` +
        `${attackerSecondsPerThousand.toFixed(0)} core-seconds`,
    ].join('\n') + '\n',
  );
}

async function main() {
  if (process.env.CAPTCHA_URL) return measure(process.env.CAPTCHA_URL);
  const scratch = mkdtempSync(join(tmpdir(), 'fundplay-bench-captcha-'));
  chmodSync(scratch, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: join(scratch, 'postgres'), persistent: false });
  const redis = await startRedis({});
  try {
    await withBuiltApp(
      { postgres, redisUrl: redis.url },
      {
        database: 'bench_captcha',
        // CAPTCHA_COST=… tries another cost; the app's default otherwise.
        env: { CAPTCHA: 'on', ...(process.env.CAPTCHA_COST ? { CAPTCHA_COST: process.env.CAPTCHA_COST } : {}) },
      },
      measure,
    );
  } finally {
    await redis.stop();
    await postgres.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
