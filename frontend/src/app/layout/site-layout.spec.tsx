import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { createFakeSocket } from '@/test/fake-socket';
import { contactDetails, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket }));
const fakeSocket = createFakeSocket();

const figures = { fundraisersRun: 3, raisedCents: 125_000, platformFeeBasisPoints: 1000, tokenPriceCents: 250 };

beforeEach(() => {
  mockApi({
    'GET /api/site/contact': () => ({ body: contactDetails }),
    'GET /api/site/figures': () => ({ body: figures }),
  });
});

describe('site layout', () => {
  it('shows the navbar and footer on site pages', async () => {
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About FundPlay' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByText(contactDetails.supportEmail)).toBeInTheDocument();
  });

  it.each([
    '/practice/public/hang-glider',
    '/play/some-fundraiser/some-game',
    '/practice/some-fundraiser/some-game',
    '/practice/unknown',
    '/live/some-fundraiser',
  ])('hides the navbar and footer on %s', async (path) => {
    renderApp(path);

    // Wait for the lazy page, then make sure the chrome is absent.
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About FundPlay' });
    vi.mocked(window.scrollTo).mockClear();

    await router.navigate('/support');

    await screen.findByRole('heading', { level: 1, name: 'Support' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows a friendly page for unknown paths', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('offers Sign up and Log in to signed-out visitors', async () => {
    renderApp('/about');
    const header = await screen.findByRole('banner');

    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('logs a signed-in user out: forgets the session, goes home and says so', async () => {
    window.localStorage.setItem(storageKeys.fundToken, 'session-token');
    window.localStorage.setItem(storageKeys.userDetails, '{"role":"participant"}');
    const { user, router } = renderApp('/about');
    const header = await screen.findByRole('banner');
    // The session atoms read storage when their module loads (before this test wrote it) and again on mount.
    expect(await within(header).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    await user.click(within(header).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('You logged out!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(storageKeys.fundToken)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.userDetails)).toBeNull();
    await waitFor(() => expect(within(header).getByRole('link', { name: 'Sign up' })).toBeInTheDocument());
  });
});
