import {
  fundraiserMessages,
  fundraiserRouteTable,
  moneyRouteTable,
  type AdminFundraiserDashboard,
  type FundraiserDetail,
  type ParticipantRequest,
} from '@fundplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/test/fake-socket';
import { deferred, mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import {
  dashboard,
  detail,
  donation,
  fundraiserId,
  group,
  groupIds,
  participant,
  sponsor,
} from '../testing/fundraiser-fixtures';
import type { PayoutAccountPickerProps } from '../lib/payout-account-picker';
import { FundraiserDashboard } from './fundraiser-dashboard';

vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket }));
const fakeSocket = createFakeSocket();

/** Stands in for the payouts feature's picker (composed by the app): one button per account. */
function FakePayoutAccountPicker({ currentAccountId, onLink }: PayoutAccountPickerProps) {
  return (
    <div>
      <p>Linked now: {currentAccountId ?? 'none'}</p>
      <button type="button" onClick={() => void onLink('acct_9Chosen', 'Chosen PTA')}>
        Choose Chosen PTA
      </button>
    </div>
  );
}

const joinRequest: ParticipantRequest = {
  _id: '7a1b2c3d-0000-4000-8000-0000000000c1',
  participant: {
    _id: participant(3, null)._id,
    firstName: 'Jo',
    lastName: 'Joiner',
    email: 'jo@school.test',
    phoneNo: '',
  },
  createdAt: '2026-11-20T10:00:00.000Z',
};

function mockDashboard(data: () => AdminFundraiserDashboard, requests: () => ParticipantRequest[] = () => []) {
  return {
    ...mockRoute(fundraiserRouteTable.getAdminDashboardByFundRaisingId, () => ({
      body: { message: 'ok', data: data() },
    })),
    ...mockRoute(fundraiserRouteTable.getParticipantRequests, () => ({ body: { message: 'ok', data: requests() } })),
    ...mockRoute(moneyRouteTable.getFundraiserDonations, () => ({ body: { message: 'ok', data: [] } })),
  };
}

function renderDashboard({ withPicker = false } = {}) {
  return renderWithProviders(
    <FundraiserDashboard
      fundraiserId={fundraiserId}
      inviteAdministratorForm={<p>Invite admin form</p>}
      payoutAccountPicker={withPicker ? FakePayoutAccountPicker : undefined}
    />,
  );
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('FundraiserDashboard', () => {
  it('shows every section of the fundraiser, with honest empty states', async () => {
    const fetchMock = mockApi(mockDashboard(() => dashboard()));
    const { user } = renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Lincoln Spring Drive' })).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, fundraiserRouteTable.getAdminDashboardByFundRaisingId)[0]?.url.searchParams.get(
        'fundRaisingId',
      ),
    ).toBe(fundraiserId);
    expect(section('Information')).toHaveTextContent('1 School Road, Springfield, IL 62701');
    expect(section('Information')).toHaveTextContent('$5,000');
    expect(section('Information')).toHaveTextContent('Fundraiser logo not set yet!');
    expect(section('Participants & donations')).toHaveTextContent('$0 raised so far');
    expect(section('Fundraiser status')).toHaveTextContent('Not started');
    expect(section('Fundraiser status')).toHaveTextContent('Fundraiser has not started yet');
    expect(within(section('Administrators')).getByRole('row', { name: /Sam Second/ })).toHaveTextContent(
      'Administrator',
    );
    expect(within(section('Public links')).getByLabelText('Participant sign-up link URL')).toHaveValue(
      `${window.location.origin}/participant/signup/pub_participants1`,
    );
    expect(
      within(section('Public links')).getByRole('button', { name: 'Activate administrator sign-up link' }),
    ).toBeEnabled();
    expect(await within(section('Participants')).findByText('No pending requests')).toBeInTheDocument();
    expect(within(section('Participants')).getByRole('row', { name: /Kid2 Learner/ })).toBeInTheDocument();
    expect(within(section('Fundraiser groups')).getByRole('row', { name: /Red Team/ })).toHaveTextContent(
      'Pat Primary',
    );
    expect(section('Games')).toHaveTextContent('This fundraiser currently has no games');
    expect(section('Sponsors')).toHaveTextContent('No sponsors in this fundraiser yet');

    await user.click(within(section('Administrators')).getByRole('button', { name: 'Invite administrator' }));
    expect(await screen.findByRole('dialog', { name: 'Invite administrator' })).toHaveTextContent('Invite admin form');
  });

  it('writes the tax id as 12-3456789 and phone numbers as (555) 555-0101, in the edit form too', async () => {
    mockApi(mockDashboard(() => dashboard()));
    const { user } = renderDashboard();

    await screen.findByRole('heading', { level: 1, name: 'Lincoln Spring Drive' });
    expect(section('Information')).toHaveTextContent('Tax ID12-3456789');
    // Labels show as written ('Tax ID'), not transformed to capitals ('TAX ID') by their style.
    expect(within(section('Information')).getByText('Tax ID')).not.toHaveClass('uppercase');
    expect(within(section('Administrators')).getByRole('row', { name: /Pat Primary/ })).toHaveTextContent(
      '(555) 555-0101',
    );
    expect(within(section('Administrators')).getByRole('row', { name: /Sam Second/ })).toHaveTextContent('—');

    await user.click(within(section('Information')).getByRole('button', { name: 'Edit information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit fundraiser' });
    expect(within(dialog).getByLabelText('Tax ID')).toHaveValue('12-3456789');
  });

  it('says Loading... for the status while the dashboard loads, and when it cannot load', async () => {
    const answer = deferred<{ status: 404; body: { message: string } }>();
    mockApi(mockRoute(fundraiserRouteTable.getAdminDashboardByFundRaisingId, () => answer.promise));
    renderDashboard();

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answer.resolve({
      status: 404,
      body: { message: 'This fundraiser does not exist or you do not have access to it' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dashboard could not be loaded');
  });

  it('approves a join request, which leaves the pending list', async () => {
    let pending = [joinRequest];
    const fetchMock = mockApi({
      ...mockDashboard(
        () => dashboard(),
        () => pending,
      ),
      ...mockRoute(fundraiserRouteTable.approveParticipant, () => {
        pending = [];
        return { body: { message: 'Participant has been approved successfully', data: null } };
      }),
    });
    const { user } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Approve Jo Joiner' }));
    expect(await screen.findByText('Participant has been approved successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.approveParticipant)[0]?.body).toEqual({
      requestId: joinRequest._id,
    });
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();
  });

  it('assigns a participant without a group to the chosen group', async () => {
    const fetchMock = mockApi({
      ...mockDashboard(() => dashboard()),
      ...mockRoute(fundraiserRouteTable.assignParticipantToGroup, () => ({
        body: { message: 'Participant assigned to group successfully!', data: null },
      })),
    });
    const { user } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Assign Kid2 Learner to a group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to group' });
    await user.selectOptions(within(dialog).getByLabelText('Group'), 'Blue Team');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('Participant assigned to group successfully!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.assignParticipantToGroup)[0]?.body).toEqual({
      groupId: groupIds[1],
      participantId: participant(2, null)._id,
    });
  });

  it('invites a participant into a group and shows the link to copy', async () => {
    const fetchMock = mockApi({
      ...mockDashboard(() => dashboard()),
      ...mockRoute(fundraiserRouteTable.generateParticipantInvitationLink, () => ({
        body: {
          message: 'Invite link has been sent successfully',
          data: { invitationCode: 'abc123', invitationLink: 'http://localhost/participant/signup/abc123' },
        },
      })),
    });
    const { user } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Invite participant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite participant' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@school.test');
    await user.selectOptions(within(dialog).getByLabelText('Group (optional)'), 'Red Team');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invite link has been sent successfully')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue('http://localhost/participant/signup/abc123');
    expect(requestsTo(fetchMock, fundraiserRouteTable.generateParticipantInvitationLink)[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@school.test',
      phoneNumber: '',
      fundRaisingId: fundraiserId,
      groupId: groupIds[0],
    });
  });

  it('deletes a group only after the confirmation', async () => {
    const fetchMock = mockApi({
      ...mockDashboard(() => dashboard()),
      ...mockRoute(fundraiserRouteTable.deleteGroup, () => ({
        body: { message: 'Group deleted successfully!', data: null },
      })),
    });
    const { user } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Delete Blue Team' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete group?' });
    expect(requestsTo(fetchMock, fundraiserRouteTable.deleteGroup)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete group' }));

    expect(await screen.findByText('Group deleted successfully!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.deleteGroup)[0]?.url.searchParams.get('groupId')).toBe(
      groupIds[1],
    );
  });

  it('keeps a group goal within what the fundraiser goal leaves', async () => {
    const fetchMock = mockApi(mockDashboard(() => dashboard()));
    const { user } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Edit Blue Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
    // $5,000 goal, Red Team holds $2,000: Blue Team may have up to $3,000.
    expect(dialog).toHaveTextContent('You can set the group goal to at most $3000');
    const goal = within(dialog).getByLabelText('Group goal in dollars');
    await user.clear(goal);
    await user.type(goal, '3500');
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can set the group goal to at most $3000');
    expect(requestsTo(fetchMock, fundraiserRouteTable.updateGroup)).toHaveLength(0);
  });

  it('disables every group action once the fundraiser has started, and says why', async () => {
    const started = detail({
      status: 'startedButInactive',
      fundRaisingStartTime: Date.now() - 86_400_000,
      statusMessage: 'Fundraiser is running but cannot take donations yet',
      permissions: { ...detail().permissions, edit: false, delete: false, manageGroups: false },
    });
    mockApi(mockDashboard(() => dashboard({ fundRaiser: started })));
    renderDashboard();

    const groups = await screen.findByRole('region', { name: 'Fundraiser groups' });
    expect(groups).toHaveTextContent('Groups can only be changed before the fundraiser starts');
    for (const name of [
      'Add groups',
      'Edit Red Team',
      'Change admin of Red Team',
      'Delete Red Team',
      'Delete Blue Team',
    ]) {
      expect(within(groups).getByRole('button', { name })).toBeDisabled();
    }
    expect(within(groups).getByRole('button', { name: 'Edit Red Team' })).toHaveAccessibleDescription(
      'Groups can only be changed before the fundraiser starts',
    );
    expect(screen.queryByRole('button', { name: 'Edit information' })).not.toBeInTheDocument();
    expect(section('Fundraiser status')).toHaveTextContent('Started but inactive');
    // A participant without a group can still be placed (a late joiner needs a group to raise money).
    const participants = section('Participants');
    expect(within(participants).getByRole('button', { name: /^Assign .* to a group$/ })).toBeEnabled();
  });

  it('follows the fundraiser’s room and refetches the totals and donations when they change', async () => {
    let raised = 0;
    const fetchMock = mockApi({
      ...mockDashboard(() => dashboard({ fundRaiser: detail({ totalFunding: raised }) })),
      ...mockRoute(moneyRouteTable.getFundraiserDonations, () => ({
        body: { message: 'ok', data: raised > 0 ? [donation()] : [] },
      })),
    });
    renderDashboard();
    await screen.findByText('No donations yet');
    expect(fakeSocket.subscriptions()).toContain(`fundraiser:${fundraiserId}`);

    raised = 2_500;
    act(() => fakeSocket.emitFromServer('fundraiser:totals', { fundraiserId, version: 7 }));

    expect(await screen.findByText('$25 raised of $5,000')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Jamie R\./ })).toBeInTheDocument();
    // An older version than one already seen changes nothing.
    const calls = requestsTo(fetchMock, fundraiserRouteTable.getAdminDashboardByFundRaisingId).length;
    act(() => fakeSocket.emitFromServer('fundraiser:totals', { fundraiserId, version: 6 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(fetchMock, fundraiserRouteTable.getAdminDashboardByFundRaisingId)).toHaveLength(calls);
  });

  it('links a payout account to the fundraiser, and the status section names it as every group’s', async () => {
    let linked: string | null = null;
    const fetchMock = mockApi({
      ...mockDashboard(() =>
        dashboard({
          fundRaiser: detail({ fundRaisingStripe: linked, fundRaisingStripeName: linked ? 'Chosen PTA' : null }),
        }),
      ),
      ...mockRoute(moneyRouteTable.updateFundRaisingStripe, ({ body }) => {
        linked = (body as { fundRaisingStripe: string }).fundRaisingStripe;
        return {
          body: {
            message: 'Fundraiser updated successfully!',
            data: { fundRaisingId: fundraiserId, fundRaisingStripe: linked },
          },
        };
      }),
    });
    const { user } = renderDashboard({ withPicker: true });

    await screen.findByRole('heading', { level: 1, name: 'Lincoln Spring Drive' });
    expect(within(section('Fundraiser status')).getByText('Not linked')).toBeInTheDocument();
    expect(section('Fundraiser status')).toHaveTextContent(
      'Red Team: Not linked: takes no donations until it or the fundraiser has a payout account',
    );
    await user.click(screen.getByRole('button', { name: 'Link payout account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link payout account' });
    expect(dialog).toHaveTextContent('Lincoln Spring Drive');
    await user.click(within(dialog).getByRole('button', { name: 'Choose Chosen PTA' }));

    expect(await screen.findByText('Fundraiser updated successfully!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.updateFundRaisingStripe)[0]?.body).toEqual({
      fundRaisingId: fundraiserId,
      fundRaisingStripe: 'acct_9Chosen',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section('Fundraiser status')).findByText('Chosen PTA')).toBeInTheDocument();
    const groupsPayout = within(section('Fundraiser status')).getByRole('list', {
      name: "Where each group's donations go",
    });
    expect(
      within(groupsPayout)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Red Team: Uses the fundraiser's account: Chosen PTA",
      "Blue Team: Uses the fundraiser's account: Chosen PTA",
    ]);
    expect(section('Fundraiser status')).not.toHaveTextContent(/Not linked|acct_/);
  });

  it.each<
    [
      string,
      {
        fundraiser: Pick<FundraiserDetail, 'status' | 'statusMessage'>;
        ownAccount: { id: string; name: string } | null;
        statusLabel: string;
        donationsGo: string[];
      },
    ]
  >([
    [
      'agrees with the status: a running fundraiser with its account names where each group’s donations go',
      {
        fundraiser: { status: 'inProgress', statusMessage: 'Fundraiser is in progress' },
        ownAccount: { id: 'acct_1Lincoln', name: 'Lincoln PTA' },
        statusLabel: 'In progress',
        donationsGo: ['Red Team: Red Boosters', "Blue Team: Uses the fundraiser's account: Lincoln PTA"],
      },
    ],
    [
      'says which groups take no donations while the fundraiser has no account of its own',
      {
        fundraiser: { status: 'startedButInactive', statusMessage: fundraiserMessages.statusPartlyInactive },
        ownAccount: null,
        statusLabel: 'Started but inactive',
        donationsGo: [
          'Red Team: Red Boosters',
          'Blue Team: Not linked: takes no donations until it or the fundraiser has a payout account',
        ],
      },
    ],
  ])('%s', async (_title, { fundraiser, ownAccount, statusLabel, donationsGo }) => {
    const running = detail({
      ...fundraiser,
      fundRaisingStartTime: Date.now() - 86_400_000,
      fundRaisingStripe: ownAccount?.id ?? null,
      fundRaisingStripeName: ownAccount?.name ?? null,
      permissions: { ...detail().permissions, edit: false, delete: false, manageGroups: false },
    });
    mockApi(
      mockDashboard(() =>
        dashboard({
          fundRaiser: running,
          group: [group(0, { stripe: 'acct_1Red', stripeName: 'Red Boosters' }), group(1)],
        }),
      ),
    );
    renderDashboard();

    const status = await screen.findByRole('region', { name: 'Fundraiser status' });
    await within(status).findByText(statusLabel);
    expect(status).toHaveTextContent(fundraiser.statusMessage);
    expect(
      within(within(status).getByRole('list', { name: "Where each group's donations go" }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(donationsGo);
    if (ownAccount) {
      // The fundraiser's own account is named, never its id, and the groups' table says the same.
      expect(status).toHaveTextContent(`Fundraiser's payout account${ownAccount.name}`);
      expect(status).not.toHaveTextContent(/Not linked|link a payout account|acct_/);
      const groups = section('Fundraiser groups');
      expect(within(groups).getByRole('row', { name: /Red Team/ })).toHaveTextContent('Red Boosters');
      expect(within(groups).getByRole('row', { name: /Blue Team/ })).toHaveTextContent(
        `Uses the fundraiser's account: ${ownAccount.name}`,
      );
      expect(groups).not.toHaveTextContent(/acct_/);
    }
  });

  it('links a payout account to a group, even once the fundraiser runs', async () => {
    const started = detail({
      status: 'startedButInactive',
      fundRaisingStartTime: Date.now() - 86_400_000,
      permissions: { ...detail().permissions, edit: false, delete: false, manageGroups: false },
    });
    const fetchMock = mockApi({
      ...mockDashboard(() =>
        dashboard({
          fundRaiser: started,
          group: [group(0), group(1, { stripe: 'acct_1Old', stripeName: 'Old Boosters' })],
        }),
      ),
      ...mockRoute(fundraiserRouteTable.updateGroup, () => ({
        body: { message: 'Group updated successfully!', data: group(0, { stripe: 'acct_9Chosen' }) },
      })),
    });
    const { user } = renderDashboard({ withPicker: true });

    const groups = await screen.findByRole('region', { name: 'Fundraiser groups' });
    expect(within(groups).getByRole('row', { name: /Blue Team/ })).toHaveTextContent('Old Boosters');
    expect(within(groups).getByRole('row', { name: /Blue Team/ })).not.toHaveTextContent('acct_1Old');
    await user.click(within(groups).getByRole('button', { name: 'Link payout account to Red Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link payout account' });
    expect(dialog).toHaveTextContent('Red Team');
    await user.click(within(dialog).getByRole('button', { name: 'Choose Chosen PTA' }));

    expect(await screen.findByText('Group updated successfully!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.updateGroup)[0]?.body).toEqual({
      groupId: groupIds[0],
      stripe: 'acct_9Chosen',
    });
  });

  it('says why linking failed, with the server’s message', async () => {
    mockApi({
      ...mockDashboard(() => dashboard()),
      ...mockRoute(moneyRouteTable.updateFundRaisingStripe, () => ({
        status: 409,
        body: { message: 'This account is not verified yet. Finish its Stripe onboarding, then link it.' },
      })),
    });
    const { user } = renderDashboard({ withPicker: true });

    await user.click(await screen.findByRole('button', { name: 'Link payout account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link payout account' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose Chosen PTA' }));

    expect(
      await screen.findByText('This account is not verified yet. Finish its Stripe onboarding, then link it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Link payout account' })).toBeInTheDocument();
  });

  it('offers no linking where the app composed no picker', async () => {
    mockApi(mockDashboard(() => dashboard()));
    renderDashboard();

    await screen.findByRole('region', { name: 'Fundraiser status' });
    expect(screen.queryByRole('button', { name: 'Link payout account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Link payout account to/ })).not.toBeInTheDocument();
  });

  it('lists the sponsors and leads to the sponsors page', async () => {
    mockApi(mockDashboard(() => dashboard({ sponsors: [sponsor()] })));
    renderDashboard();

    const sponsors = await screen.findByRole('region', { name: 'Sponsors' });
    const row = within(sponsors).getByRole('row', { name: /Corner Bakery/ });
    expect(row).toHaveTextContent('Sponsored');
    expect(row).toHaveTextContent('$50');
    expect(within(sponsors).getByRole('link', { name: 'Manage sponsors' })).toHaveAttribute(
      'href',
      `/admin/dashboard/${fundraiserId}/sponsors`,
    );
  });
});
