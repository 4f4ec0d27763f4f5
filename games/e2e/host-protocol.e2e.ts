import { expect, test, type Page } from '@playwright/test';
import type { ExitGameMessage, GameMessage } from '../sdk/src/protocol';
import { verifyInNode } from './support/game-page';

/** How each game's run is brought to an end inside the host's iframe. */
const FINISH: Record<string, 'wait' | 'exit'> = {
  'hang-glider': 'wait', // with no input the glider dives into the ground
  'alphabet-merge': 'exit', // leave through the pause menu
};

const messages = (page: Page) =>
  page.evaluate(() => (window as unknown as { gameMessages: GameMessage[] }).gameMessages);

for (const [slug, finish] of Object.entries(FINISH)) {
  test.describe(`host protocol: ${slug}`, () => {
    test('says ready, takes init with the server seed, and exits with a verifiable replay', async ({ page }) => {
      await page.goto(`/e2e-host.html?game=${slug}&mode=play&seed=424242&speed=8`);
      await expect.poll(async () => (await messages(page)).map((m) => m.type)).toContain('Playcanvas_ready');
      const game = page.frameLocator('#game');
      await expect(game.locator('.fp-badge')).toHaveText('Compete for the leaderboard');
      await game.getByTestId('play').click();
      if (finish === 'exit') {
        await game.locator('canvas').press('ArrowLeft');
        await game.getByTestId('pause').click();
        await game.getByTestId('end-run').click();
      }
      await expect
        .poll(async () => (await messages(page)).map((m) => m.type), { timeout: 30_000 })
        .toContain('Exit_Game');
      const exit = (await messages(page)).find((m): m is ExitGameMessage => m.type === 'Exit_Game')!;
      expect(exit.replay?.seed).toBe(424242);
      const verdict = verifyInNode({ score: exit.score!, level: 0, replay: exit.replay! });
      expect(verdict).toMatchObject({ valid: true, score: exit.score });
      await expect(game.getByTestId('final-score')).toHaveText(String(exit.score));
      // A compete run is one token: no second run from inside the game.
      await expect(game.getByTestId('play-again')).toHaveCount(0);
    });

    test('tells the host when a compete run is started without a token', async ({ page }) => {
      await page.goto(`/e2e-host.html?game=${slug}&mode=play&noToken`);
      const game = page.frameLocator('#game');
      await game.getByTestId('play').click();
      await expect.poll(async () => (await messages(page)).map((m) => m.type)).toContain('No_Tokens');
      await expect(game.getByText('No tokens left')).toBeVisible();
      expect((await messages(page)).map((m) => m.type)).not.toContain('Exit_Game');
    });
  });
}
