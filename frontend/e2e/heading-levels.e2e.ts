import { expect, test } from '@playwright/test';

/** Every page a visitor can open without an account, plus the not-found page. */
const publicPages = [
  '/',
  '/about',
  '/games',
  '/support',
  '/privacy-policy',
  '/terms-and-conditions',
  '/login',
  '/signup',
  '/admin/login',
  '/primaryadmin/login',
  '/participant/login',
  '/teammember/login',
  '/admin/signup',
  '/participant/signup',
  '/teammember/signup',
  '/admin/forgot-password',
  '/participant/forgot-password',
  '/teammember/forgot-password',
  '/dev/mailbox',
  '/no-such-page',
];

/** The visible (or screen-reader-only) headings in document order, as "h<level> <text>". */
function headingOutline(): string[] {
  return [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
    .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"]'))
    .map((element) => {
      const level = element.getAttribute('aria-level') ?? element.tagName.slice(1);
      return `h${level} ${(element.textContent ?? '').trim().slice(0, 40)}`;
    });
}

// One page visits every path in turn: a fresh browser context per path cost ~3 s each, twice (desktop and phone),
// for what is one check of the whole public site. Each path is its own step in the report.
test('every public page has one h1 and headings that never skip a level', async ({ page }) => {
  for (const path of publicPages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');

      const outline = await page.evaluate(headingOutline);
      const levels = outline.map((heading) => Number(heading.slice(1, 2)));
      expect(
        levels.filter((level) => level === 1),
        `outline of ${path}:\n${outline.join('\n')}`,
      ).toHaveLength(1);
      const skips = outline.filter((_, index) => index > 0 && (levels[index] ?? 0) > (levels[index - 1] ?? 0) + 1);
      expect(skips, `outline of ${path}:\n${outline.join('\n')}`).toEqual([]);
    });
  }
});
