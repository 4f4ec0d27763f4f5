import type { MailboxMessage } from '@fundplay/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMessage } from './mailbox';

export const password = 'S3cret!pass';

/** A US number no other test has used, in E.164 (what the mailbox files text messages under). */
export function uniquePhone(): string {
  return `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** The newest 5-digit code sent to `to` that is not one of `seen`. */
export async function waitForCode(request: APIRequestContext, to: string, seen: string[] = []): Promise<string> {
  const message = await waitForMessage(request, to, (candidate: MailboxMessage) => {
    const code = /\b(\d{5}) is your code\b/.exec(candidate.body)?.[1];
    return code !== undefined && !seen.includes(code);
  });
  const code = /\b(\d{5}) is your code\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`No code in the message to ${to}`);
  return code;
}

/** Types a code into the five boxes (each digit moves on to the next box). */
export async function enterCode(page: Page, code: string) {
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await page.getByRole('textbox', { name: 'Digit 1 of 5' }).click();
  await page.keyboard.type(code);
}

/** Log out sits in the navbar on wide screens and in the User profile drawer on phones. */
export async function logOut(page: Page) {
  const drawerButton = page.getByRole('button', { name: 'Open user profile' });
  if (await drawerButton.isVisible()) await drawerButton.click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You logged out!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

export async function logIn(
  page: Page,
  loginPath: string,
  email: string,
  secret: string,
  channel: 'Text message' | 'Email',
) {
  await page.goto(loginPath);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(secret);
  await form.getByRole('radio', { name: channel }).check({ force: true }); // a visually hidden input inside its label
  await form.getByRole('button', { name: 'Log in' }).click();
}
