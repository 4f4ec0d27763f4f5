import { expect, test } from '@playwright/test';
import { gameDefinitions } from '../registry';
import { freightTrainDefinition } from '../freight-train/core/definition';
import { DELIVERY_POINTS } from '../freight-train/core/freight-train-simulation';
import { LAYOUTS } from '../freight-train/core/levels';
import { perfectDispatcherInputs } from '../freight-train/core/perfect-dispatcher';
import { createRng } from '../sdk/src/rng';
import type { LastRun } from '../sdk/src/shell/test-hooks';
import { verifyReplay } from '../sdk/src/verify';
import { TrackGeometry } from '../freight-train/view/track-geometry';

test('Freight Train plays to game over with real input and its replay verifies to the score shown', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const touch = testInfo.project.use.hasTouch === true;
  const seed = 2718;
  // Real time until the first switches are set: the first train reaches a junction only
  // after four seconds, time enough for the clicks even on a busy machine.
  await page.goto(`/freight-train/?seed=${seed}`);
  await page.getByTestId('play').click();
  const shell = page.locator('.fp-shell');
  await expect(shell).toHaveAttribute('data-state', 'running');

  const box = (await page.locator('.fp-canvas').boundingBox())!;
  const geometry = new TrackGeometry();
  geometry.resize(Math.round(box.width), Math.round(box.height));
  const valley = LAYOUTS[0]!;
  const junctionAt = (junction: number) => {
    const { x, y } = geometry.toScreen(valley.nodes[valley.junctions[junction]!]!.at);
    return { x: box.x + x, y: box.y + y };
  };

  let actions = 0;
  let focus: number | null = null;
  const throwSwitch = async (junction: number): Promise<void> => {
    const { x, y } = junctionAt(junction);
    const style = touch ? 0 : actions % 3;
    if (style === 0 && touch) await page.touchscreen.tap(x, y);
    else if (style === 0) await page.mouse.click(x, y);
    else if (style === 1) {
      await page.keyboard.press(String(junction + 1));
      focus = junction;
    } else {
      // Tab from junction to junction until the wanted one has focus, then Space.
      do {
        await page.keyboard.press('Tab');
        focus = focus === null ? 0 : (focus + 1) % valley.junctions.length;
      } while (focus !== junction);
      await page.keyboard.press(' ');
    }
    actions++;
  };

  // Trains come out of the tunnel on a schedule that no switch can change, so a copy of
  // the run in Node knows the first car's colour: route it home before it reaches a junction.
  const mirror = freightTrainDefinition.create(seed);
  while (mirror.trains.length === 0) mirror.step([]);
  const route = perfectDispatcherInputs(mirror);
  expect(route.length).toBeGreaterThan(0);
  for (const junction of route) await throwSwitch(junction);
  // Trains keep their order on level 1, so that car is home before any other can cost a life.
  await page.evaluate(() => (window.__fundplaySpeed = 16));
  // The poll may look only after a second car has come home too.
  await expect
    .poll(async () => Number(await page.getByTestId('score').textContent()), { timeout: 20_000, intervals: [50] })
    .toBeGreaterThanOrEqual(DELIVERY_POINTS);

  // Then a careless dispatcher takes over until wrong stations or crashes use up the lives.
  const choices = createRng(99);
  while ((await shell.getAttribute('data-state')) === 'running') {
    await throwSwitch(choices.int(valley.junctions.length));
    await page.waitForTimeout(40 + choices.int(120));
    expect(actions).toBeLessThan(2000);
  }

  await expect(shell).toHaveAttribute('data-state', 'over');
  const shown = Number(await page.getByTestId('final-score').textContent());
  expect(shown).toBeGreaterThanOrEqual(DELIVERY_POINTS);
  expect(Number(await page.getByTestId('score').textContent())).toBe(shown);
  const lastRun = (await page.evaluate(() => window.__fundplayLastRun)) as LastRun;
  expect(lastRun.replay.inputs.length).toBeGreaterThan(0);
  expect(lastRun.replay.inputs.every(([, input]) => typeof input === 'number')).toBe(true);

  const verdict = verifyReplay(gameDefinitions['freight-train']!, lastRun.replay);
  expect(verdict).toMatchObject({ valid: true, score: shown, level: lastRun.level });
  await page.screenshot({ path: testInfo.outputPath('game-over.png') });
});
