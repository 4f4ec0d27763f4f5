import { layoutRouteTable, type FundraiserTransparency } from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, type RouteMockResponse } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }));
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }));

const fundraiserId = '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e01';

function report(overrides: Partial<FundraiserTransparency> = {}): FundraiserTransparency {
  return {
    fundRaisingId: fundraiserId,
    fundRaisingName: 'Lincoln High Spring Fundraiser',
    raisedCents: 100_000,
    platformFeeCents: 6_800,
    processingFeeCents: 3_200,
    netToCauseCents: 90_000,
    netToCausePercent: 90,
    disputedCents: 0,
    giftCount: 12,
    ...overrides,
  };
}

function serve(answer: () => RouteMockResponse<typeof layoutRouteTable.getTransparency>) {
  fakeSocket.current = createFakeSocket();
  mockApi(mockRoute(layoutRouteTable.getTransparency, answer));
  return renderApp(`/transparency/${fundraiserId}`);
}

describe('/transparency/{fundraiserId}', () => {
  it('shows what was raised, the fees and the share that reached the cause', async () => {
    serve(() => ({ body: { message: 'OK', data: report() } }));

    expect(await screen.findByRole('heading', { name: 'Lincoln High Spring Fundraiser' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Where the money goes' })).toBeInTheDocument();
    const split = screen.getByRole('region', { name: 'Where the money went' });
    expect(within(split).getByText('90%')).toBeInTheDocument();
    expect(within(split).getByRole('img')).toHaveAccessibleName('90% of the money raised reaches the cause');
    const rows = within(split)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Raised: $1,000',
      'Net to the cause: $900',
      'Platform fee: $68',
      'Card processing fees: $32',
    ]);
    expect(screen.getByText('12 gifts')).toBeInTheDocument();
  });

  it('updates live when the server announces new totals', async () => {
    let current = report();
    serve(() => ({ body: { message: 'OK', data: current } }));
    expect(await screen.findByText('12 gifts')).toBeInTheDocument();
    await waitFor(() => expect(fakeSocket.current?.listensTo('fundraiser:totals')).toBe(true));

    current = report({ raisedCents: 102_500, netToCauseCents: 92_250, giftCount: 13 });
    fakeSocket.current?.emitFromServer('fundraiser:totals', { fundraiserId, version: 3 });

    expect(await screen.findByText('13 gifts')).toBeInTheDocument();
    expect(screen.getAllByText('$922.50').length).toBeGreaterThan(0);
  });

  it('says so when nothing was given yet', async () => {
    serve(() => ({
      body: {
        message: 'OK',
        data: report({
          raisedCents: 0,
          platformFeeCents: 0,
          processingFeeCents: 0,
          netToCauseCents: 0,
          netToCausePercent: 100,
          giftCount: 0,
        }),
      },
    }));

    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
  });

  it('says when the fundraiser does not exist', async () => {
    serve(() => ({ status: 404, body: { message: 'Fundraiser not found' } }));

    expect(await screen.findByText('Fundraiser not found')).toBeInTheDocument();
  });
});
