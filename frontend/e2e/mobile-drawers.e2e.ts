import { expect, test } from '@playwright/test';

test('the Menu drawer opens from the left, navigates and closes', async ({ page }) => {
  await page.goto('/about');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Measured once the slide-in animation has settled.
  await expect.poll(async () => menu.boundingBox()).toMatchObject({ x: 0, width: 250 });

  await menu.getByRole('link', { name: 'Games' }).click();

  await expect(page).toHaveURL(/\/games$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
});

test('the User profile drawer opens from the right and offers Sign up and Log in', async ({ page }) => {
  await page.goto('/support');

  await page.getByRole('button', { name: 'Open user profile' }).click();
  const profile = page.getByRole('dialog', { name: 'User profile' });
  await expect(profile).toBeVisible();
  const viewport = page.viewportSize();
  await expect
    .poll(async () => {
      const box = await profile.boundingBox();
      return box && Math.round(box.x + box.width);
    })
    .toBe(viewport?.width);
  await expect(profile.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Log in' })).toBeVisible();

  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toBeHidden();
});

test('the drawers collapse their link group and close on Escape', async ({ page }) => {
  await page.goto('/');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Explore' }).click();
  await expect(menu.getByRole('link', { name: 'About' })).toBeHidden();
  await expect(menu.getByRole('link', { name: 'Privacy policy' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
