import { expect, test, type Page } from '@playwright/test';

const pages = [
  { path: '/', heading: 'Raise more together, and have fun doing it.' },
  { path: '/home', heading: 'Raise more together, and have fun doing it.' },
  { path: '/about', heading: 'About FundPlay' },
  { path: '/games', heading: 'Games' },
  { path: '/support', heading: 'Support' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/terms-and-conditions', heading: 'Terms and conditions' },
];

async function expectSiteNavigation(page: Page, isMobile: boolean) {
  if (isMobile) {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user profile' })).toBeVisible();
  } else {
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Home', 'About', 'Games', 'Support']) {
      await expect(main.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

// One page visits each path in turn (a step per path), rather than a fresh browser context per path.
test('every public page renders its heading with the site navigation', async ({ page, isMobile }) => {
  for (const { path, heading } of pages) {
    await test.step(path, async () => {
      await page.goto(path);

      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectSiteNavigation(page, isMobile);
    });
  }
});

test('the home page shows live figures and the fee policy from the server', async ({ page, request }) => {
  const figures = (await (await request.get('/api/site/figures')).json()) as { platformFeeBasisPoints: number };
  const feePercent = `${figures.platformFeeBasisPoints / 100}%`;

  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'FundPlay in numbers' })).toBeVisible();
  await expect(page.getByText('Of every donation goes to your cause')).toBeVisible();
  await expect(page.getByText(`FundPlay keeps ${feePercent} of each donation`).first()).toBeVisible();
});

test('the footer shows the contact details from the server and the store badges', async ({ page, request }) => {
  const contact = (await (await request.get('/api/site/contact')).json()) as {
    supportEmail: string;
    supportPhone: string;
  };

  await page.goto('/about');
  const footer = page.getByRole('contentinfo');

  await expect(footer.getByRole('link', { name: `Email: ${contact.supportEmail}` })).toBeVisible();
  await expect(footer.getByRole('link', { name: `Phone: ${contact.supportPhone}` })).toBeVisible();
  await expect(footer.getByRole('img', { name: 'App Store app coming soon' })).toBeVisible();
  await expect(footer.getByRole('img', { name: 'Google Play app coming soon' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'FundPlay on Instagram' })).toBeVisible();
});

test('an unknown path shows the friendly 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');

  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
