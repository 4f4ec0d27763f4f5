import { expect, type Page } from '@playwright/test';
import { gameDefinitions } from '../../registry';
import type { ReplayVerdict } from '../../sdk/src/replay';
import type { LastRun } from '../../sdk/src/shell/test-hooks';
import { verifyReplay } from '../../sdk/src/verify';

/** Open a game standalone, fast-forwarded, and wait for its title screen. */
export async function openGame(page: Page, slug: string, query = 'speed=4'): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/${slug}/index.html?${query}`);
  await expect(page.locator('.fp-shell')).toHaveAttribute('data-state', 'title');
  expect(errors).toEqual([]);
}

/** Press Play the way this device would: a tap on phones, a click on desktop. */
export async function pressPlay(page: Page, touch: boolean): Promise<void> {
  const play = page.getByTestId('play');
  if (touch) await play.tap();
  else await play.click();
  await expect(page.locator('.fp-shell')).toHaveAttribute('data-state', 'running');
}

export async function state(page: Page): Promise<string | undefined> {
  return page.locator('.fp-shell').evaluate((el) => (el as HTMLElement).dataset.state);
}

export async function lastRun(page: Page): Promise<LastRun> {
  const run = await page.evaluate(() => window.__fundplayLastRun);
  if (!run) throw new Error('the page left no __fundplayLastRun');
  return run;
}

/** Replay the page's run through the game's core in Node, as the server will. */
export function verifyInNode(run: LastRun): ReplayVerdict {
  const definition = gameDefinitions[run.replay.game];
  if (!definition) throw new Error(`no definition for ${run.replay.game}`);
  return verifyReplay(definition, JSON.parse(JSON.stringify(run.replay)));
}

/**
 * After game over: the score on screen, the page's last run and the Node replay all agree, and
 * the replay holds real inputs.
 */
export async function expectVerifiedRun(page: Page, slug: string): Promise<LastRun> {
  await expect(page.locator('.fp-shell')).toHaveAttribute('data-state', 'over');
  const shown = Number(await page.getByTestId('final-score').textContent());
  const hud = Number(await page.getByTestId('score').textContent());
  const run = await lastRun(page);
  expect(run.replay.game).toBe(slug);
  expect(run.replay.inputs.length).toBeGreaterThan(0);
  const verdict = verifyInNode(run);
  expect(verdict.reason).toBeUndefined();
  expect(verdict.valid).toBe(true);
  expect(verdict.score).toBe(shown);
  expect(hud).toBe(shown);
  expect(run.score).toBe(shown);
  expect(verdict.level).toBe(run.level);
  return run;
}

/** Raw touch through the DevTools protocol, so a finger can be held down or dragged. */
export async function touch(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
  return {
    press: (x: number, y: number) => send('touchStart', x, y),
    release: (x: number, y: number) => send('touchEnd', x, y),
    async swipe(x: number, y: number, dx: number, dy: number) {
      await send('touchStart', x, y);
      await send('touchMove', x + dx / 2, y + dy / 2);
      await send('touchMove', x + dx, y + dy);
      await send('touchEnd', x + dx, y + dy);
    },
  };
}
