import { expect, test } from '@playwright/test';
import { expectVerifiedRun, openGame, pressPlay, state, touch } from './support/game-page';

const SLUG = 'hang-glider';

test.describe('Hang Glider', () => {
  test('flies with real input until game over, and the replay verifies to the score shown', async ({
    page,
    isMobile,
  }) => {
    // The page's clock (animation frames included) moves only when this test moves it: a loaded machine that delays
    // a press by seconds must not let the glider fly, and crash, before the press arrives.
    await page.clock.install();
    await openGame(page, SLUG, 'speed=1');
    const canvas = page.locator('canvas');
    const box = (await canvas.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const finger = isMobile ? await touch(page) : null;
    await page.clock.pauseAt(Date.now() + 60_000);
    await pressPlay(page, isMobile);

    // A dozen flaps (or fewer if the flight ends first): hold 120 ms, glide 180 ms.
    for (let flap = 0; flap === 0 || ((await state(page)) === 'running' && flap < 12); flap++) {
      if (finger) await finger.press(x, y);
      else if (flap % 2 === 0) await page.keyboard.down(' ');
      else {
        await page.mouse.move(x, y);
        await page.mouse.down();
      }
      await page.clock.runFor(120);
      if (finger) await finger.release(x, y);
      else if (flap % 2 === 0) await page.keyboard.up(' ');
      else await page.mouse.up();
      await page.clock.runFor(180);
    }
    // Then let go: the glider dives to the ground.
    for (let second = 0; (await state(page)) === 'running' && second < 120; second++) await page.clock.runFor(1_000);

    const run = await expectVerifiedRun(page, SLUG);
    // Both presses and releases reached the simulation.
    const kinds = new Set(run.replay.inputs.map(([, input]) => input));
    expect(kinds).toEqual(new Set(['u', 'd']));
  });

  test('pauses on Escape and when the tab is hidden, and resumes', async ({ page, isMobile }) => {
    await openGame(page, SLUG, 'speed=1');
    await pressPlay(page, isMobile);
    await page.keyboard.press('Escape');
    await expect(page.locator('.fp-shell')).toHaveAttribute('data-state', 'paused');
    await page.getByTestId('resume').click();
    await expect(page.locator('.fp-shell')).toHaveAttribute('data-state', 'running');
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.locator('.fp-shell')).toHaveAttribute('data-state', 'paused');
  });

  test('remembers the mute choice across reloads', async ({ page }) => {
    await openGame(page, SLUG);
    await page.getByTestId('mute').click();
    await expect(page.getByTestId('mute')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByTestId('mute')).toHaveAttribute('aria-pressed', 'true');
  });
});
