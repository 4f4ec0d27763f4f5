import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/mailbox';
import { enterCode, logIn, logOut, password, uniquePhone, waitForCode } from './support/identity';

test('a participant signs up with a texted code, logs out and logs back in with a new code', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('participant');
  const phone = uniquePhone();

  await page.goto('/participant/signup');
  const form = page.getByRole('form', { name: 'Participant sign-up' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Young');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Confirm email' }).fill(email);
  await form.getByRole('textbox', { name: /Phone number/ }).fill(phone);
  await form.getByRole('combobox', { name: 'Month of birth' }).selectOption('March');
  await form.getByRole('textbox', { name: 'Year of birth' }).fill('2001');
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: 'Sign up' }).click();

  const signUpCode = await waitForCode(request, phone);
  await enterCode(page, signUpCode);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Robin!' })).toBeVisible();
  await expect(page.getByText('You are not part of any fundraiser!')).toBeVisible();

  await logOut(page);

  await logIn(page, '/participant/login', email, password, 'Text message');
  const loginCode = await waitForCode(request, phone, [signUpCode]);
  await enterCode(page, loginCode);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Robin!' })).toBeVisible();
});

test('a participant who forgot the password resets it with a code and logs in with the new one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgot');
  const phone = uniquePhone();
  const newPassword = 'N3w!secret';

  const signUp = await request.post('/api/participantRoutes/participantSignUp', {
    data: {
      firstName: 'Fay',
      lastName: 'Gott',
      email,
      confirmEmail: email,
      phoneNo: phone,
      password,
      confirmPassword: password,
      birthMonth: 5,
      birthYear: 1999,
      verificationSelection: 'email',
      termsAccepted: true,
      privacyAccepted: true,
    },
  });
  expect(signUp.status()).toBe(201);
  const { data } = (await signUp.json()) as { data: { challengeId: string } };
  const signUpCode = await waitForCode(request, email);
  const verified = await request.post('/api/authRoutes/verifyOtp', {
    data: {
      email,
      role: 'participant',
      verificationSelection: 'email',
      mode: 'signUp',
      otp: signUpCode,
      challengeId: data.challengeId,
    },
  });
  expect(verified.ok()).toBe(true);

  await page.goto('/participant/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/participant\/forgot-password$/);
  const forgot = page.getByRole('form', { name: 'Forgot password' });
  await forgot.getByRole('textbox', { name: 'Email' }).fill(email);
  await forgot.getByRole('radio', { name: 'Email' }).check({ force: true }); // a visually hidden input inside its label
  await forgot.getByRole('button', { name: 'Send me a code' }).click();

  const resetCode = await waitForCode(request, email, [signUpCode]);
  await enterCode(page, resetCode);
  await expect(page).toHaveURL(/\/change-password$/);
  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('New password', { exact: true }).fill(newPassword);
  await change.getByLabel('Confirm new password').fill(newPassword);
  await change.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('link', { name: 'Go to login' }).click();

  await logIn(page, '/participant/login', email, newPassword, 'Email');
  const loginCode = await waitForCode(request, email, [signUpCode, resetCode]);
  await enterCode(page, loginCode);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
});
