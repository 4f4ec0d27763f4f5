import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { createFakeSocket } from '@/test/fake-socket';
import { contactDetails, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

// Logging out lands on the home page, which listens for live figures.
vi.mock('@/lib/socket', () => ({ getSocket: () => createFakeSocket() }));

beforeEach(() => {
  mockApi({
    'GET /api/site/contact': () => ({ body: contactDetails }),
    'GET /api/site/figures': () => ({
      body: { fundraisersRun: 0, raisedCents: 0, platformFeeBasisPoints: 1000, tokenPriceCents: 250 },
    }),
  });
});

async function renderAbout() {
  const rendered = renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: 'About FundPlay' });
  return rendered;
}

describe('mobile navbar', () => {
  it('opens the Menu drawer, navigates from it and closes it', async () => {
    const { user, router } = await renderAbout();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Games' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/games'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
  });

  it('lists the page links in a collapsible group and the legal pages as icon links', async () => {
    const { user } = await renderAbout();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const group = within(menu).getByRole('button', { name: 'Explore' });
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');

    await user.click(group);

    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it('closes a drawer with its close button and with Escape', async () => {
    const { user } = await renderAbout();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open user profile' }));
    expect(await screen.findByRole('dialog', { name: 'User profile' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open user profile' })).toHaveFocus();
  });

  it('offers Sign up and Log in in the User profile drawer when signed out', async () => {
    const { user, router } = await renderAbout();

    await user.click(screen.getByRole('button', { name: 'Open user profile' }));
    const profile = await screen.findByRole('dialog', { name: 'User profile' });
    expect(within(profile).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(profile).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    await user.click(within(profile).getByRole('link', { name: 'Contact support' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(screen.queryByRole('dialog', { name: 'User profile' })).not.toBeInTheDocument();
  });

  it('offers Dashboard and Log out in the User profile drawer when signed in', async () => {
    window.localStorage.setItem(storageKeys.fundToken, 'session-token');
    const { user, router } = await renderAbout();

    await user.click(screen.getByRole('button', { name: 'Open user profile' }));
    const profile = await screen.findByRole('dialog', { name: 'User profile' });
    expect(within(profile).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(profile).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('You logged out!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.fundToken)).toBeNull();
  });
});
