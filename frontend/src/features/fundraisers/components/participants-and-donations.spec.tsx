import { moneyRouteTable, type DonationRow } from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import {
  dashboard,
  detail,
  donation,
  fundraiserId,
  group,
  groupIds,
  participant,
} from '../testing/fundraiser-fixtures';
import { ParticipantsAndDonations } from './participants-and-donations';

const kid1 = { ...participant(1, groupIds[0]), totalDonations: 4_000 };
const kid2 = { ...participant(2, null), totalDonations: 1_000 };

function renderSection({ donations = [] as DonationRow[] } = {}) {
  const fetchMock = mockApi(
    mockRoute(moneyRouteTable.getFundraiserDonations, () => ({ body: { message: 'ok', data: donations } })),
  );
  const data = dashboard({
    fundRaiser: detail({ totalFunding: 10_000, fundRaisingGoal: 500_000, status: 'inProgress' }),
    group: [group(0, { groupTotalDonations: 6_000 }), group(1, { groupTotalDonations: 1_000 })],
    participants: [kid1, kid2],
  });
  const rendered = renderWithProviders(
    <ParticipantsAndDonations fundraiser={data.fundRaiser} groups={data.group} participants={data.participants} />,
  );
  return { ...rendered, fetchMock };
}

// jsdom has no object URLs: the export test lends them, and they are taken back after each test.
const originalCreateObjectUrl = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
const originalRevokeObjectUrl = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
afterEach(() => {
  const restore = (name: 'createObjectURL' | 'revokeObjectURL', original: PropertyDescriptor | undefined) => {
    Object.defineProperty(URL, name, original ?? { value: undefined, configurable: true, writable: true });
  };
  restore('createObjectURL', originalCreateObjectUrl);
  restore('revokeObjectURL', originalRevokeObjectUrl);
});

describe('ParticipantsAndDonations', () => {
  it('shows the total against the goal, and the totals by group and by participant', async () => {
    renderSection();

    expect(screen.getByText('$100 raised of $5,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Raised of the goal' })).toHaveAttribute('aria-valuenow', '10000');
    const byGroup = screen.getByRole('heading', { name: 'Totals by group' }).parentElement as HTMLElement;
    expect(within(byGroup).getByText('Red Team').closest('li')).toHaveTextContent('$60of $2,000');
    expect(within(byGroup).getByText('The fundraiser (no group)').closest('li')).toHaveTextContent('$30');
    const byParticipant = screen.getByRole('heading', { name: 'Totals by participant' }).parentElement as HTMLElement;
    const rows = within(byParticipant).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Kid1 Learner');
    expect(rows[0]).toHaveTextContent('$40');
    expect(rows[1]).toHaveTextContent('Kid2 Learner');
    expect(await screen.findByText('No donations yet')).toBeInTheDocument();
  });

  it('lists every gift with its date, donor, amount, whom it credits and its status', async () => {
    renderSection({
      donations: [
        donation(),
        donation({
          _id: '7a1b2c3d-0000-4000-8000-0000000000e2',
          kind: 'manual',
          donorName: 'Cash at the fair',
          donorEmail: null,
          amountCents: 10_000,
          groupName: null,
          participantName: 'Kid2 Learner',
          comments: 'Bake sale',
        }),
        donation({
          _id: '7a1b2c3d-0000-4000-8000-0000000000e3',
          status: 'partiallyRefunded',
          refundedCents: 500,
          groupName: null,
          participantName: null,
        }),
        donation({ _id: '7a1b2c3d-0000-4000-8000-0000000000e4', dispute: { status: 'open', amountCents: 2_500 } }),
        donation({ _id: '7a1b2c3d-0000-4000-8000-0000000000e5', dispute: { status: 'lost', amountCents: 2_500 } }),
      ],
    });

    const table = await screen.findByRole('table', { name: 'Donations' });
    const [first, second, third, disputed, lost] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Nov 21, 2026');
    expect(first).toHaveTextContent('Jamie R.');
    expect(first).toHaveTextContent('$25');
    expect(first).toHaveTextContent('Kid1 Learner · Red Team');
    expect(first).toHaveTextContent('Succeeded');
    expect(second).toHaveTextContent('Manual funds');
    expect(second).toHaveTextContent('Bake sale');
    expect(third).toHaveTextContent('$5 refunded');
    expect(third).toHaveTextContent('The fundraiser');
    expect(third).toHaveTextContent('Partially refunded');
    expect(disputed).toHaveTextContent('$25 disputed: held out of the totals until the bank decides');
    expect(lost).toHaveTextContent("$25 dispute lost: returned to the donor's card");
  });

  it('checks manual funds with the server’s rules before sending them', async () => {
    const { user, fetchMock } = renderSection();

    await user.click(screen.getByRole('button', { name: 'Add funds manually' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add funds manually' });
    await user.click(within(dialog).getByRole('button', { name: 'Add funds' }));

    expect(await within(dialog).findByText('Choose a participant')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount must be at least $1')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Amount in dollars'), '10.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add funds' }));
    expect(await within(dialog).findByText('Amount must be in whole dollars')).toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.addManualDonation)).toHaveLength(0);
  });

  it('adds funds for a participant, credited to their group unless changed', async () => {
    const fetchMock = mockApi({
      ...mockRoute(moneyRouteTable.getFundraiserDonations, () => ({ body: { message: 'ok', data: [] } })),
      ...mockRoute(moneyRouteTable.addManualDonation, () => ({
        body: { message: 'Funds added successfully!', data: { manualDonationId: 'm1' } },
      })),
    });
    const data = dashboard({ participants: [kid1, kid2] });
    const { user } = renderWithProviders(
      <ParticipantsAndDonations fundraiser={data.fundRaiser} groups={data.group} participants={data.participants} />,
    );

    await user.click(screen.getByRole('button', { name: 'Add funds manually' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add funds manually' });
    await user.selectOptions(within(dialog).getByLabelText('Participant'), kid1._id);
    expect(within(dialog).getByLabelText('Credited to')).toHaveValue(groupIds[0]);
    await user.type(within(dialog).getByLabelText('Amount in dollars'), '25');
    await user.type(within(dialog).getByLabelText('Comments (optional)'), 'Cash from the bake sale');
    const label = within(dialog).getByLabelText('Label on the supporters wall (optional)');
    expect(label).toHaveAttribute('placeholder', 'Bake sale');
    await user.type(label, 'Bake sale');
    await user.click(within(dialog).getByRole('button', { name: 'Add funds' }));

    expect(await screen.findByText('Funds added successfully!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.addManualDonation)[0]?.body).toEqual({
      amount: 2_500,
      comments: 'Cash from the bake sale',
      label: 'Bake sale',
      participantId: kid1._id,
      groupId: groupIds[0],
    });
    // The donations list refetches.
    await waitFor(() => expect(requestsTo(fetchMock, moneyRouteTable.getFundraiserDonations)).toHaveLength(2));

    // A participant without a group: credited to the fundraiser.
    await user.click(screen.getByRole('button', { name: 'Add funds manually' }));
    const again = await screen.findByRole('dialog', { name: 'Add funds manually' });
    await user.selectOptions(within(again).getByLabelText('Participant'), kid2._id);
    await user.type(within(again).getByLabelText('Amount in dollars'), '5');
    await user.click(within(again).getByRole('button', { name: 'Add funds' }));
    await waitFor(() => expect(requestsTo(fetchMock, moneyRouteTable.addManualDonation)).toHaveLength(2));
    expect(requestsTo(fetchMock, moneyRouteTable.addManualDonation)[1]?.body).toEqual({
      amount: 500,
      participantId: kid2._id,
      fundRaiserId: fundraiserId,
    });
  });

  it('shows the server’s refusal of manual funds and keeps the form', async () => {
    mockApi({
      ...mockRoute(moneyRouteTable.getFundraiserDonations, () => ({ body: { message: 'ok', data: [] } })),
      ...mockRoute(moneyRouteTable.addManualDonation, () => ({
        status: 403,
        body: { message: 'You do not have permission to do that' },
      })),
    });
    const data = dashboard({ participants: [kid1] });
    const { user } = renderWithProviders(
      <ParticipantsAndDonations fundraiser={data.fundRaiser} groups={data.group} participants={data.participants} />,
    );

    await user.click(screen.getByRole('button', { name: 'Add funds manually' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add funds manually' });
    await user.selectOptions(within(dialog).getByLabelText('Participant'), kid1._id);
    await user.type(within(dialog).getByLabelText('Amount in dollars'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Add funds' }));

    expect(await screen.findByText('You do not have permission to do that')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add funds manually' })).toBeInTheDocument();
  });

  it('downloads an export with the bearer token in the header, never in the URL, asking for the viewer’s time zone', async () => {
    window.localStorage.setItem('fundToken', 'token-1');
    const fetchMock = mockApi({
      ...mockRoute(moneyRouteTable.getFundraiserDonations, () => ({ body: { message: 'ok', data: [] } })),
      ...mockRoute(moneyRouteTable.exportDonations, () => ({ body: 'date,donor,amount\n' })),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export-1');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const data = dashboard();
    const { user } = renderWithProviders(
      <ParticipantsAndDonations fundraiser={data.fundRaiser} groups={data.group} participants={data.participants} />,
    );

    await user.click(screen.getByRole('button', { name: 'Export donations (CSV)' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [request] = requestsTo(fetchMock, moneyRouteTable.exportDonations);
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request?.url.searchParams.get('fundRaisingId')).toBe(fundraiserId);
    // The gifts' times come written in the viewer's own zone.
    expect(request?.url.searchParams.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect([...(request?.url.searchParams.keys() ?? [])].sort()).toEqual(['fundRaisingId', 'timeZone']);
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('date,donor,amount');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('lincoln-spring-drive-donations.csv');
  });
});
