import {
  outreachHoldReasonTexts,
  type ApiResponse,
  type FundraiserDetail,
  type GroupDetail,
  type MailboxMessage,
  type ParticipantRequest,
} from '@fundplay/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, demo, demoParticipantDashboard, useSession } from './support/demo';
import { uniquePhone } from './support/identity';
import { uniqueEmail, waitForMessage } from './support/mailbox';

/*
 * Issue #11 on a phone, as the demo participant: import two contacts from a CSV file, send them an email and a
 * text, find both in the dev mailbox with the referral link (and each recipient's tracking code) and the way out,
 * answer STOP from one phone through the dev mailbox, and see the next text to that contact opted out and a fourth
 * message held back with the 48-hour reason. Then the fundraiser's administrator sees the counts (never who was
 * messaged) and messages the participants.
 *
 * The messages go to a fundraiser of the demo admin's whose time zone is one where it is midday now, so the real
 * clock never falls in quiet hours (21:00-08:00) while this runs; the +1555 numbers belong to no region, so the
 * fundraiser's zone is theirs too. Quiet hours themselves are proven with a fixed clock in the backend's specs.
 */

/** A fixed-offset zone where it is about noon right now (Etc/GMT zones have the POSIX sign). */
function middayZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as ApiResponse<T>).data;
}

/**
 * A fundraiser of the demo admin in a midday zone, with one group the demo participant joined (asked, approved,
 * assigned) and a referral code there. Returns the fundraiser's id and the code.
 */
async function middayFundraiserOfDemoParticipant(request: APIRequestContext) {
  const adminSession = await apiSignIn(request, demo.admin);
  const participantSession = await apiSignIn(request, demo.participant);
  const admin = bearer(adminSession.accessToken);
  const participantToken = participantSession.accessToken;
  const participant = bearer(participantToken);
  const { participant: me } = await demoParticipantDashboard(request, participantToken);

  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() + 1);
  const fundraiser = await ok<FundraiserDetail>(
    await request.post('/api/fundRaisingRoutes/createFundRaising', {
      headers: admin,
      data: {
        fundRaisingName: `Outreach Walk ${Date.now().toString(36)}`,
        address: '1 School Lane',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        fundRaisingTaxId: '12-3456789',
        fundRaisingRoutingNumber: '011000015',
        fundRaisingAccountNumber: '000123456789',
        fundRaisingStartTime: start.getTime(),
        fundRaisingEndTime: start.getTime() + 3 * 7 * 86_400_000,
        termsAccepted: true,
        privacyAccepted: true,
        authorizedAccepted: true,
        timeZone: middayZone(),
        // Midnight UTC tomorrow is still today in a zone west of UTC: a fundraiser starting today needs both now.
        fundRaisingGoal: 100_000,
        fundRaisingCause: 'Outreach walk',
      },
    }),
  );
  const [group] = await ok<GroupDetail[]>(
    await request.post('/api/groupRoutes/createGroups', {
      headers: admin,
      data: { groups: [{ groupName: 'Messengers', fundRaisingId: fundraiser._id }] },
    }),
  );
  if (!group) throw new Error('No group was created');

  await ok(
    await request.put('/api/participantRoutes/requestToJoinNewFundRaising', {
      headers: participant,
      data: { fundRaisingId: fundraiser._id },
    }),
  );
  const requests = await ok<ParticipantRequest[]>(
    await request.get('/api/adminRoutes/getParticipantRequests', {
      headers: admin,
      params: { fundRaisingId: fundraiser._id },
    }),
  );
  const mine = requests.find((joinRequest) => joinRequest.participant._id === me._id);
  if (!mine) throw new Error('The join request is not listed');
  await ok(await request.put('/api/adminRoutes/approveParticipant', { headers: admin, data: { requestId: mine._id } }));
  await ok(
    await request.put('/api/groupRoutes/assignParticipantToGroup', {
      headers: admin,
      data: { groupId: group._id, participantId: me._id },
    }),
  );
  const { code } = await ok<{ code: string }>(
    await request.put('/api/participantRoutes/generateParticipantGroupDonationLink', {
      headers: participant,
      data: { groupId: group._id },
    }),
  );
  return {
    fundraiserId: fundraiser._id,
    referralCode: code,
    participantName: `${me.firstName} ${me.lastName}`,
    sessions: { admin: adminSession, participant: participantSession },
  };
}

/** Sends the template to the checked people by one channel and returns the result dialog. */
async function send(page: Page, section: 'Contacts' | 'Team members', names: string[], channel: 'text' | 'email') {
  const region = page.getByRole('region', { name: section });
  for (const name of names) await region.getByRole('checkbox', { name: `Select ${name}` }).check();
  await region.getByRole('button', { name: `Send ${channel}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send ${channel}` });
  await dialog.getByRole('button', { name: 'Send' }).click();
  const result = page.getByRole('dialog', { name: 'Your messages' });
  await expect(result).toBeVisible();
  return result;
}

/** Nothing on the page is wider than the screen (a phone would scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal page scroll in px').toBeLessThanOrEqual(0);
}

async function closeResult(page: Page) {
  await page.getByRole('dialog', { name: 'Your messages' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a participant imports contacts, emails and texts them with the way out; STOP is honoured; a 4th is held back', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { fundraiserId, referralCode, participantName, sessions } = await middayFundraiserOfDemoParticipant(request);
  const run = Date.now().toString(36);
  const rose = { name: `Rose ${run}`, email: uniqueEmail('rose'), phone: uniquePhone() };
  const bob = { name: `Bob ${run}`, email: uniqueEmail('bob'), phone: uniquePhone() };

  // On this phone, signed in as the demo participant (the login page has walks of its own).
  await useSession(page, sessions.participant);
  await page.goto(`/participant/dashboard/${fundraiserId}`);

  // Import a small CSV, previewed before anything is saved.
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await contacts.getByRole('button', { name: 'Import contacts' }).click();
  const importForm = page.getByRole('form', { name: 'Import contacts' });
  await importForm.getByLabel('Address book file (.csv or .vcf)').setInputFiles({
    name: 'family.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Name,Email,Phone\n${rose.name},${rose.email},${rose.phone}\n${bob.name},${bob.email},${bob.phone}\n`,
    ),
  });
  await expect(importForm.getByText('2 new contacts')).toBeVisible();
  await importForm.getByRole('button', { name: 'Import 2 contacts' }).click();
  await expect(contacts.getByRole('checkbox', { name: `Select ${bob.name}` })).toBeVisible();

  // An email to both: the preview names the participant, the fundraiser's link and the way out.
  await contacts.getByRole('checkbox', { name: `Select ${rose.name}` }).check();
  await contacts.getByRole('checkbox', { name: `Select ${bob.name}` }).check();
  await contacts.getByRole('button', { name: 'Send email' }).click();
  const compose = page.getByRole('dialog', { name: 'Send email' });
  const preview = compose.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(`/donate/${referralCode}?t=`);
  await expect(preview).toContainText('To stop all messages from FundPlay to this address');
  await compose.getByLabel('Personal note (optional)').fill('Our team is two games away from the goal!');
  await page.screenshot({ path: test.info().outputPath('compose-email.png') });
  await compose.getByRole('button', { name: 'Send' }).click();
  let result = page.getByRole('dialog', { name: 'Your messages' });
  await expect(result.getByRole('listitem', { name: `Email to ${rose.name}` })).toContainText('Queued');
  await expect(result.getByRole('listitem', { name: `Email to ${bob.name}` })).toContainText('Queued');
  await closeResult(page);

  // A text to both.
  result = await send(page, 'Contacts', [rose.name, bob.name], 'text');
  await expect(result.getByRole('listitem', { name: `Text to ${rose.name}` })).toContainText('Queued');
  await expect(result.getByRole('listitem', { name: `Text to ${bob.name}` })).toContainText('Queued');
  await closeResult(page);

  // The mailbox holds them, each with the referral link, a personal tracking code and the way out.
  const personalLink = new RegExp(`/donate/${referralCode}\\?t=[A-Za-z0-9_-]{8,}`);
  for (const person of [rose, bob]) {
    const email: MailboxMessage = await waitForMessage(request, person.email, (mail) => mail.body.includes('/donate/'));
    expect(email.subject).toContain('invites you to support');
    expect(email.body).toMatch(personalLink);
    expect(email.body).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{16,}/);
    const text = await waitForMessage(request, person.phone, (sms) => sms.body.includes('/donate/'));
    expect(text.body).toMatch(personalLink);
    expect(text.body).toContain('Reply STOP to opt out.');
  }

  // Messages follows them as the worker delivers them.
  await expect(
    page.getByRole('region', { name: 'Messages' }).getByRole('listitem', { name: `Text to ${rose.name}` }),
  ).toContainText('Delivered', { timeout: 20_000 });

  // Rose answers STOP from her phone, through the dev mailbox.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(rose.phone)}`);
  // The participant's text (FundPlay's answer to STOP arrives above it, to the same number).
  const roseSms = page
    .getByRole('article', { name: `SMS to ${rose.phone}` })
    .filter({ hasText: 'Reply STOP to opt out' });
  await roseSms.getByRole('button', { name: 'Reply STOP' }).click();
  await expect(roseSms.getByRole('status')).toContainText('FundPlay answered: FundPlay: You are unsubscribed');
  await expectNoSidewaysScroll(page);
  // FundPlay's answer reached the phone too.
  await expect(
    page
      .getByRole('article', { name: `SMS to ${rose.phone}` })
      .filter({ hasText: 'Reply START to get them again', hasNotText: 'Reply STOP to opt out' }),
  ).toBeVisible();

  // The next text to Rose is not sent: she opted out.
  await page.goto(`/participant/dashboard/${fundraiserId}`);
  result = await send(page, 'Contacts', [rose.name], 'text');
  const optedOut = result.getByRole('listitem', { name: `Text to ${rose.name}` });
  await expect(optedOut).toContainText('Opted out');
  await expect(optedOut).toContainText(outreachHoldReasonTexts.optedOut);
  await closeResult(page);

  // A fourth message to Rose, by email, is held back: 48 hours must pass since the last one.
  result = await send(page, 'Contacts', [rose.name], 'email');
  const held = result.getByRole('listitem', { name: `Email to ${rose.name}` });
  await expect(held).toContainText('Scheduled until');
  await expect(held).toContainText(outreachHoldReasonTexts.spacing);
  await page.screenshot({ path: test.info().outputPath('held-back.png') });
  await closeResult(page);
  await page.screenshot({ path: test.info().outputPath('outreach-dashboard.png'), fullPage: true });
  await expectNoSidewaysScroll(page);

  // The administrator sees counts per participant, never whom they wrote to, and messages the participants.
  await useSession(page, sessions.admin);
  await page.goto(`/admin/dashboard/${fundraiserId}`);
  const outreach = page.getByRole('region', { name: 'Outreach' });
  const report = outreach.getByRole('table', { name: 'Outreach report' });
  const row = report.getByRole('row').filter({ hasText: participantName });
  await expect(row.locator('[data-label="Opted out"]')).toHaveText('1');
  await expect(row.locator('[data-label="Scheduled"]')).toHaveText('1');
  await expect(row.locator('[data-label="Delivered"]')).toHaveText('4');
  await expect(report).not.toContainText(rose.name);
  await expect(report.getByRole('row').filter({ hasText: 'Total' })).toBeVisible();

  await outreach.getByRole('button', { name: 'Message participants / team members' }).click();
  const adminCompose = page.getByRole('dialog', { name: 'Message participants / team members' });
  await adminCompose.getByRole('textbox', { name: 'Message' }).fill('Thank you for spreading the word!');
  await adminCompose.getByRole('button', { name: 'Send' }).click();
  const adminResult = page.getByRole('dialog', { name: 'Your messages' });
  await expect(adminResult.getByRole('listitem', { name: `Email to ${participantName}` })).toContainText('Queued');
  await closeResult(page);
  await expect(
    outreach
      .getByRole('list', { name: 'Messages from administrators' })
      .getByRole('listitem', { name: `Email to ${participantName}` }),
  ).toBeVisible();
  await waitForMessage(request, demo.participant.email, (mail) =>
    mail.body.includes('Thank you for spreading the word!'),
  );
  await outreach.screenshot({ path: test.info().outputPath('admin-outreach.png') });
  // The long action wraps inside the section on a phone.
  const [sectionBox, buttonBox] = await Promise.all([
    outreach.boundingBox(),
    outreach.getByRole('button', { name: 'Message participants / team members' }).boundingBox(),
  ]);
  expect((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0)).toBeLessThan((sectionBox?.x ?? 0) + (sectionBox?.width ?? 0));
});
