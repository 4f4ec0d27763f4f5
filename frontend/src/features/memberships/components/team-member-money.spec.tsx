import { fundraiserRouteTable, moneyRouteTable, type SponsorRow, type TeamMemberDashboard } from '@fundplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/sign-in';
import { fundraiserSummary, meRoute, paymentsConfigRoute } from '../testing/fixtures';

await vi.hoisted(async () => (await import('@/test/sign-in')).signInAs('teamMember'));

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }));
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }));

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const paymentIntentId = 'pi_tokens15';

const sponsor: SponsorRow = {
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
};

describe('team-member dashboard money', () => {
  it('shows the tokens live and buys tokens for the fundraiser', async () => {
    fakeSocket.current = createFakeSocket();
    const user = signInAs('teamMember');
    let tokens = 0;
    const dashboard = (): TeamMemberDashboard => ({
      teamMember: {
        _id: '0b7c1f6e-6666-4000-8000-000000000001',
        firstName: 'Grace',
        lastName: 'Young',
        email: 'grace@example.com',
        phoneNo: '',
        tokens,
      },
      fundRaisers: fundraiserSummary(),
      participant: { firstName: 'Robin', lastName: 'Young', referalCode: null },
      games: [],
    });
    const fetchMock = mockApi({
      ...meRoute(user),
      ...mockRoute(fundraiserRouteTable.teamMemberDashboard, () => ({ body: { message: 'OK', data: dashboard() } })),
      ...mockRoute(moneyRouteTable.getSponsor, () => ({ body: { message: 'OK', data: [sponsor] } })),
      ...paymentsConfigRoute,
      ...mockRoute(moneyRouteTable.buyTokens, () => ({
        body: {
          message: 'OK',
          data: {
            clientSecret: `${paymentIntentId}_secret_x`,
            paymentIntentId,
            amountCents: 3000,
            coveredFeeCents: 0,
            tokens: 15,
          },
        },
      })),
    });
    const { user: person } = renderApp(`/teammember/dashboard/${fundraiserId}`);

    const information = await screen.findByRole('region', { name: 'Information' });
    expect(within(information).getByText('0')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Corner Bakery/ })).toBeInTheDocument();

    const purchase = screen.getByRole('region', { name: 'Purchase tokens' });
    await person.click(await within(purchase).findByRole('radio', { name: '15' }));
    await person.click(within(purchase).getByRole('button', { name: 'Pay $30' }));
    await screen.findByRole('dialog', { name: 'Buy 15 tokens' });
    expect(requestsTo(fetchMock, moneyRouteTable.buyTokens)[0]?.body).toEqual({
      amount: 15,
      fundRaiserId: fundraiserId,
    });

    tokens = 15;
    fakeSocket.current.emitFromServer('fundraiser:totals', { fundraiserId, version: 2 });
    expect(await within(information).findByText('15')).toBeInTheDocument();
  }, 15_000);
});
