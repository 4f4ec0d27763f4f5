import { expect, test } from '@playwright/test';

test('the dev mailbox fits a phone screen: long addresses and links wrap', async ({ page, request }) => {
  const email = `someone.with.a.rather.long.address.${Date.now()}@an-example-domain-with-a-long-name.example.com`;
  const signup = await request.post('/api/site/newsletter', { data: { email } });
  expect(signup.ok()).toBe(true);

  await page.goto(`/dev/mailbox`);
  const message = page.getByRole('article', { name: `Email to ${email}` });
  await expect(message).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal page scroll in px').toBeLessThanOrEqual(0);
  const box = await message.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});
