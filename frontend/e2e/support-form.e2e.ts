import type { ContactDetails } from '@fundplay/contracts';
import { siteMessages } from '@fundplay/contracts';
import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForMessage } from './support/mailbox';

test('the support form reaches the team and sends the visitor a receipt without their text', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('support');
  const note = `Our goal shows the wrong amount (${email}).`;
  const { supportEmail } = (await (await request.get('/api/site/contact')).json()) as ContactDetails;
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Contact support' });

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();

  await form.getByRole('textbox', { name: 'Name' }).fill('Edith Tester');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Message' }).fill(note);
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(form.getByRole('status')).toContainText(siteMessages.supportReceived);
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  const teamEmail = await waitForMessage(request, supportEmail, (message) => message.body.includes(note));
  expect(teamEmail.body).toContain('Edith Tester');
  const reference = /Request: ([0-9a-f-]{36})/.exec(teamEmail.body)?.[1];
  const acknowledgement = await waitForMessage(request, email);
  expect(acknowledgement.body).toContain(`Your request reference: ${reference}`);
  expect(acknowledgement.body).not.toContain('Edith');
  expect(acknowledgement.body).not.toContain('wrong amount');

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('article', { name: `Email to ${email}` })).toBeVisible();
});
