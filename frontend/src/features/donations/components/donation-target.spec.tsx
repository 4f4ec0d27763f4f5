import { fundraiserMessages, fundraiserRouteTable, type ReferralTarget } from '@fundplay/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DonationTarget } from './donation-target';

const target: ReferralTarget = {
  kind: 'participant',
  referalCode: 'GmbNp5vi86HY',
  fundRaiser: {
    _id: '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e01',
    fundRaisingName: 'Lincoln High Spring Fundraiser',
    fundRaisingCause: 'New uniforms for the varsity teams',
    fundRaisingGoal: 500_000,
    fundRaisingImage: null,
    totalFunding: 125_050,
    fundRaisingStartTime: Date.UTC(2026, 10, 21),
    fundRaisingEndTime: Date.UTC(2026, 11, 12),
    status: 'startedButInactive',
  },
  group: {
    _id: '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e02',
    groupName: 'Blue Team',
    groupTarget: 200_000,
    groupTotalDonations: 30_000,
  },
  participant: { firstName: 'Casey', lastName: 'Student' },
};

describe('DonationTarget', () => {
  it('names whom the code credits and shows the fundraiser and group progress', async () => {
    const fetchMock = mockApi(
      mockRoute(fundraiserRouteTable.verifyReferalCode, () => ({ body: { message: 'ok', data: target } })),
    );
    renderWithProviders(<DonationTarget referalCode="GmbNp5vi86HY" />);

    expect(
      await screen.findByRole('heading', { name: 'Casey Student · Blue Team · Lincoln High Spring Fundraiser' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$1,250.50')).toBeInTheDocument();
    expect(screen.getByText('of $5,000 goal')).toBeInTheDocument();
    expect(screen.getByText('Blue Team: $300 of $2,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Raised of the goal' })).toHaveAttribute('aria-valuenow', '125050');
    expect(requestsTo(fetchMock, fundraiserRouteTable.verifyReferalCode)[0]?.body).toEqual({
      referalCode: 'GmbNp5vi86HY',
    });
  });

  it('says the link is invalid when the server does not know the code', async () => {
    mockApi(
      mockRoute(fundraiserRouteTable.verifyReferalCode, () => ({
        status: 404,
        body: { message: fundraiserMessages.invalidReferral },
      })),
    );
    renderWithProviders(<DonationTarget referalCode="nope" />);

    expect(await screen.findByText('Invalid or Expired Referal Code!')).toBeInTheDocument();
  });
});
