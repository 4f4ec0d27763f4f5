import {
  campaignMessages,
  campaignRouteTable,
  competeMessages,
  competeRouteTable,
  fundraiserMessages,
  fundraiserRouteTable,
  moneyRouteTable,
  outreachMessages,
  outreachRouteTable,
  type CampaignProfile,
  type ParticipantDashboard,
  type PersonRow,
  type TeamMemberInvitationResult,
} from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { getBadgesRoute, noGamesRoute } from '@/test/compete-fixtures';
import { contact, getContactsRoute } from '@/test/contacts-fixtures';
import { getOutreachMessagesRoute, outreachMessage, sendResult } from '@/test/outreach-fixtures';
import { signInAs } from '@/test/sign-in';
import { fundraiserSummary, meRoute, paymentsConfigRoute } from '../testing/fixtures';

await vi.hoisted(async () => (await import('@/test/sign-in')).signInAs('participant'));

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const groupId = '0b7c1f6e-3333-4000-8000-000000000001';

function dashboard(overrides: Partial<ParticipantDashboard> = {}): ParticipantDashboard {
  return {
    participant: {
      _id: '0b7c1f6e-4444-4000-8000-000000000001',
      firstName: 'Robin',
      lastName: 'Young',
      email: 'robin@example.com',
      tokens: 0,
      totalDonations: 0,
      cashEarned: 0,
      earnedTokens: 0,
    },
    fundRaiser: fundraiserSummary(),
    group: { _id: groupId, groupName: 'Tigers' },
    contacts: [],
    participantRefferalsCodes: [],
    teamMemberGenernalInvetationLink: null,
    teamMembers: [],
    ...overrides,
  };
}

function profile(referralCode: string | null): CampaignProfile {
  return {
    fundRaisingId: fundraiserId,
    displayName: 'Robin Y.',
    whyRaising: null,
    personalGoal: null,
    defaultGoal: 50_000,
    raised: 0,
    photo: null,
    showPhoto: false,
    showMessage: false,
    photoApproval: 'notNeeded',
    referralCode,
  };
}

const profileRoute = (referralCode: string | null) =>
  mockRoute(campaignRouteTable.getCampaignProfile, () => ({ body: { message: 'OK', data: profile(referralCode) } }));

function openDashboard(data: ParticipantDashboard | (() => ParticipantDashboard), routes = {}) {
  const user = signInAs('participant');
  const fetchMock = mockApi({
    ...meRoute(user),
    ...mockRoute(fundraiserRouteTable.getParticipantDashboardByFundRaisingId, ({ url }) =>
      url.searchParams.get('fundRaisingId') === fundraiserId
        ? { body: { message: 'OK', data: typeof data === 'function' ? data() : data } }
        : { status: 404, body: { message: fundraiserMessages.notFound } },
    ),
    ...mockRoute(moneyRouteTable.getSponsor, () => ({ body: { message: 'OK', data: [] } })),
    ...paymentsConfigRoute,
    ...noGamesRoute,
    ...getBadgesRoute(),
    ...getContactsRoute(),
    ...getOutreachMessagesRoute(),
    ...profileRoute('ref_robin42'),
    ...routes,
  });
  return { fetchMock, ...renderApp(`/participant/dashboard/${fundraiserId}`) };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/participant/dashboard/{fundraiserId}', () => {
  it('shows the participant’s information and real zero totals', async () => {
    openDashboard(dashboard());

    const information = await screen.findByRole('region', { name: 'Information' });
    expect(within(information).getByText('Robin Young')).toBeInTheDocument();
    expect(within(information).getByText('0b7c1f6e-4444-4000-8000-000000000001')).toBeInTheDocument();
    expect(within(information).getByText('Spring Gala')).toBeInTheDocument();
    expect(within(information).getByText('$5,000')).toBeInTheDocument();
    expect(within(information).getByText('Tigers')).toBeInTheDocument();
    const donation = section('Donation');
    expect(within(donation).getAllByText('$0')).toHaveLength(2);
    expect(within(donation).getByText('0')).toBeInTheDocument();
    expect(await within(section('Games')).findByText('This fundraiser currently has no games')).toBeInTheDocument();
    expect(await within(section('Badges')).findByText('No badges earned yet')).toBeInTheDocument();
    expect(
      await within(section('Fundraiser sponsors')).findByText('No sponsors in this fundraiser yet'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my fundraisers' })).toHaveAttribute('href', '/participant/dashboard');
  });

  it('shows the participant’s own contacts, No contacts yet when there are none', async () => {
    openDashboard(dashboard());
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(await within(contacts).findByText(outreachMessages.noContacts)).toBeInTheDocument();
    expect(within(section('Contacts')).getByRole('button', { name: 'Add new contact' })).toBeInTheDocument();
    expect(within(section('Contacts')).getByRole('button', { name: 'Import contacts' })).toBeInTheDocument();
  });

  it('lists the contacts the server returns', async () => {
    openDashboard(dashboard(), getContactsRoute([contact(1, { fullName: 'Grandma Rose' })]));
    const contacts = await within(await screen.findByRole('region', { name: 'Contacts' })).findByRole('table', {
      name: 'Contacts',
    });
    expect(within(contacts).getByRole('cell', { name: 'Grandma Rose' })).toBeInTheDocument();
  });

  it('says NA without a group, and the share kit says the link needs one', async () => {
    openDashboard(dashboard({ group: null }), profileRoute(null));

    const information = await screen.findByRole('region', { name: 'Information' });
    expect(within(information).getByText('NA')).toBeInTheDocument();
    expect(await within(section('Share your page')).findByText(campaignMessages.noGroupForLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate link' })).not.toBeInTheDocument();
  });

  it('opens on the share kit with the link already made, then contacts and messages, then games', async () => {
    let codes: ParticipantDashboard['participantRefferalsCodes'] = [];
    const { fetchMock } = openDashboard(() => dashboard({ participantRefferalsCodes: codes }), {
      ...mockRoute(campaignRouteTable.getCampaignProfile, () => {
        codes = [{ code: 'ref_robin42', groupId }];
        return { body: { message: 'OK', data: profile('ref_robin42') } };
      }),
    });

    const kit = await screen.findByRole('region', { name: 'Share your page' });
    expect(await within(kit).findByText(`${window.location.origin}/donate/ref_robin42`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate link' })).not.toBeInTheDocument();
    // The code made on this first view reaches the dashboard (the messages' link reads it there).
    await waitFor(() =>
      expect(requestsTo(fetchMock, fundraiserRouteTable.getParticipantDashboardByFundRaisingId)).toHaveLength(2),
    );

    await screen.findByRole('region', { name: 'Contacts' });
    const order = ['Share your page', 'My page', 'Contacts', 'Messages', 'Games', 'Badges', 'Information'].map((name) =>
      section(name),
    );
    order.slice(1).forEach((after, index) => {
      expect(order[index]?.compareDocumentPosition(after) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
  });

  it('invites a team member privately and shows the link to share', async () => {
    const sent: TeamMemberInvitationResult = {
      userExists: true,
      invitationlink: 'http://localhost:3000/teammember/signup/inv_abc',
      invitationCode: 'inv_abc',
    };
    const { fetchMock, user } = openDashboard(dashboard(), {
      ...mockRoute(fundraiserRouteTable.generateTeamMemberInvitationLink, () => ({
        body: { message: fundraiserMessages.inviteSent, data: sent },
      })),
    });

    await user.click(await screen.findByRole('button', { name: 'Invite team member' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.generateTeamMemberInvitationLink)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Young');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(fundraiserMessages.inviteSent)).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.generateTeamMemberInvitationLink)[0]?.body).toEqual({
      isGeneral: false,
      fundRaisingId: fundraiserId,
      firstName: 'Grace',
      lastName: 'Young',
      email: 'grace@example.com',
      phoneNumber: '',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Invitation link' })).toHaveValue(sent.invitationlink);
    expect(within(dialog).getByRole('status')).toHaveTextContent('the invitation waits on their dashboard');
  });

  it('shares the public team link', async () => {
    let publicCode: string | null = null;
    const { fetchMock, user } = openDashboard(
      () => dashboard({ teamMemberGenernalInvetationLink: publicCode ? { invitationCode: publicCode } : null }),
      {
        ...mockRoute(fundraiserRouteTable.generateTeamMemberInvitationLink, () => {
          publicCode = 'pub_team1';
          return {
            body: {
              message: 'OK',
              data: {
                userExists: false,
                invitationlink: `${window.location.origin}/teammember/signup/pub_team1`,
                invitationCode: 'pub_team1',
              },
            },
          };
        }),
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Invite team member' }));
    let dialog = await screen.findByRole('dialog', { name: 'New team member' });
    await user.click(within(dialog).getByRole('radio', { name: 'Public team link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Get my public team link' }));

    const link = await within(dialog).findByRole('textbox', { name: 'Public team link' });
    expect(link).toHaveValue(`${window.location.origin}/teammember/signup/pub_team1`);
    expect(requestsTo(fetchMock, fundraiserRouteTable.generateTeamMemberInvitationLink)[0]?.body).toEqual({
      isGeneral: true,
      fundRaisingId: fundraiserId,
    });

    // Opened again, the dialog shows the link the dashboard now knows, without asking for a new one.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Invite team member' }));
    dialog = await screen.findByRole('dialog', { name: 'New team member' });
    await user.click(within(dialog).getByRole('radio', { name: 'Public team link' }));
    expect(within(dialog).getByRole('textbox', { name: 'Public team link' })).toHaveValue(
      `${window.location.origin}/teammember/signup/pub_team1`,
    );
    expect(requestsTo(fetchMock, fundraiserRouteTable.generateTeamMemberInvitationLink)).toHaveLength(1);
  });

  it('lists the team members', async () => {
    openDashboard(
      dashboard({
        teamMembers: [
          {
            _id: '0b7c1f6e-5555-4000-8000-000000000001',
            firstName: 'Grace',
            lastName: 'Young',
            fullName: 'Grace Young',
            email: 'grace@example.com',
            phoneNo: '+15555550123',
            totalDonations: 0,
            tokens: 4,
          },
        ],
      }),
    );

    const row = await screen.findByRole('row', { name: /Grace Young/ });
    expect(row).toHaveTextContent('grace@example.com');
    expect(row).toHaveTextContent('(555) 555-0123');
    expect(row).toHaveTextContent('4');
  });

  describe('Share tokens', () => {
    const grace: PersonRow = {
      _id: '0b7c1f6e-5555-4000-8000-000000000001',
      firstName: 'Grace',
      lastName: 'Young',
      fullName: 'Grace Young',
      email: 'grace@example.com',
      phoneNo: '',
      totalDonations: 0,
      tokens: 0,
    };
    const tom: PersonRow = { ...grace, _id: '0b7c1f6e-5555-4000-8000-000000000002', fullName: 'Tom Young' };

    function withTeam(tokens: number, members: PersonRow[] = [grace, tom]) {
      const base = dashboard({ teamMembers: members });
      return dashboard({ teamMembers: members, participant: { ...base.participant, tokens } });
    }

    it('shares tokens with the one selected team member, then shows both wallets afresh', async () => {
      let data = withTeam(5);
      const { fetchMock, user } = openDashboard(() => data, {
        ...mockRoute(competeRouteTable.sendTokensToTeamMember, () => {
          data = withTeam(2, [{ ...grace, tokens: 3 }, tom]);
          return {
            body: {
              message: competeMessages.tokensShared,
              data: { tokens: 2, teamMemberId: grace._id, teamMemberTokens: 3 },
            },
          };
        }),
      });

      await user.click(await screen.findByRole('checkbox', { name: 'Select Grace Young' }));
      await user.click(screen.getByRole('button', { name: 'Share tokens' }));
      const dialog = await screen.findByRole('dialog', { name: 'Share tokens' });
      expect(dialog).toHaveTextContent('Grace Young');
      expect(dialog).toHaveTextContent('You have 5 tokens.');
      const amount = within(dialog).getByRole('spinbutton', { name: 'Tokens to share' });
      await user.clear(amount);
      await user.type(amount, '3');
      await user.click(within(dialog).getByRole('button', { name: 'Share tokens' }));

      expect(await screen.findByText(competeMessages.tokensShared)).toBeInTheDocument();
      expect(requestsTo(fetchMock, competeRouteTable.sendTokensToTeamMember).map(({ body }) => body)).toEqual([
        { fundRaiserId: fundraiserId, teamMemberId: grace._id, tokensToSend: 3 },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('row', { name: /Grace Young.*3$/ })).toBeInTheDocument();
      expect(within(section('Donation')).getByText('2')).toBeInTheDocument();
    });

    it.each([
      ['nobody', [] as string[]],
      ['two team members', ['Select Grace Young', 'Select Tom Young']],
    ])('asks for exactly one team member (%s selected)', async (_case, boxes) => {
      const { fetchMock, user } = openDashboard(withTeam(5));
      await screen.findByRole('checkbox', { name: 'Select Grace Young' });

      for (const box of boxes) await user.click(screen.getByRole('checkbox', { name: box }));
      await user.click(screen.getByRole('button', { name: 'Share tokens' }));

      expect(await screen.findByText(competeMessages.oneTeamMember)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requestsTo(fetchMock, competeRouteTable.sendTokensToTeamMember)).toHaveLength(0);
    });

    it('refuses to share more tokens than the participant has', async () => {
      const { fetchMock, user } = openDashboard(withTeam(2));

      await user.click(await screen.findByRole('checkbox', { name: 'Select Tom Young' }));
      await user.click(screen.getByRole('button', { name: 'Share tokens' }));
      const dialog = await screen.findByRole('dialog', { name: 'Share tokens' });
      const amount = within(dialog).getByRole('spinbutton', { name: 'Tokens to share' });
      await user.clear(amount);
      await user.type(amount, '3');
      await user.click(within(dialog).getByRole('button', { name: 'Share tokens' }));

      expect(await within(dialog).findByText(competeMessages.notEnoughToShare)).toBeInTheDocument();
      await user.clear(amount);
      await user.type(amount, '0');
      await user.click(within(dialog).getByRole('button', { name: 'Share tokens' }));
      expect(await within(dialog).findByText(competeMessages.tokensWhole)).toBeInTheDocument();
      expect(requestsTo(fetchMock, competeRouteTable.sendTokensToTeamMember)).toHaveLength(0);
    });

    it('says Error sharing tokens! when the share fails', async () => {
      const { user } = openDashboard(withTeam(2), {
        ...mockRoute(competeRouteTable.sendTokensToTeamMember, () => ({ status: 500 })),
      });

      await user.click(await screen.findByRole('checkbox', { name: 'Select Tom Young' }));
      await user.click(screen.getByRole('button', { name: 'Share tokens' }));
      const dialog = await screen.findByRole('dialog', { name: 'Share tokens' });
      await user.click(within(dialog).getByRole('button', { name: 'Share tokens' }));

      expect(await screen.findByText(competeMessages.tokensShareError)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Share tokens' })).toBeInTheDocument();
    });
  });

  it('says when the dashboard could not be loaded', async () => {
    mockApi({
      ...meRoute(signInAs('participant')),
      ...mockRoute(fundraiserRouteTable.getParticipantDashboardByFundRaisingId, () => ({
        status: 404,
        body: { message: fundraiserMessages.notFound },
      })),
    });
    renderApp(`/participant/dashboard/${fundraiserId}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dashboard could not be loaded');
    expect(alert).toHaveTextContent(fundraiserMessages.notFound);
  });

  describe('Outreach', () => {
    const grace: PersonRow = {
      _id: '0b7c1f6e-5555-4000-8000-0000000000a1',
      firstName: 'Grace',
      lastName: 'Young',
      fullName: 'Grace Young',
      email: 'grace@example.com',
      phoneNo: '',
      totalDonations: 0,
      tokens: 0,
    };
    const withCode = (overrides: Partial<ParticipantDashboard> = {}) =>
      dashboard({ participantRefferalsCodes: [{ code: 'ref_robin42', groupId }], ...overrides });

    it('sends an email to the checked contacts, naming the participant, the fundraiser and its referral link', async () => {
      let sent: ReturnType<typeof outreachMessage>[] = [];
      const { fetchMock, user } = openDashboard(withCode(), {
        ...getContactsRoute([contact(1, { fullName: 'Grandma Rose' }), contact(2, { fullName: 'Uncle Bob' })]),
        ...getOutreachMessagesRoute(() => sent),
        ...mockRoute(outreachRouteTable.sendOutreachMessages, () => {
          sent = [outreachMessage(1, { recipientName: 'Grandma Rose', status: 'delivered' })];
          return { body: { message: 'OK', data: sendResult(sent) } };
        }),
      });

      const contacts = await screen.findByRole('region', { name: 'Contacts' });
      const sendEmail = await within(contacts).findByRole('button', { name: 'Send email' });
      expect(sendEmail).toBeDisabled();
      expect(await within(section('Messages')).findByText(outreachMessages.noMessages)).toBeInTheDocument();
      await user.click(within(contacts).getByRole('checkbox', { name: 'Select Grandma Rose' }));
      await user.click(sendEmail);

      const dialog = screen.getByRole('dialog', { name: 'Send email' });
      const preview = within(dialog).getByRole('region', { name: 'Preview' });
      expect(preview).toHaveTextContent('Robin Young invites you to support Spring Gala');
      expect(preview).toHaveTextContent(`${window.location.origin}/donate/ref_robin42?t=`);
      expect(within(dialog).getByRole('region', { name: 'Recipients' })).toHaveTextContent('Grandma Rose');
      expect(within(dialog).getByRole('region', { name: 'Recipients' })).not.toHaveTextContent('Uncle Bob');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));

      const result = await screen.findByRole('dialog', { name: 'Your messages' });
      expect(requestsTo(fetchMock, outreachRouteTable.sendOutreachMessages)[0]?.body).toEqual({
        fundRaiserId: fundraiserId,
        channel: 'email',
        recipients: [{ kind: 'contact', id: contact(1)._id }],
        note: '',
      });
      await user.click(within(result).getByRole('button', { name: 'Done' }));
      // The selection clears, and the new message shows in Messages.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(contacts).getByRole('checkbox', { name: 'Select Grandma Rose' })).not.toBeChecked();
      expect(
        await within(section('Messages')).findByRole('listitem', { name: 'Email to Grandma Rose' }),
      ).toHaveTextContent('Delivered');
    });

    it('offers Send text for the selected team members, and shows who has no phone number as skipped', async () => {
      const { user } = openDashboard(withCode({ teamMembers: [grace] }));

      const team = await screen.findByRole('region', { name: 'Team members' });
      await user.click(within(team).getByRole('checkbox', { name: 'Select Grace Young' }));
      await user.click(within(team).getByRole('button', { name: 'Send text' }));

      const dialog = screen.getByRole('dialog', { name: 'Send text' });
      expect(within(dialog).getByRole('list', { name: 'Skipped' })).toHaveTextContent(
        `Grace Young ${outreachMessages.noPhoneNumber}`,
      );
      expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    });

    it('asks for the referral link first and offers Generate link in the dialog', async () => {
      let codes: ParticipantDashboard['participantRefferalsCodes'] = [];
      const { user } = openDashboard(() => dashboard({ participantRefferalsCodes: codes }), {
        ...getContactsRoute([contact(1, { fullName: 'Grandma Rose' })]),
        ...mockRoute(fundraiserRouteTable.generateParticipantGroupDonationLink, () => {
          codes = [{ code: 'ref_robin42', groupId }];
          return { body: { message: fundraiserMessages.referralGenerated, data: { code: 'ref_robin42' } } };
        }),
      });

      const contacts = await screen.findByRole('region', { name: 'Contacts' });
      await user.click(await within(contacts).findByRole('checkbox', { name: 'Select Grandma Rose' }));
      await user.click(within(contacts).getByRole('button', { name: 'Send text' }));
      const dialog = screen.getByRole('dialog', { name: 'Send text' });
      expect(dialog).toHaveTextContent(outreachMessages.noReferralCode);

      await user.click(within(dialog).getByRole('button', { name: 'Generate link' }));
      const preview = await within(dialog).findByRole('region', { name: 'Preview' });
      expect(preview).toHaveTextContent(`${window.location.origin}/donate/ref_robin42?t=`);
    });
  });
});
