import { expect, test, type Frame, type Page } from '@playwright/test';
import type { ExitGameMessage, GameMessage } from '../sdk/src/protocol';

const GAMES = ['alphabet-merge', 'freight-train', 'gem-crusher', 'hang-glider'] as const;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const messages = (page: Page) =>
  page.evaluate(() => (window as unknown as { gameMessages: GameMessage[] }).gameMessages);

/** Open a game inside the stand-in host page, as the app embeds it, and wait for its title screen. */
async function openEmbedded(page: Page, slug: string, mode: 'practice' | 'play' = 'practice'): Promise<Frame> {
  await page.goto(`/e2e-host.html?game=${slug}&mode=${mode}&speed=1`);
  const frame = page.frame({ url: new RegExp(`/${slug}/index\\.html`) });
  if (!frame) throw new Error(`no frame for ${slug}`);
  await expect(frame.locator('.fp-shell')).toHaveAttribute('data-state', 'title');
  return frame;
}

for (const slug of GAMES) {
  test.describe(`shell layout: ${slug}`, () => {
    test('the HUD Exit, mute and pause never cover the score or level, at phone and desktop sizes', async ({
      page,
    }) => {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const frame = await openEmbedded(page, slug);
        await frame.getByTestId('play').click();
        await expect(frame.locator('.fp-shell')).toHaveAttribute('data-state', 'running');

        const boxOf = async (selector: string) => {
          const box = await frame.locator(selector).boundingBox();
          if (!box) throw new Error(`${selector} is not on screen`);
          return box;
        };
        const score = await boxOf('.fp-stat:has([data-testid=score])');
        const level = await boxOf('.fp-stat:has([data-testid=level])');
        const controls = {
          exit: await boxOf('[data-testid=hud-exit]'),
          mute: await boxOf('[data-testid=mute]'),
          pause: await boxOf('[data-testid=pause]'),
        };
        await expect(frame.getByRole('button', { name: 'Exit game' })).toBeVisible();
        for (const [name, box] of Object.entries({ score, level, ...controls })) {
          expect(box.x, `${name} at ${size.width}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${name} at ${size.width}`).toBeLessThanOrEqual(size.width);
        }
        for (const [name, box] of Object.entries(controls)) {
          expect(intersects(box, score), `${name} over the score at ${size.width}`).toBe(false);
          expect(intersects(box, level), `${name} over the level at ${size.width}`).toBe(false);
        }
      }
    });
  });
}

test.describe('leaving a practice game shows its final score first', () => {
  test('Pause → End run shows the summary, and only its Exit leaves with the score', async ({ page }) => {
    const frame = await openEmbedded(page, 'alphabet-merge');
    await frame.getByTestId('play').click();
    await frame.locator('canvas').press('ArrowLeft');
    await frame.getByTestId('pause').click();
    await frame.getByTestId('end-run').click();

    await expect(frame.locator('.fp-shell')).toHaveAttribute('data-state', 'over');
    const shown = frame.getByTestId('final-score');
    await expect(shown).toBeVisible();
    const run = await frame.evaluate(() => window.__fundplayLastRun!);
    await expect(shown).toHaveText(String(run.score));
    await page.waitForTimeout(300);
    expect((await messages(page)).map((m) => m.type)).not.toContain('Exit_Game');

    await frame.getByTestId('exit').click();
    await expect.poll(async () => (await messages(page)).map((m) => m.type)).toContain('Exit_Game');
    const exit = (await messages(page)).find((m): m is ExitGameMessage => m.type === 'Exit_Game')!;
    expect(exit.score).toBe(run.score);
  });

  test('the HUD Exit ends a running game on its summary, and a second Exit leaves', async ({ page }) => {
    const frame = await openEmbedded(page, 'gem-crusher');
    await frame.getByTestId('play').click();
    await expect(frame.locator('.fp-shell')).toHaveAttribute('data-state', 'running');

    await frame.getByTestId('hud-exit').click();

    await expect(frame.locator('.fp-shell')).toHaveAttribute('data-state', 'over');
    await expect(frame.getByTestId('final-score')).toBeVisible();
    await expect(frame.getByTestId('score')).toBeVisible();
    expect((await messages(page)).map((m) => m.type)).not.toContain('Exit_Game');

    await frame.getByTestId('hud-exit').click();
    await expect.poll(async () => (await messages(page)).map((m) => m.type)).toContain('Exit_Game');
    const exit = (await messages(page)).find((m): m is ExitGameMessage => m.type === 'Exit_Game')!;
    expect(exit.score).toBe(Number(await frame.getByTestId('final-score').textContent()));
  });

  test('standalone pages (no host) have no HUD Exit', async ({ page }) => {
    await page.goto('/gem-crusher/index.html');
    await expect(page.locator('.fp-shell')).toHaveAttribute('data-state', 'title');
    await expect(page.getByTestId('hud-exit')).toHaveCount(0);
  });
});
