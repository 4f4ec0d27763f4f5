import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { campaignPage, ensureDemoTakesGifts } from './support/campaign';
import { apiSignIn, demo, demoParticipantDashboard, useSession } from './support/demo';

/*
 * Issue #21's share-kit walk, on the demo data `npm start` seeds, at 390×844 (phone) and 1366×900 (desktop): the
 * admin writes the story and uploads a cover; the student opens their fundraiser page, finds the share kit at the
 * top with the link already made, its QR code decodes to that link, turns on photo and message, and prints a flyer
 * that is one page on A4 and on Letter; a donor leaves a message on the fundraiser's page and the admin hides it
 * (then restores it, the undo).
 */

/** A PNG the server decodes: the page draws a picture on a canvas (no file on disk, nothing downloaded). */
async function pngOf(page: Page, colour: string, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ colour, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = colour;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      context.beginPath();
      context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    { colour, width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** Paints the on-screen QR code's SVG onto a canvas, as a camera would see it, and decodes it with jsQR. */
async function decodeQrOnPage(page: Page, selector: string): Promise<string | null> {
  const { data, width, height } = await page.evaluate(async (selector) => {
    const svg = document.querySelector(selector);
    if (!svg) throw new Error(`no ${selector}`);
    const size = 400;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0, size, size);
    return { data: [...context.getImageData(0, 0, size, size).data], width: size, height: size };
  }, selector);
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

/** Pages in a PDF Chromium printed: one `/Type /Page` object per page. */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

async function signedInPage(browser: Browser, size: { width: number; height: number }) {
  const context = await browser.newContext({ viewport: size });
  return context.newPage();
}

test('the admin dresses the page, the student shares from the top of theirs, and the admin hides a message', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const phone = testInfo.project.name.startsWith('phone');
  const size = phone ? { width: 390, height: 844 } : { width: 1366, height: 900 };
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}x${size.height}.png`), fullPage: true });
  const run = `${testInfo.project.name} ${Date.now().toString(36)}`;

  const studentSession = await apiSignIn(request, demo.participant);
  const { fundRaiser } = await demoParticipantDashboard(request, studentSession.accessToken);
  const adminSession = await apiSignIn(request, demo.admin);

  // 1. The admin writes the story and uploads a cover on the fundraiser's page.
  const admin = await signedInPage(browser, size);
  await useSession(admin, adminSession);
  await admin.goto(`/admin/dashboard/${fundRaiser._id}`);
  const campaign = admin.getByRole('region', { name: 'Campaign page' });
  const publicLink = campaign.getByRole('textbox', { name: 'Public page link' });
  await expect(publicLink).toHaveValue(/\/f\/[a-z0-9-]+$/);
  const slug = (await publicLink.inputValue()).split('/f/')[1] ?? '';
  const story = `Our robotics team builds a new robot every spring (${run}).\n\nEvery gift buys parts and travel.`;
  await campaign.getByRole('textbox', { name: 'Story' }).fill(story);
  await expect(campaign).toContainText(`${story.length} / 5000 characters`);
  await campaign.getByLabel('Cover photo').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await pngOf(admin, '#1d4ed8', 1200, 400),
  });
  await expect(campaign.getByRole('img', { name: 'Preview of the new cover photo' })).toBeVisible();
  await campaign.getByRole('button', { name: 'Save campaign page' }).click();
  await expect(campaign.getByRole('img', { name: 'The cover photo' })).toBeVisible();
  const page = await campaignPage(request, { slug });
  expect(page.fundraiser.story).toBe(story);
  expect(page.fundraiser.coverImage).toBeTruthy();
  await shot(admin, '1-admin-campaign-page');

  // 2. The student opens the fundraiser page: the share kit is the first thing, the link already there.
  const student = await signedInPage(browser, size);
  await useSession(student, studentSession);
  await student.goto(`/participant/dashboard/${fundRaiser._id}`);
  const kit = student.getByRole('region', { name: 'Share your page' });
  const link = kit.getByTestId('referral-link');
  await expect(link).toHaveText(/\/donate\/\S+$/);
  const url = (await link.textContent()) ?? '';
  await expect(kit.getByRole('heading', { name: 'Share your page' })).toBeInViewport();
  // Nothing wider than the screen.
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  const regions = await student
    .locator('main section[aria-labelledby]')
    .evaluateAll((sections) => sections.map((section) => section.querySelector('h2')?.textContent));
  expect(regions.slice(0, 4)).toEqual(['Share your page', 'My page', 'Contacts', 'Messages']);
  expect(regions.indexOf('Games')).toBeGreaterThan(regions.indexOf('Messages'));
  // The whole link shows, wrapped, never cut.
  expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const qr = kit.getByRole('img', { name: /^QR code for your link/ });
  await expect(qr).toBeVisible();
  expect(await decodeQrOnPage(student, '[data-qr-value]')).toBe(url);
  for (const words of ['Text message', 'Email', 'Social post']) {
    await expect(kit.getByRole('group', { name: words })).toContainText(url);
  }
  await kit.getByRole('button', { name: 'Copy link' }).click();
  await expect(student.getByText('Link copied')).toBeVisible();
  await shot(student, '2-student-share-kit');
  await kit.screenshot({ path: testInfo.outputPath(`2b-share-kit-${size.width}x${size.height}.png`) });

  // 3. The student turns on photo and message on their page.
  const settings = student.getByRole('form', { name: 'My page' });
  await settings.getByLabel('Your photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pngOf(student, '#f59e0b', 400, 400),
  });
  await expect(settings.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
  const why = `I build the robot's arm this year (${run}).`;
  await settings.getByRole('textbox', { name: "Why I'm raising" }).fill(why);
  await settings.getByRole('switch', { name: 'Show my photo on my page' }).check();
  await settings.getByRole('switch', { name: 'Show my message on my page' }).check();
  await settings.getByRole('button', { name: 'Save my page' }).click();
  await expect(student.getByText('Your page is saved')).toBeVisible();
  await expect(settings.getByRole('img', { name: 'Your photo' })).toBeVisible();
  const code = url.split('/donate/')[1] ?? '';
  const mine = await campaignPage(request, { code });
  expect(mine.participant?.whyRaising).toBe(why);
  await shot(student, '3-student-my-page');

  // 4. The flyer: QR code and link, one page on A4 and on Letter.
  await kit.getByRole('link', { name: 'Print a flyer' }).click();
  const flyer = student.getByRole('article', { name: 'Flyer' });
  await expect(flyer).toContainText(url);
  expect(await decodeQrOnPage(student, 'article [data-qr-value]')).toBe(url);
  await shot(student, '4-flyer');
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await student.pdf({ format, preferCSSPageSize: true });
    expect(pdfPages(pdf), `${format} flyer pages`).toBe(1);
    await testInfo.attach(`flyer-${format}.pdf`, { body: pdf, contentType: 'application/pdf' });
  }

  // 5. A donor gives with a message on the fundraiser's page; the admin hides it, then restores it.
  await ensureDemoTakesGifts(admin, request, { slug }, 'Share kit walk');
  const donor = await signedInPage(browser, size);
  await donor.goto(`/f/${slug}`);
  await donor.getByRole('region', { name: 'Progress' }).getByRole('button', { name: 'Donate' }).click();
  await donor.getByRole('group', { name: 'Amount' }).getByRole('radio', { name: '$25', exact: true }).check();
  await donor.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await donor.getByRole('textbox', { name: 'Last name' }).fill('Supporter');
  await donor.getByRole('textbox', { name: 'Email for your receipt' }).fill(`sam-${Date.now()}@example.com`);
  const message = `Rude words to hide (${run})`;
  await donor.getByRole('textbox', { name: 'Message (optional)' }).fill(message);
  await donor.getByRole('button', { name: 'Donate $25' }).click();
  const card = donor.getByRole('form', { name: 'Card details' });
  await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await card.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('12 / 34');
  await card.getByRole('textbox', { name: 'CVC' }).fill('123');
  await card.getByRole('button', { name: /^Pay/ }).click();
  await expect(donor.getByRole('heading', { name: 'Thank you, Sam!' })).toBeVisible({ timeout: 30_000 });
  const wall = donor.getByRole('region', { name: 'Supporters' });
  await expect(wall).toContainText(message);

  await admin.goto(`/admin/dashboard/${fundRaiser._id}`);
  const messages = admin.getByRole('region', { name: 'Supporter messages' });
  const row = messages.getByRole('listitem').filter({ hasText: message });
  await expect(row).toContainText('Shown');
  await row.getByRole('button', { name: 'Hide the message from Sam S.' }).click();
  await expect(row).toContainText('Hidden');
  await expect(row.getByRole('button', { name: 'Restore the message from Sam S.' })).toBeVisible();
  // Gone from the page the donor still has open, without a reload.
  await expect(wall).not.toContainText(message);
  await row.scrollIntoViewIfNeeded();
  await shot(admin, '5-admin-hid-message');
  await messages.screenshot({ path: testInfo.outputPath(`5b-messages-${size.width}x${size.height}.png`) });
  await admin
    .getByRole('region', { name: 'Participant photos' })
    .screenshot({ path: testInfo.outputPath(`5c-photos-${size.width}x${size.height}.png`) });
  await row.getByRole('button', { name: 'Restore the message from Sam S.' }).click();
  await expect(row).toContainText('Shown');
  await expect(wall).toContainText(message);
  // Leave it hidden, as the moderator meant.
  await row.getByRole('button', { name: 'Hide the message from Sam S.' }).click();
  await expect(row).toContainText('Hidden');
});
