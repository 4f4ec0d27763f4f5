import { layoutRouteTable, type PublicFigures as Figures } from '@fundplay/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { PublicFigures } from './public-figures';

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }));
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }));

function serveFigures(first: Figures, ...later: Figures[]) {
  const answers = [first, ...later];
  fakeSocket.current = createFakeSocket();
  let call = 0;
  return mockApi(
    mockRoute(layoutRouteTable.siteFigures, () => ({ body: answers[Math.min(call++, answers.length - 1)] ?? first })),
  );
}

const launched: Figures = { fundraisersRun: 0, raisedCents: 0, platformFeeBasisPoints: 1000, tokenPriceCents: 250 };

describe('PublicFigures', () => {
  it('says honestly that FundPlay is new while no fundraiser has run', async () => {
    serveFigures(launched);
    renderWithProviders(<PublicFigures />);

    expect(screen.getByLabelText('Loading live figures')).toBeInTheDocument();
    expect(await screen.findByText('New in 2026')).toBeInTheDocument();
    expect(screen.getByText('90%')).toBeInTheDocument();
    expect(screen.getByText('$2.50')).toBeInTheDocument();
    expect(screen.queryByText('Raised for causes')).not.toBeInTheDocument();
  });

  it('shows the real totals once fundraisers have run', async () => {
    serveFigures({ fundraisersRun: 1204, raisedCents: 4_810_050, platformFeeBasisPoints: 750, tokenPriceCents: 200 });
    renderWithProviders(<PublicFigures />);

    expect(await screen.findByText('1,204')).toBeInTheDocument();
    expect(screen.getByText('$48,100.50')).toBeInTheDocument();
    expect(screen.getByText('92.5%')).toBeInTheDocument();
    expect(screen.getByText('$2')).toBeInTheDocument();
  });

  it('listens in the public site room, and leaves it when unmounted', async () => {
    serveFigures(launched);
    const { unmount } = renderWithProviders(<PublicFigures />);
    await screen.findByText('New in 2026');

    // The Socket.IO client loads after the first render.
    await waitFor(() => expect(fakeSocket.current?.subscriptions()).toEqual(['site']));

    unmount();
    expect(fakeSocket.current?.sent.at(-1)).toEqual({ event: 'unsubscribe', args: ['site'] });
  });

  it('refetches when the server announces new figures, and after reconnecting', async () => {
    const fetchMock = serveFigures(
      launched,
      { ...launched, fundraisersRun: 1, raisedCents: 2500 },
      {
        ...launched,
        fundraisersRun: 2,
        raisedCents: 5000,
      },
    );
    renderWithProviders(<PublicFigures />);
    await screen.findByText('New in 2026');
    await waitFor(() => expect(fakeSocket.current?.listensTo('site:figures')).toBe(true));

    act(() => fakeSocket.current?.emitFromServer('site:figures', { version: 2 }));
    expect(await screen.findByText('$25')).toBeInTheDocument();

    act(() => fakeSocket.current?.reconnect());
    expect(await screen.findByText('$50')).toBeInTheDocument();
    expect(fakeSocket.current?.subscriptions()).toEqual(['site', 'site']);
    expect(requestsTo(fetchMock, layoutRouteTable.siteFigures)).toHaveLength(3);
  });

  it('explains when the figures cannot be loaded', async () => {
    fakeSocket.current = createFakeSocket();
    mockApi({ 'GET /api/site/figures': () => ({ status: 400, body: { message: 'Figures are resting.' } }) });
    renderWithProviders(<PublicFigures />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Live figures are unavailable right now.');
    expect(screen.getByText('Figures are resting.')).toBeInTheDocument();
  });
});
