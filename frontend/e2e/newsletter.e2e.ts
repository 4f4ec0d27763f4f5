import { siteMessages } from '@fundplay/contracts';
import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForMessage } from './support/mailbox';

const confirmLink = /https?:\/\/[^/\s]+(\/newsletter\/confirm\/[A-Za-z0-9_-]+)/;
const unsubscribeLink = /https?:\/\/[^/\s]+(\/newsletter\/unsubscribe\/[A-Za-z0-9_.-]+)/;

test('subscribing asks to confirm by email; the link confirms and every email can unsubscribe', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/about');
  const newsletter = page.getByRole('form', { name: 'Newsletter' });

  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByText('Email is required')).toBeVisible();

  await newsletter.getByPlaceholder('Please enter your email').fill(email);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();

  await expect(newsletter.getByRole('status')).toHaveText(siteMessages.newsletterCheckInbox);
  await expect(newsletter.getByPlaceholder('Please enter your email')).toHaveValue('');

  const confirmation = await waitForMessage(request, email, (message) => confirmLink.test(message.body));
  expect(confirmation.subject).toBe('Confirm your FundPlay newsletter subscription');
  expect(confirmation.body).toMatch(unsubscribeLink);

  await page.goto(confirmLink.exec(confirmation.body)?.[1] ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscription' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(siteMessages.newsletterConfirmed);

  const welcome = await waitForMessage(
    request,
    email,
    (message) => message.subject === 'You are subscribed to FundPlay news',
  );
  for (const mail of [welcome, confirmation]) {
    await page.goto(unsubscribeLink.exec(mail.body)?.[1] ?? '');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(siteMessages.newsletterUnsubscribed);
  }
});

test('an unknown confirmation link says what to do instead', async ({ page }) => {
  await page.goto('/newsletter/confirm/not-a-real-token');
  await expect(page.getByRole('alert')).toContainText(siteMessages.newsletterConfirmLinkInvalid);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});
