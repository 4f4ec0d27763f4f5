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
  await expect(page.getByRole('button', { name: 'Exit game' })).toBeVisible();

  await page.getByRole('button', { name: 'Exit game' }).click();

  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('banner')).toBeVisible();
});
