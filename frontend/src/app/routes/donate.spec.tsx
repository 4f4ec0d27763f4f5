import { layoutRouteTable, moneyRouteTable, type ReferralTarget } from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';

vi.mock('@/lib/socket', () => ({ getSocket: () => createFakeSocket() }));

const fundraiserId = '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e01';
const target: ReferralTarget = {
  kind: 'participant',
  referalCode: 'GmbNp5vi86HY',
  fundRaiser: {
    _id: fundraiserId,
    fundRaisingName: 'Lincoln High Spring Fundraiser',
    fundRaisingCause: 'New uniforms',
    fundRaisingGoal: 500_000,
    fundRaisingImage: null,
    totalFunding: 0,
    fundRaisingStartTime: Date.UTC(2026, 10, 21),
    fundRaisingEndTime: Date.UTC(2026, 11, 12),
    status: 'inProgress',
  },
  group: null,
  participant: { firstName: 'Casey', lastName: 'Student' },
};

function serve() {
  return mockApi({
    ...mockRoute(layoutRouteTable.verifyReferalCode, () => ({ body: { message: 'OK', data: target } })),
    ...mockRoute(layoutRouteTable.paymentsConfig, () => ({
      body: {
        message: 'OK',
        data: {
          mode: 'sandbox' as const,
          publishableKey: 'pk_test_sandbox_t1',
          sandboxUrl: 'http://127.0.0.1:12111',
          tokenPriceCents: 200,
          tokenEarnCents: 1000,
          platformFeeBasisPoints: 1000,
        },
      },
    })),
    ...mockRoute(moneyRouteTable.getDonations, () => ({ status: 409, body: { message: 'Stop here' } })),
    ...mockRoute(layoutRouteTable.getTransparency, () => ({
      body: {
        message: 'OK',
        data: {
          fundRaisingId: fundraiserId,
          fundRaisingName: 'Lincoln High Spring Fundraiser',
          raisedCents: 10_000,
          platformFeeCents: 700,
          processingFeeCents: 300,
          netToCauseCents: 9_000,
          netToCausePercent: 90,
          disputedCents: 0,
          giftCount: 2,
        },
      },
    })),
  });
}

async function donate(path: string) {
  const fetchMock = serve();
  const { user } = renderApp(path);
  await user.type(await screen.findByRole('textbox', { name: /first name/i }), 'Jane');
  await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Doe');
  await user.type(screen.getByRole('textbox', { name: 'Email for your receipt' }), 'jane@example.com');
  await user.click(screen.getByRole('button', { name: /^Donate/ }));
  await waitFor(() => expect(requestsTo(fetchMock, moneyRouteTable.getDonations)).toHaveLength(1));
  return requestsTo(fetchMock, moneyRouteTable.getDonations)[0]?.body as Record<string, unknown>;
}

describe('/donate/{referalCode}', () => {
  it('explains the platform fee once, where the donor chooses whether to cover it', async () => {
    serve();
    const { user } = renderApp('/donate/GmbNp5vi86HY');
    const explanations = () => (document.body.textContent ?? '').match(/platform fee also pays/g) ?? [];

    const panel = await screen.findByRole('complementary', { name: 'Where your money goes' });
    expect(await within(panel).findByText('of what was raised reached the cause')).toBeInTheDocument();
    const cover = await screen.findByRole('checkbox', { name: /Cover the 10% platform fee/ });
    await user.click(screen.getByRole('radio', { name: '$25' }));
    expect(
      screen.getByText('$22.50 of your $25 reaches the cause. The 10% platform fee also pays for card processing.'),
    ).toBeInTheDocument();
    // Nowhere else: not beside the breakdown, not under the title (which promised every gift to the cause).
    expect(explanations()).toHaveLength(1);
    expect(panel).not.toHaveTextContent(/of each gift/i);
    expect(screen.queryByText(/every gift goes to the cause/i)).not.toBeInTheDocument();

    await user.click(cover);
    expect(screen.getByText('Your card is charged $27.77, so all $25 reaches the cause.')).toBeInTheDocument();
    expect(explanations()).toHaveLength(0);

    await user.click(cover);
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(
      screen.getByText(
        'The 10% platform fee also pays for card processing. Cover it so all of your gift reaches the cause.',
      ),
    ).toBeInTheDocument();
    expect(explanations()).toHaveLength(1);
  });
});

describe('/donate/{referalCode}?t={trackingCode}', () => {
  it('sends the outreach message’s tracking code with the gift, so it is attributed to that message', async () => {
    const body = await donate('/donate/GmbNp5vi86HY?t=trk_9fQ2xLm4');

    expect(body).toMatchObject({ referalCode: 'GmbNp5vi86HY', trackingCode: 'trk_9fQ2xLm4' });
  });

  it('sends no tracking code when the link had none', async () => {
    expect(await donate('/donate/GmbNp5vi86HY')).not.toHaveProperty('trackingCode');
  });

  it('drops a malformed tracking code rather than refuse the gift', async () => {
    expect(await donate('/donate/GmbNp5vi86HY?t=%3Cscript%3E')).not.toHaveProperty('trackingCode');
  });
});
