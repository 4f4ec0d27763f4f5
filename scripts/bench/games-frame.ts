/// <reference lib="dom" />
/**
 * In-browser cost of each built game, in headless Chromium: navigation -> Playcanvas_ready time
 * and scripting time per frame (simulation steps + render, measured by the shell around both)
 * while a run is played with key and pointer input, at phone and desktop sizes.
 * Run `npm run build:games` first. `npx tsx scripts/bench/games-frame.ts`
 */
import type {} from '../../games/sdk/src/shell/test-hooks'; // the window hooks the shell exposes
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { gamesE2ePort, startStaticServer } from '../../games/e2e/static-server';

const distDir = join(__dirname, '..', '..', 'games', 'dist');
const PLAY_MS = 6000;
const LOADS = 5;
const VIEWPORTS = [
  { name: 'phone 390x844 @2x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true },
  { name: 'desktop 1280x720', viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, hasTouch: false },
] as const;
const KEYS = [' ', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown'];

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

async function readyTime(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('fundplay:ready').length > 0);
  return page.evaluate(() => performance.getEntriesByName('fundplay:ready')[0]?.startTime ?? NaN);
}

/** Play for PLAY_MS with a mix of keys and clicks, restarting after each game over. */
async function frameTimes(page: Page, url: string): Promise<number[]> {
  await page.goto(url);
  await page.waitForSelector('.fp-shell[data-state=title]');
  await page.evaluate(() => {
    window.__fundplayFrameTimes = [];
  });
  await page.keyboard.press('Enter');
  const canvas = await page.locator('canvas').boundingBox();
  if (!canvas) throw new Error(`${url}: no canvas on the page`);
  const started = Date.now();
  for (let i = 0; Date.now() - started < PLAY_MS; i++) {
    const state = await page.locator('.fp-shell').getAttribute('data-state');
    if (state === 'over') {
      await page.waitForTimeout(750);
      await page.keyboard.press('Enter');
      continue;
    }
    if (i % 3 === 0) {
      await page.mouse.click(
        canvas.x + canvas.width * (0.2 + ((i * 37) % 60) / 100),
        canvas.y + canvas.height * (0.3 + ((i * 53) % 50) / 100),
      );
    } else {
      const key = KEYS[i % KEYS.length] ?? ' ';
      await page.keyboard.down(key);
      await page.waitForTimeout(60);
      await page.keyboard.up(key);
    }
    await page.waitForTimeout(90);
  }
  return page.evaluate(() => window.__fundplayFrameTimes ?? []);
}

async function main(): Promise<void> {
  const slugs = existsSync(distDir)
    ? readdirSync(distDir)
        .filter((s) => existsSync(join(distDir, s, 'index.html')))
        .sort()
    : [];
  if (slugs.length === 0) throw new Error('no built games in games/dist: run `npm run build:games` first');
  const port = gamesE2ePort() + 7;
  const server = await startStaticServer(port);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const slug of slugs) {
      for (const v of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: v.viewport,
          deviceScaleFactor: v.deviceScaleFactor,
          hasTouch: v.hasTouch,
        });
        const page = await context.newPage();
        const url = `http://127.0.0.1:${port}/${slug}/index.html?seed=1`;
        const ready: number[] = [];
        for (let i = 0; i < LOADS; i++) ready.push(await readyTime(page, url));
        const frames = (await frameTimes(page, url)).sort((a, b) => a - b);
        rows.push({
          game: slug,
          viewport: v.name,
          'ready (ms, median)': median(ready).toFixed(0),
          frames: frames.length,
          'frame p50 (ms)': percentile(frames, 0.5).toFixed(3),
          'frame p95 (ms)': percentile(frames, 0.95).toFixed(3),
          'frame max (ms)': percentile(frames, 1).toFixed(2),
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`Headless Chromium (${browser.version()}), software rendering; scripting = sim steps + render per frame`);
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
