import { expect, test } from '@playwright/test';
import { expectVerifiedRun, openGame, pressPlay, state, touch } from './support/game-page';

const SLUG = 'alphabet-merge';
const KEYS = ['ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 's', 'a', 'd', 'w'];

test.describe('Alphabet Merge', () => {
  test('slides with real input until no move is left, and the replay verifies to the score shown', async ({
    page,
    isMobile,
  }) => {
    // A 5x5 game takes a few hundred slides, each a round trip to the browser: minutes on a busy machine.
    test.setTimeout(600_000);
    await openGame(page, SLUG, 'speed=16');
    await pressPlay(page, isMobile);
    const canvas = page.locator('canvas');
    const box = (await canvas.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height * 0.6;
    const finger = isMobile ? await touch(page) : null;
    const swipes: [number, number][] = [
      [0, 80],
      [-80, 0],
      [80, 0],
      [0, -80],
    ];
    const buttons = ['slide-d', 'slide-l', 'slide-r', 'slide-u'];

    if (finger) {
      // Touch is slow to drive through the DevTools protocol (a frame per event), so the phone
      // opens with swipes and button taps and then finishes the game on the keyboard.
      for (let i = 0; i < 24; i++) {
        if (i % 3 === 2) await page.getByTestId(buttons[i % 4]!).tap();
        else await finger.swipe(cx, cy, swipes[i % 4]![0], swipes[i % 4]![1]);
      }
    }
    for (let i = 0; i < 5000; i++) {
      if (i % 25 === 0 && (await state(page)) !== 'running') break;
      if (!finger && i % 20 === 19) {
        await page.mouse.move(cx, cy);
        await page.mouse.down();
        await page.mouse.move(cx + swipes[i % 4]![0], cy + swipes[i % 4]![1], { steps: 3 });
        await page.mouse.up();
      } else {
        await page.keyboard.press(KEYS[i % KEYS.length]!);
      }
    }

    const run = await expectVerifiedRun(page, SLUG);
    expect(new Set(run.replay.inputs.map(([, input]) => input))).toEqual(new Set(['l', 'r', 'u', 'd']));
    // The game ended by itself, not by a quit: out of moves, or out of time when a loaded machine stretched the
    // hundreds of key presses past the game's clock (seen at load 14 on two cores).
    expect(run.replay.inputs.some(([, input]) => input === 'quit')).toBe(false);
    await expect(page.getByText(/No moves left|Time's up!/)).toBeVisible();
  });

  test('ends a run from the pause menu with a verifiable replay', async ({ page, isMobile }) => {
    await openGame(page, SLUG, 'speed=1');
    await pressPlay(page, isMobile);
    for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(120);
    }
    await page.getByTestId('pause').click();
    await page.getByTestId('end-run').click();
    const run = await expectVerifiedRun(page, SLUG);
    expect(run.replay.inputs.at(-1)?.[1]).toBe('quit');
  });
});
