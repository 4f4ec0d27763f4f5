import { siteMessages } from '@fundplay/contracts';
import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForMessage } from './support/mailbox';

test('subscribing to the newsletter sends a confirmation email', async ({ page, request }) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/about');
  const newsletter = page.getByRole('form', { name: 'Newsletter' });

  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByText('Email is required*')).toBeVisible();

  await newsletter.getByPlaceholder('Please enter your email').fill(email);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByText(siteMessages.newsletterSubscribed)).toBeVisible();
  await expect(newsletter.getByPlaceholder('Please enter your email')).toHaveValue('');

  const confirmation = await waitForMessage(request, email);
  expect(confirmation.channel).toBe('email');

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const entry = page.getByRole('article', { name: `Email to ${email}` });
  await expect(entry).toBeVisible();
  if (confirmation.subject) await expect(entry.getByRole('heading', { name: confirmation.subject })).toBeVisible();
});
