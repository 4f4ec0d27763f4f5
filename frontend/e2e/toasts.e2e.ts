import { expect, test } from '@playwright/test';

test('a toast never covers the navigation in the header', async ({ page }) => {
  await page.goto('/participant/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(`nobody-${Date.now()}@example.com`);
  await form.getByLabel('Password').fill('Wrong1!password');
  await form.getByRole('radio', { name: 'Email' }).check({ force: true }); // a visually hidden input inside its label
  await form.getByRole('button', { name: 'Log in' }).click();

  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  // Measured once the slide-in animation has settled.
  await page.waitForTimeout(600);
  const header = await page.getByRole('banner').boundingBox();
  const toastBox = await toast.boundingBox();
  if (!header || !toastBox) throw new Error('the header or the toast has no box');
  expect(toastBox.y, 'toast top vs header bottom (px)').toBeGreaterThanOrEqual(header.y + header.height);
});
