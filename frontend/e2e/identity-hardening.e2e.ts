import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/mailbox';
import { enterCode, logIn, password, uniquePhone, waitForCode } from './support/identity';

async function signUpByApi(request: import('@playwright/test').APIRequestContext, email: string, phone: string) {
  const signUp = await request.post('/api/participantRoutes/participantSignUp', {
    data: {
      firstName: 'Kim',
      lastName: 'Code',
      email,
      confirmEmail: email,
      phoneNo: phone,
      password,
      confirmPassword: password,
      birthMonth: 4,
      birthYear: 2000,
      verificationSelection: 'email',
      termsAccepted: true,
      privacyAccepted: true,
    },
  });
  expect(signUp.status()).toBe(201);
  // The code step needs the sign-up's challenge back.
  const { data } = (await signUp.json()) as { data: { challengeId: string } };
  return data.challengeId;
}

test('a code spent by wrong guesses can be replaced at once from the code step', async ({ page, request }) => {
  const email = uniqueEmail('spent');
  const challengeId = await signUpByApi(request, email, uniquePhone());
  const signUpCode = await waitForCode(request, email);
  const verified = await request.post('/api/authRoutes/verifyOtp', {
    data: { email, role: 'participant', verificationSelection: 'email', mode: 'signUp', otp: signUpCode, challengeId },
  });
  expect(verified.ok()).toBe(true);

  await logIn(page, '/participant/login', email, password, 'Email');
  const loginCode = await waitForCode(request, email, [signUpCode]);
  const wrong = loginCode === '00000' ? '11111' : '00000';
  for (let attempt = 0; attempt < 5; attempt++) {
    await enterCode(page, wrong);
    await expect(
      page.getByRole('alert').filter({ hasText: /Code could not be verified|Too many wrong codes/ }),
    ).toBeVisible();
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Too many wrong codes. Ask for a new one.' })).toBeVisible();

  const resend = page.getByRole('button', { name: 'Resend code' });
  await expect(resend).toBeEnabled();
  await resend.click();
  const freshCode = await waitForCode(request, email, [signUpCode, loginCode]);
  await enterCode(page, freshCode);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
});

test('a signed-in participant changes the password only with the current one', async ({ page, request }) => {
  const email = uniqueEmail('change');
  const challengeId = await signUpByApi(request, email, uniquePhone());
  await page.goto('/participant/login');
  const signUpCode = await waitForCode(request, email);
  await request.post('/api/authRoutes/verifyOtp', {
    data: { email, role: 'participant', verificationSelection: 'email', mode: 'signUp', otp: signUpCode, challengeId },
  });
  await logIn(page, '/participant/login', email, password, 'Email');
  await enterCode(page, await waitForCode(request, email, [signUpCode]));
  await expect(page).toHaveURL(/\/participant\/dashboard$/);

  await page.goto('/change-password');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Wrong1!pass');
  await form.getByLabel('New password', { exact: true }).fill('N3w!secret');
  await form.getByLabel('Confirm new password').fill('N3w!secret');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is incorrect')).toBeVisible();

  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
});
