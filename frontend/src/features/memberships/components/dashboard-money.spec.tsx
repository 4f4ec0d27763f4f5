import {
  fundraiserRouteTable,
  moneyMessages,
  moneyRouteTable,
  type ParticipantDashboard,
  type SponsorRow,
} from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo, type MockRoutes } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/sign-in';
import { fundraiserSummary, meRoute, paymentsConfigRoute } from '../testing/fixtures';

await vi.hoisted(async () => (await import('@/test/sign-in')).signInAs('participant'));

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }));
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }));

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const groupId = '0b7c1f6e-3333-4000-8000-000000000001';
const paymentIntentId = 'pi_tokens42';

function participantDashboard(overrides: Partial<ParticipantDashboard['participant']> = {}, withGroup = true) {
  return {
    participant: {
      _id: '0b7c1f6e-4444-4000-8000-000000000001',
      firstName: 'Robin',
      lastName: 'Young',
      email: 'robin@example.com',
      tokens: 3,
      totalDonations: 12_500,
      cashEarned: 2_000,
      earnedTokens: 12,
      ...overrides,
    },
    fundRaiser: fundraiserSummary(),
    group: withGroup ? { _id: groupId, groupName: 'Tigers' } : null,
    contacts: [],
    participantRefferalsCodes: [],
    teamMemberGenernalInvetationLink: null,
    teamMembers: [],
  } satisfies ParticipantDashboard;
}

const sponsor = (overrides: Partial<SponsorRow> = {}): SponsorRow => ({
  _id: '0b7c1f6e-7777-4000-8000-000000000001',
  fundRaisingId: fundraiserId,
  firstName: 'Sam',
  lastName: 'Baker',
  businessName: 'Corner Bakery',
  websiteUrl: 'https://bakery.example.com',
  businessImage: null,
  type: 'business',
  isFeatured: true,
  totalTransactions: 2,
  amount: 5_000,
  createdAt: '2027-03-03T10:00:00.000Z',
  ...overrides,
});

/** Routes of a token purchase that succeeds: the intent, the sandbox's confirm and FundPlay's record. */
const purchaseRoutes: MockRoutes = {
  ...mockRoute(moneyRouteTable.buyTokens, ({ body }) => {
    const tokens = (body as { amount: number }).amount;
    return {
      body: {
        message: 'OK',
        data: {
          clientSecret: `${paymentIntentId}_secret_x`,
          paymentIntentId,
          amountCents: tokens * 200,
          coveredFeeCents: 0,
          tokens,
        },
      },
    };
  }),
  [`POST /v1/payment_intents/${paymentIntentId}/confirm`]: () => ({
    body: { id: paymentIntentId, status: 'succeeded' },
  }),
  ...mockRoute(moneyRouteTable.paymentStatus, () => ({
    body: {
      message: 'OK',
      data: {
        paymentIntentId,
        status: 'succeeded' as const,
        amountCents: 4000,
        kind: 'tokenPurchase' as const,
        receiptSentTo: null,
      },
    },
  })),
};

function openParticipant(dashboard: () => ParticipantDashboard, routes: MockRoutes = {}) {
  fakeSocket.current = createFakeSocket();
  const user = signInAs('participant');
  const fetchMock = mockApi({
    ...meRoute(user),
    ...mockRoute(fundraiserRouteTable.getParticipantDashboardByFundRaisingId, () => ({
      body: { message: 'OK', data: dashboard() },
    })),
    ...mockRoute(moneyRouteTable.getSponsor, () => ({ body: { message: 'OK', data: [] } })),
    ...paymentsConfigRoute,
    ...routes,
  });
  return { fetchMock, ...renderApp(`/participant/dashboard/${fundraiserId}`) };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('participant dashboard money', () => {
  it('shows Total donations, Cash earned and Your tokens with the tokens the raise earned, live', async () => {
    let data = participantDashboard();
    openParticipant(() => data);

    const donation = await screen.findByRole('region', { name: 'Donation' });
    expect(within(donation).getByText('$125')).toBeInTheDocument();
    expect(within(donation).getByText('$20')).toBeInTheDocument();
    expect(within(donation).getByText('3')).toBeInTheDocument();
    const yourTokens = within(donation).getByText('Your tokens').nextElementSibling;
    expect(yourTokens).toHaveTextContent('12 earned from your $125 raised');
    // The rate is the server's (tokenEarnCents 1000 in the fixture), once the configuration is in.
    expect(await within(donation).findByText('You earn 1 token for every $10 raised.')).toBeInTheDocument();

    data = participantDashboard({ totalDonations: 15_000, tokens: 5, earnedTokens: 15 });
    fakeSocket.current?.emitFromServer('fundraiser:totals', { fundraiserId, version: 9 });

    expect(await within(donation).findByText('$150')).toBeInTheDocument();
    expect(within(donation).getByText('5')).toBeInTheDocument();
    expect(yourTokens).toHaveTextContent('15 earned from your $150 raised');
  });

  it('says no tokens were earned yet before anything was raised', async () => {
    openParticipant(() => participantDashboard({ totalDonations: 0, cashEarned: 0, tokens: 4, earnedTokens: 0 }));

    const donation = await screen.findByRole('region', { name: 'Donation' });
    const yourTokens = within(donation).getByText('Your tokens').nextElementSibling;
    expect(yourTokens).toHaveTextContent(/^4None earned yet/);
    expect(yourTokens).not.toHaveTextContent('0 earned');
  });

  it('prices the presets at the configured token price, 20 by default, and totals a custom number', async () => {
    const { user } = openParticipant(() => participantDashboard());

    const purchase = await screen.findByRole('region', { name: 'Purchase tokens' });
    expect(await within(purchase).findByText('1 token = $2')).toBeInTheDocument();
    expect(
      within(purchase)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['10', '15', '20', '50', '75', '100', 'Custom']);
    expect(within(purchase).getByRole('radio', { name: '20' })).toBeChecked();
    expect(within(purchase).getByText('20 tokens = $40')).toBeInTheDocument();
    expect(within(purchase).getByRole('button', { name: 'Pay $40' })).toBeInTheDocument();

    await user.click(within(purchase).getByRole('radio', { name: '75' }));
    expect(within(purchase).getByText('75 tokens = $150')).toBeInTheDocument();

    await user.click(within(purchase).getByRole('radio', { name: 'Custom' }));
    await user.type(within(purchase).getByRole('spinbutton', { name: 'Number of tokens' }), '3');
    expect(within(purchase).getByText('3 tokens = $6')).toBeInTheDocument();

    await user.clear(within(purchase).getByRole('spinbutton', { name: 'Number of tokens' }));
    await user.type(within(purchase).getByRole('spinbutton', { name: 'Number of tokens' }), '0');
    await user.click(within(purchase).getByRole('button', { name: 'Pay' }));
    expect(await within(purchase).findByText(moneyMessages.tokensMinimum)).toBeInTheDocument();
  });

  it('buys tokens for the participant’s group by card, then shows them once the payment is recorded', async () => {
    let data = participantDashboard();
    const { user, fetchMock } = openParticipant(() => data, purchaseRoutes);

    const purchase = await screen.findByRole('region', { name: 'Purchase tokens' });
    await user.click(await within(purchase).findByRole('button', { name: 'Pay $40' }));

    const dialog = await screen.findByRole('dialog', { name: 'Buy 20 tokens' });
    expect(requestsTo(fetchMock, moneyRouteTable.buyTokens)[0]?.body).toEqual({ amount: 20, groupId });
    data = participantDashboard({ tokens: 23 });
    await user.click(await within(dialog).findByRole('button', { name: 'Use 4242 4242 4242 4242' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $40' }));

    // The dialog says so while the payment is recorded, then closes and a toast says it again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Payment succeeded!')).toBeInTheDocument();
    expect(await within(section('Donation')).findByText('23')).toBeInTheDocument();
  });

  it('buys for the fundraiser when the participant has no group', async () => {
    const { user, fetchMock } = openParticipant(() => participantDashboard({}, false), purchaseRoutes);

    const purchase = await screen.findByRole('region', { name: 'Purchase tokens' });
    await user.click(await within(purchase).findByRole('radio', { name: '10' }));
    await user.click(within(purchase).getByRole('button', { name: 'Pay $20' }));

    await screen.findByRole('dialog', { name: 'Buy 10 tokens' });
    expect(requestsTo(fetchMock, moneyRouteTable.buyTokens)[0]?.body).toEqual({
      amount: 10,
      fundRaiserId: fundraiserId,
    });
  });

  it('closes the payment dialog with the spec’s message when the purchase cannot start', async () => {
    const { user } = openParticipant(() => participantDashboard(), {
      ...mockRoute(moneyRouteTable.buyTokens, () => ({ status: 500, body: { message: 'Internal error' } })),
    });

    const purchase = await screen.findByRole('region', { name: 'Purchase tokens' });
    await user.click(await within(purchase).findByRole('button', { name: 'Pay $40' }));

    expect(await screen.findByText(moneyMessages.tokenPurchaseError)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why when the server refuses the purchase, e.g. a fundraiser without a payout account', async () => {
    const { user } = openParticipant(() => participantDashboard(), {
      ...mockRoute(moneyRouteTable.buyTokens, () => ({
        status: 409,
        body: { message: moneyMessages.payoutAccountMissing },
      })),
    });

    const purchase = await screen.findByRole('region', { name: 'Purchase tokens' });
    await user.click(await within(purchase).findByRole('button', { name: 'Pay $40' }));

    expect(await screen.findByText(moneyMessages.payoutAccountMissing)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the fundraiser’s sponsors with their status and total donations', async () => {
    openParticipant(() => participantDashboard(), {
      ...mockRoute(moneyRouteTable.getSponsor, () => ({
        body: {
          message: 'OK',
          data: [
            sponsor(),
            sponsor({
              _id: '0b7c1f6e-7777-4000-8000-000000000002',
              firstName: 'Ada',
              lastName: 'Lane',
              businessName: 'Lane Hardware',
              websiteUrl: 'https://lane.example.com',
              isFeatured: false,
              amount: 0,
              createdAt: '2027-03-05T10:00:00.000Z',
            }),
          ],
        },
      })),
    });

    const sponsors = await screen.findByRole('region', { name: 'Fundraiser sponsors' });
    const rows = await within(sponsors).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'AdaLaneLane Hardwarehttps://lane.example.comNot featured$0',
      'SamBakerCorner Bakeryhttps://bakery.example.comSponsored$50',
    ]);
    expect(
      within(sponsors)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['First name', 'Last name', 'Business name', 'Website', 'Status', 'Total donations']);
  });

  it('says when the sponsors could not be loaded', async () => {
    openParticipant(() => participantDashboard(), {
      ...mockRoute(moneyRouteTable.getSponsor, () => ({ status: 403, body: { message: 'Forbidden' } })),
    });

    const sponsors = await screen.findByRole('region', { name: 'Fundraiser sponsors' });
    expect(await within(sponsors).findByRole('alert')).toHaveTextContent(moneyMessages.sponsorsError);
  });
});
