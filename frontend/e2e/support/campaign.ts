import type { ApiResponse, CampaignPage } from '@fundplay/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demo } from './demo';

/** A campaign page as the public read answers it, by donation code or by slug. */
export async function campaignPage(
  request: APIRequestContext,
  query: { code: string } | { slug: string },
): Promise<CampaignPage> {
  const response = await request.get('/api/campaignRoutes/getCampaignPage', { params: query });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as ApiResponse<CampaignPage>).data;
}

/**
 * The demo fundraiser has no payout account when seeded: the demo admin (signed in on `admin`) creates one, completes
 * the sandbox's onboarding and links it, as a new user does, unless the page already takes gifts. The phone and
 * desktop walks run side by side, so the other one may have linked an account meanwhile.
 */
export async function ensureDemoTakesGifts(
  admin: Page,
  request: APIRequestContext,
  page: { code: string } | { slug: string },
  walk: string,
): Promise<void> {
  const closed = async () => (await campaignPage(request, page)).closedReason === 'noPayoutAccount';
  if (!(await closed())) return;
  const accountName = `${walk} ${Date.now().toString(36)}`;
  await admin.goto('/admin/stripeAccounts');
  await admin.getByRole('button', { name: 'Create New account' }).first().click();
  const newAccount = admin.getByRole('form', { name: 'New account' });
  await newAccount.getByRole('textbox', { name: 'Display name' }).fill(accountName);
  await newAccount.getByRole('button', { name: 'Create account' }).click();
  const row = admin.getByRole('row').filter({ hasText: accountName });
  await row.getByRole('button', { name: 'Link Stripe account' }).click();
  await admin.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(row.getByRole('button', { name: 'Update Stripe account' })).toBeVisible();
  await admin.goto('/admin/dashboard');
  await admin
    .getByRole('link', { name: new RegExp(demo.fundraiser) })
    .first()
    .click();
  if (await closed()) {
    await admin.getByRole('button', { name: 'Link payout account' }).first().click();
    const picker = admin.getByRole('form', { name: 'Link payout account' });
    await picker.getByText(accountName).click();
    await picker.getByRole('button', { name: /Link/ }).click();
  }
  await expect.poll(async () => (await campaignPage(request, page)).closedReason).toBeNull();
}
