import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { newPerson, signUpParticipant, signUpPrimaryAdmin, type Person } from './support/accounts';
import { fillFundraiserInformation } from './support/fundraiser-wizard';
import { enterCode, logIn, password, waitForCode } from './support/identity';
import { uniqueEmail, waitForMessage } from './support/mailbox';

/** `YYYY-MM-DD` of tomorrow in the local time zone (what a date input takes): group actions stay open until the start. */
function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A word no other fundraiser has: names made of it and short words ("Fun", "Run") resemble no other name. */
function uniqueWord(): string {
  return `W${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** The sign-up or invitation link in the newest message to `to` whose body has `/{path}/`. */
async function linkFromMailbox(request: APIRequestContext, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+?/${path}/[^\\s"<>)]+`);
  const message = await waitForMessage(request, to, (candidate) => pattern.test(candidate.body));
  const link = pattern.exec(message.body)?.[0];
  if (!link) throw new Error(`No /${path}/ link in the message to ${to}`);
  return new URL(link).pathname;
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** The Participants column (the fifth) of a group's row in the Fundraiser groups table. */
function participantsCell(groupTable: Locator, groupName: string): Locator {
  return groupTable
    .getByRole('row', { name: new RegExp(groupName) })
    .getByRole('cell')
    .nth(4);
}

async function assignToGroup(page: Page, participant: Person, groupName: string) {
  const unassigned = page.getByRole('table', { name: 'Participants without a group' });
  await unassigned
    .getByRole('button', { name: `Assign ${participant.firstName} ${participant.lastName} to a group` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Assign to group' });
  await dialog.getByRole('combobox', { name: 'Group' }).selectOption({ label: groupName });
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expectToast(page, 'Participant assigned to group successfully!');
  await expect(dialog).toBeHidden();
}

test('an admin creates a fundraiser with two groups, admits two participants, and a participant invites a team member', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);

  const word = uniqueWord();
  const fundraiserName = `Fun Run ${word}`;
  const groups = [`Red ${word}`, `Blue ${word}`] as const;
  const admin = newPerson('Ada', 'Primary', uniqueEmail('fund-admin'));
  const invited = newPerson('Ivy', 'Invited', uniqueEmail('fund-invited'));
  const joiner = newPerson('Jon', 'Joiner', uniqueEmail('fund-joiner'));
  const teamMember = newPerson('Tess', 'Helper', uniqueEmail('fund-team'));

  // 1. The primary admin logs in and walks the wizard.
  await signUpPrimaryAdmin(request, admin);
  await logIn(page, '/admin/login', admin.email, password, 'Email');
  await enterCode(page, await waitForCode(request, admin.email));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${admin.firstName}!` })).toBeVisible();
  // A new admin's dashboard leads with one step (issue #19).
  const firstStep = page.getByRole('region', { name: 'Start your first fundraiser' });
  await firstStep.getByRole('link', { name: 'Start your first fundraiser' }).click();

  await expect(page).toHaveURL(/\/admin\/fundraisers\/new$/);
  await expect(page.getByRole('heading', { name: 'Start a new fundraiser' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fundraiser information' })).toBeVisible();
  const info = await fillFundraiserInformation(page, {
    name: fundraiserName,
    address: '1 School Lane',
    startDate: tomorrow(),
  });
  await expect(info.getByRole('group', { name: 'Duration' })).toContainText('3 weeks');
  await info.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Similar fundraisers' })).toBeVisible();
  await expect(page.getByText('No fundraiser has a similar name')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Create groups' })).toBeVisible();
  const drafts = page.getByRole('form', { name: 'New groups' });
  const goals = ['500', '700'] as const;
  for (const [index, name] of groups.entries()) {
    const goal = goals[index] ?? '';
    const draft = drafts.getByRole('group', { name: `Group ${index + 1}` });
    await draft.getByRole('textbox', { name: 'Group name' }).fill(name);
    await draft.getByRole('textbox', { name: 'Group goal in dollars (optional)' }).fill(goal);
    await draft.getByRole('textbox', { name: 'Group cause (optional)' }).fill(`Jerseys for ${name}`);
  }
  await drafts.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Fundraiser goal' })).toBeVisible();
  const goal = page.getByRole('form', { name: 'Fundraiser goal' });
  await expect(goal.getByText('Sum of group goals')).toBeVisible();
  await expect(goal).toContainText('$1,200');
  await goal.getByRole('textbox', { name: 'Fundraiser goal in dollars' }).fill('5000');
  await goal.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Fundraiser cause' })).toBeVisible();
  const cause = page.getByRole('form', { name: 'Fundraiser cause' });
  await cause.getByRole('textbox', { name: 'Cause' }).fill('A new gym floor for the school');
  await cause.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Link a payout account' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  // Nothing exists until the review's one request creates the fundraiser with its groups, goal and cause.
  await expect(page.getByRole('heading', { name: 'Review and create' })).toBeVisible();
  await page.getByRole('button', { name: 'Create fundraiser' }).click();
  await expectToast(page, 'Fundraiser has been created successfully');
  await expect(page.getByRole('heading', { name: 'Your fundraiser is ready!' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const fundraiserId = /\/admin\/dashboard\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';

  // 2. On the fundraiser's dashboard: invite one participant, approve another's join request, assign it.
  await expect(page.getByRole('heading', { level: 1, name: fundraiserName })).toBeVisible();
  await expect(page.getByText('Not started').first()).toBeVisible();
  const groupTable = page.getByRole('table', { name: 'Fundraiser groups' });
  await expect(groupTable.getByRole('row', { name: new RegExp(groups[0]) })).toContainText('$500');
  await expect(groupTable.getByRole('row', { name: new RegExp(groups[1]) })).toContainText('$700');

  await page.getByRole('button', { name: 'Invite participant' }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite participant' });
  await inviteDialog.getByRole('textbox', { name: 'First name' }).fill(invited.firstName);
  await inviteDialog.getByRole('textbox', { name: 'Last name' }).fill(invited.lastName);
  await inviteDialog.getByRole('textbox', { name: 'Email' }).fill(invited.email);
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invite link has been sent successfully');
  await expect(inviteDialog.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(/\/participant\/signup\//);
  await inviteDialog.getByRole('button', { name: 'Done' }).click();
  await expect(inviteDialog).toBeHidden();

  const joinerToken = await signUpParticipant(request, joiner);
  const joined = await request.put('/api/participantRoutes/requestToJoinNewFundRaising', {
    headers: { Authorization: `Bearer ${joinerToken}` },
    data: { fundRaisingId: fundraiserId },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  await page.reload();
  const requests = page.getByRole('table', { name: 'Pending join requests' });
  const joinerRequest = requests.getByRole('row', { name: new RegExp(joiner.email) });
  await expect(joinerRequest).toContainText(`${joiner.firstName} ${joiner.lastName}`);
  await joinerRequest.getByRole('button', { name: `Approve ${joiner.firstName} ${joiner.lastName}` }).click();
  await expectToast(page, 'Participant has been approved successfully');
  await expect(page.getByText('No pending requests')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Participants without a group' })
      .getByRole('row', { name: new RegExp(joiner.email) }),
  ).toBeVisible();
  await assignToGroup(page, joiner, groups[0]);
  await expect(participantsCell(groupTable, groups[0])).toHaveText('1');

  // 3. The invited participant signs up through the emailed link.
  const invitationPath = await linkFromMailbox(request, invited.email, 'participant/signup');
  const participantContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const participant = await participantContext.newPage();
  await participant.goto(invitationPath);
  await expect(participant.getByText(`You are joining ${fundraiserName}.`)).toBeVisible();
  const signUp = participant.getByRole('form', { name: 'Participant sign-up' });
  for (const [field, value] of [
    ['First name', invited.firstName],
    ['Last name', invited.lastName],
  ] as const) {
    await expect(signUp.getByRole('textbox', { name: field })).toHaveValue(value);
    await expect(signUp.getByRole('textbox', { name: field })).toHaveAttribute('readonly', '');
  }
  await expect(signUp.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(invited.email);
  await expect(signUp.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('readonly', '');
  await signUp.getByRole('textbox', { name: 'Phone number' }).fill(invited.phone);
  await signUp.getByRole('combobox', { name: 'Month of birth' }).selectOption('June');
  await signUp.getByRole('textbox', { name: 'Year of birth' }).fill('2003');
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('Confirm password').fill(password);
  await signUp.getByRole('radio', { name: 'Email' }).check({ force: true }); // a visually hidden input inside its label
  await signUp.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await signUp.getByRole('checkbox', { name: /privacy policy/ }).check();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await enterCode(participant, await waitForCode(request, invited.email));
  await expect(participant).toHaveURL(/\/participant\/dashboard$/);
  await expect(participant.getByRole('heading', { name: `Welcome, ${invited.firstName}!` })).toBeVisible();
  // Admitted by a background job right after the code: the list looks again while it is empty.
  const myFundraisers = participant.getByRole('list', { name: 'Your fundraisers' });
  await expect(myFundraisers.getByRole('link', { name: fundraiserName })).toBeVisible({ timeout: 20_000 });

  // The admin puts the new participant in the other group (the referral link needs a group).
  await page.reload();
  await assignToGroup(page, invited, groups[1]);
  await expect(page.getByText('Every participant is in a group')).toBeVisible();
  await expect(participantsCell(groupTable, groups[1])).toHaveText('1');

  await myFundraisers.getByRole('link', { name: fundraiserName }).click();
  await expect(participant).toHaveURL(new RegExp(`/participant/dashboard/${fundraiserId}$`));
  await expect(participant.getByRole('heading', { name: fundraiserName })).toBeVisible();
  await expect(participant.getByRole('region', { name: 'Information' })).toContainText(groups[1]);
  // The share kit opens the page with the referral link already made (issue #21): nothing to generate.
  const kit = participant.getByRole('region', { name: 'Share your page' });
  const referral = kit.getByTestId('referral-link');
  await expect(referral).toHaveText(/\/donate\/\S+$/);
  await kit.getByRole('button', { name: 'Copy link' }).click();
  await expect(participant.getByText('Link copied')).toBeVisible();
  const copied = await participant.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('/donate/');
  expect(copied).toBe(await referral.textContent());

  await participant.getByRole('button', { name: 'Invite team member' }).click();
  const teamDialog = participant.getByRole('dialog', { name: 'New team member' });
  await expect(teamDialog.getByRole('radio', { name: 'Private invitation' })).toBeChecked();
  const teamInvite = teamDialog.getByRole('form', { name: 'Private invitation' });
  await teamInvite.getByRole('textbox', { name: 'First name' }).fill(teamMember.firstName);
  await teamInvite.getByRole('textbox', { name: 'Last name' }).fill(teamMember.lastName);
  await teamInvite.getByRole('textbox', { name: 'Email' }).fill(teamMember.email);
  await teamInvite.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(participant, 'Invite link has been sent successfully');
  await expect(teamDialog.getByText(`We sent ${teamMember.firstName} the invitation.`)).toBeVisible();
  await expect(teamDialog.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(/\/teammember\/signup\//);
  await participantContext.close();

  // 4. The team member signs up through the emailed link and sees the fundraiser.
  const teamPath = await linkFromMailbox(request, teamMember.email, 'teammember/signup');
  const teamContext = await browser.newContext();
  const member = await teamContext.newPage();
  await member.goto(teamPath);
  await expect(member.getByRole('heading', { name: 'Join as a team member' })).toBeVisible();
  await expect(
    member.getByText(`${invited.firstName} ${invited.lastName} invited you to support them in ${fundraiserName}.`),
  ).toBeVisible();
  const teamSignUp = member.getByRole('form', { name: 'Team member sign-up' });
  await teamSignUp.getByRole('radio', { name: 'No' }).check();
  await expect(teamSignUp.getByRole('textbox', { name: 'First name' })).toHaveValue(teamMember.firstName);
  await expect(teamSignUp.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(teamMember.email);
  await expect(teamSignUp.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('readonly', '');
  await teamSignUp.getByRole('textbox', { name: 'Phone number' }).fill(teamMember.phone);
  await teamSignUp.getByRole('combobox', { name: 'Month of birth' }).selectOption('September');
  await teamSignUp.getByRole('textbox', { name: 'Year of birth' }).fill('1980');
  await teamSignUp.getByLabel('Password', { exact: true }).fill(password);
  await teamSignUp.getByLabel('Confirm password').fill(password);
  await teamSignUp.getByRole('radio', { name: 'Email' }).check({ force: true }); // a visually hidden input inside its label
  await teamSignUp.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await teamSignUp.getByRole('checkbox', { name: /privacy policy/ }).check();
  await teamSignUp.getByRole('checkbox', { name: 'I confirm that I am authorized to create this account' }).check();
  await teamSignUp.getByRole('button', { name: 'Sign up' }).click();
  await enterCode(member, await waitForCode(request, teamMember.email));
  await expect(member).toHaveURL(/\/teammember\/dashboard$/);
  await expect(member.getByRole('heading', { name: `Welcome, ${teamMember.firstName}!` })).toBeVisible();
  const supported = member.getByRole('list', { name: 'Your fundraisers' }).getByRole('listitem').filter({
    hasText: fundraiserName,
  });
  await expect(supported).toContainText(`Supporting ${invited.firstName} ${invited.lastName}`, { timeout: 20_000 });
  await supported.getByRole('link', { name: fundraiserName }).click();
  await expect(member).toHaveURL(new RegExp(`/teammember/dashboard/${fundraiserId}$`));
  await expect(member.getByRole('heading', { name: fundraiserName })).toBeVisible();
  await expect(member.getByRole('region', { name: 'You support' })).toContainText(
    `${invited.firstName} ${invited.lastName}`,
  );
  await teamContext.close();
});
