import { gameCatalog } from '@fundplay/contracts';
import { expect, test } from '@playwright/test';

test('the games page lists every game with a Practice button', async ({ page }) => {
  await page.goto('/games');

  const games = page.getByRole('list').filter({ has: page.getByRole('link', { name: /^Practice / }) });
  await expect(games.getByRole('listitem')).toHaveCount(gameCatalog.length);
  for (const game of gameCatalog) {
    await expect(page.getByRole('heading', { name: game.name })).toBeVisible();
    await expect(page.getByRole('link', { name: `Practice ${game.name}` })).toHaveAttribute(
      'href',
      `/practice/public/${game.slug}`,
    );
  }
});

test('Practice opens the game full screen without the site navigation, and Exit comes back', async ({ page }) => {
  await page.goto('/games');

  await page.getByRole('link', { name: 'Practice Hang Glider' }).click();

  await expect(page).toHaveURL(/\/practice\/public\/hang-glider$/);
  const frame = page.locator('iframe[title^="Hang Glider"]');
  await expect(frame).toHaveAttribute('src', '/embed/hang-glider/index.html');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The game reports ready over postMessage and the loading overlay goes away.
  await expect(page.getByText('Loading Hang Glider…')).toBeHidden({ timeout: 20_000 });
  // From then on the way out is the game's own, in its HUD.
  const game = page.frameLocator('iframe[title^="Hang Glider"]');
  await expect(game.getByRole('button', { name: 'Exit game' })).toBeVisible();

  await game.getByRole('button', { name: 'Exit game' }).click();

  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('nothing of the host page covers the score or level while a game runs', async ({ page }) => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/practice/public/gem-crusher');
    await expect(page.getByText('Loading Gem Crusher…')).toBeHidden({ timeout: 20_000 });
    const game = page.frameLocator('iframe[title^="Gem Crusher"]');
    await game.getByTestId('play').click();
    await expect(game.locator('.fp-shell')).toHaveAttribute('data-state', 'running');

    for (const testId of ['score', 'level']) {
      const box = await game.getByTestId(testId).boundingBox();
      if (!box) throw new Error(`${testId} is not on screen at ${size.width}`);
      // What the host page has at the box's corners and centre is the game's frame, not a button.
      const points: [number, number][] = [
        [box.x + 2, box.y + 2],
        [box.x + box.width / 2, box.y + box.height / 2],
        [box.x + box.width - 2, box.y + box.height - 2],
      ];
      const hits = await page.evaluate(
        (at) => at.map(([x, y]) => document.elementFromPoint(x, y)?.tagName ?? null),
        points,
      );
      expect(hits, `${testId} at ${size.width}`).toEqual(['IFRAME', 'IFRAME', 'IFRAME']);
    }
  }
});

test('leaving a practice run through Pause shows its final score first', async ({ page }) => {
  await page.goto('/practice/public/gem-crusher');
  await expect(page.getByText('Loading Gem Crusher…')).toBeHidden({ timeout: 20_000 });
  const game = page.frameLocator('iframe[title^="Gem Crusher"]');
  await game.getByTestId('play').click();
  await game.getByTestId('pause').click();
  await game.getByTestId('end-run').click();

  const finalScore = game.getByTestId('final-score');
  await expect(finalScore).toBeVisible();
  const score = (await finalScore.textContent()) ?? '';
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/practice\/public\/gem-crusher$/);

  await game.getByTestId('exit').click();
  await expect(page.getByRole('status')).toContainText(`Final score${score}`);
  await expect(page).toHaveURL(/\/games$/);
});
