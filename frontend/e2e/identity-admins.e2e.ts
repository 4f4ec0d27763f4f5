import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail, waitForMessage } from './support/mailbox';
import { enterCode, logIn, password, uniquePhone, waitForCode } from './support/identity';

async function fillAdminSignUp(page: Page, person: { firstName?: string; email?: string; phone: string }) {
  const form = page.getByRole('form', { name: 'Administrator sign-up' });
  if (person.firstName) await form.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  if (person.firstName) await form.getByRole('textbox', { name: 'Last name' }).fill('Admin');
  if (person.email) {
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
    await form.getByRole('textbox', { name: 'Confirm email' }).fill(person.email);
  }
  await form.getByRole('textbox', { name: /Phone number/ }).fill(person.phone);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('radio', { name: 'Email' }).check({ force: true }); // a visually hidden input inside its label
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
}

async function followVerificationLink(page: Page, request: APIRequestContext, email: string) {
  const message = await waitForMessage(request, email, (candidate) => candidate.body.includes('/email-verification/'));
  const link = /https?:\/\/\S+?\/email-verification\/[^\s"<>)]+/.exec(message.body)?.[0];
  if (!link) throw new Error('No verification link in the email');
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Go to administrator login')).toBeVisible();
}

async function logInByEmailCode(page: Page, request: APIRequestContext, email: string, seen: string[] = []) {
  await logIn(page, '/admin/login', email, password, 'Email');
  const code = await waitForCode(request, email, seen);
  await enterCode(page, code);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return code;
}

test('a primary admin invites an administrator and approves them once they signed up', async ({
  page,
  request,
  browser,
}) => {
  const primaryEmail = uniqueEmail('primary');
  const secondaryEmail = uniqueEmail('secondary');

  await page.goto('/admin/signup');
  await fillAdminSignUp(page, { firstName: 'Prim', email: primaryEmail, phone: uniquePhone() });
  await followVerificationLink(page, request, primaryEmail);
  await logInByEmailCode(page, request, primaryEmail);
  // A new admin sees one first step; the approval tables appear once there is something in them.
  await expect(page.getByRole('heading', { name: 'Start your first fundraiser' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending administrator approvals' })).toHaveCount(0);

  const invite = page.getByRole('form', { name: 'Invite an administrator' });
  await invite.getByRole('textbox', { name: 'First name' }).fill('Second');
  await invite.getByRole('textbox', { name: 'Last name' }).fill('Admin');
  await invite.getByRole('textbox', { name: 'Email' }).fill(secondaryEmail);
  await invite.getByRole('checkbox', { name: 'Start new fundraiser' }).check();
  await invite.getByRole('button', { name: 'Create invitation link' }).click();
  const invitationLink = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(invitationLink).toContain('/admin/signup/');

  const secondaryContext = await browser.newContext();
  const secondary = await secondaryContext.newPage();
  await secondary.goto(new URL(invitationLink).pathname);
  await expect(secondary.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(secondaryEmail);
  await expect(secondary.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('readonly', '');
  await fillAdminSignUp(secondary, { phone: uniquePhone() });
  await followVerificationLink(secondary, request, secondaryEmail);
  await logInByEmailCode(secondary, request, secondaryEmail);
  await expect(secondary.getByText(/Your administrator account is waiting for approval/)).toBeVisible();

  await page.reload();
  const pending = page.getByRole('row', { name: new RegExp(secondaryEmail) });
  await pending.getByRole('button', { name: /Approve/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Admin has been approved successfully')).toBeVisible();
  const approved = page.getByRole('list', { name: 'Approved administrators' }).getByRole('listitem').filter({
    hasText: secondaryEmail,
  });
  await expect(approved.getByRole('checkbox', { name: 'Start new fundraiser' })).toBeChecked();

  await secondary.reload();
  await expect(secondary.getByText('Your administrator account is approved.')).toBeVisible();
  // Invited with the privilege to start fundraisers, into an organisation that has none yet.
  await expect(secondary.getByRole('heading', { name: 'Start your first fundraiser' })).toBeVisible();
  await secondaryContext.close();
});
