import { expect, test } from '@playwright/test';
import { expectVerifiedRun, openGame, pressPlay, state, touch } from './support/game-page';

const SLUG = 'hang-glider';

test.describe('Hang Glider', () => {
  test('flies with real input until game over, and the replay verifies to the score shown', async ({
    page,
    isMobile,
  }) => {
    await openGame(page, SLUG, 'speed=1');
    await pressPlay(page, isMobile);
    const canvas = page.locator('canvas');
    const box = (await canvas.boundingBox())!;
    const finger = isMobile ? await touch(page) : null;

    // A dozen flaps (or fewer if the flight ends first), then let go: the glider dives to the ground.
    for (let flap = 0; flap === 0 || ((await state(page)) === 'running' && flap < 12); flap++) {
      if (finger) {
        await finger.hold(box.x + box.width / 2, box.y + box.height / 2, 120);
      } else if (flap % 2 === 0) {
        await page.keyboard.down(' ');
        await page.waitForTimeout(120);
        await page.keyboard.up(' ');
      } else {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.waitForTimeout(120);
        await page.mouse.up();
      }
      await page.waitForTimeout(180);
    }

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
