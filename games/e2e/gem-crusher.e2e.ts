import { expect, test, type Page } from '@playwright/test';
import { verifyReplay } from '../sdk/src/verify';
import type { LastRun } from '../sdk/src/shell/test-hooks';
import { gameDefinitions } from '../registry';
import { columnOf, rowOf } from '../gem-crusher/core/board';
import { gemCrusherDefinition } from '../gem-crusher/core/definition';
import { GemFactory } from '../gem-crusher/core/gem-factory';
import type { GemCrusherSimulation } from '../gem-crusher/core/gem-crusher-simulation';
import { findPossibleSwaps, type Swap } from '../gem-crusher/core/possible-moves';
import { resolveSwap } from '../gem-crusher/core/resolve-swap';
import { createRng } from '../sdk/src/rng';
import { BoardGeometry } from '../gem-crusher/view/board-geometry';

const SEED = 4242;

/** The productive swap that scores least: a weak player, so the run ends within a level or two. */
function weakestSwap(sim: GemCrusherSimulation): Swap {
  let pick: Swap | null = null;
  let least = Infinity;
  for (const swap of findPossibleSwaps(sim.board.slice())) {
    const points = resolveSwap(sim.board.slice(), swap[0], swap[1], new GemFactory(createRng(0)))?.points ?? 0;
    if (points < least) [pick, least] = [swap, points];
  }
  if (!pick) throw new Error('the mirrored board has no move');
  return pick;
}

async function hudScore(page: Page): Promise<number> {
  return Number(await page.getByTestId('score').textContent());
}

test('Gem Crusher plays to game over with real input and its replay verifies to the score shown', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const touch = testInfo.project.use.hasTouch === true;
  await page.goto(`/gem-crusher/?seed=${SEED}&speed=16`);
  await page.getByTestId('play').click();
  await expect(page.locator('.fp-shell')).toHaveAttribute('data-state', 'running');

  const box = (await page.locator('.fp-canvas').boundingBox())!;
  const geometry = new BoardGeometry();
  geometry.resize(Math.round(box.width), Math.round(box.height));
  const centre = (cell: number) => {
    const { x, y } = geometry.centre(rowOf(cell), columnOf(cell));
    return { x: box.x + x, y: box.y + y };
  };

  // Board changes depend only on which swaps land, not when, so a Node copy of the run
  // says what the page's board holds and what each swap should score.
  const mirror = gemCrusherDefinition.create(SEED);
  const settle = () => {
    while (mirror.busy && !mirror.over) mirror.step([]);
  };

  // Desktop takes turns with all three ways to swap; a phone taps one gem, then its neighbour.
  let cursor = 27;
  let cursorShown = false;
  const keyTowards = async (target: number): Promise<void> => {
    while (cursor !== target) {
      const dr = rowOf(target) - rowOf(cursor);
      const dc = columnOf(target) - columnOf(cursor);
      const [key, step] =
        dr !== 0 ? (dr > 0 ? ['ArrowDown', 8] : ['ArrowUp', -8]) : dc > 0 ? ['ArrowRight', 1] : ['ArrowLeft', -1];
      await page.keyboard.press(key as string);
      cursor += step as number;
    }
  };
  const swapOnPage = async ([from, to]: Swap, style: number): Promise<void> => {
    const a = centre(from);
    const b = centre(to);
    if (touch) {
      await page.touchscreen.tap(a.x, a.y);
      await page.touchscreen.tap(b.x, b.y);
    } else if (style === 0) {
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 2 });
      await page.mouse.move(b.x, b.y, { steps: 2 });
      await page.mouse.up();
      cursorShown = false;
    } else if (style === 1) {
      await page.mouse.click(a.x, a.y);
      await page.mouse.click(b.x, b.y);
      cursorShown = false;
    } else {
      if (!cursorShown) await page.keyboard.press(' ');
      cursorShown = true;
      await keyTowards(from);
      await page.keyboard.press(' ');
      await keyTowards(to);
    }
  };

  let swaps = 0;
  while (!mirror.over) {
    const swap = weakestSwap(mirror);
    const before = mirror.score;
    mirror.step([swap]);
    settle();
    swaps++;
    // The page drops a swap made while its board is still settling; try again until it lands.
    await expect(async () => {
      if ((await hudScore(page)) === before) await swapOnPage(swap, swaps % 3);
      await expect.poll(() => hudScore(page), { timeout: 600 }).toBe(mirror.score);
    }).toPass({ timeout: 15_000 });
  }

  await expect(page.locator('.fp-shell')).toHaveAttribute('data-state', 'over');
  const shown = Number(await page.getByTestId('final-score').textContent());
  const lastRun = (await page.evaluate(() => window.__fundplayLastRun)) as LastRun;
  expect(lastRun.replay.inputs).toHaveLength(swaps);

  const verdict = verifyReplay(gameDefinitions['gem-crusher']!, lastRun.replay);
  expect(verdict).toMatchObject({ valid: true, score: shown, level: mirror.level });
  expect(shown).toBe(mirror.score);
  await page.screenshot({ path: testInfo.outputPath('game-over.png') });
});
