import { moneyRouteTable, type PayoutAccountRow } from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { payoutAccount, unverifiedAccount, verifiedAccount } from '../testing/payout-fixtures';
import { PayoutAccounts } from './payout-accounts';

const fundraiserId = '7a1b2c3d-0000-4000-8000-000000000001';

function mockAccounts(accounts: () => PayoutAccountRow[]) {
  return mockRoute(moneyRouteTable.getAllAccounts, () => ({ body: { message: 'ok', data: accounts() } }));
}

function renderAccounts(redirect = vi.fn()) {
  const rendered = renderWithProviders(<PayoutAccounts redirectDelayMs={20} redirect={redirect} />, {
    path: '/admin/stripeAccounts',
  });
  return { ...rendered, redirect };
}

describe('PayoutAccounts (My accounts)', () => {
  it('lists the accounts with their id, whether they are linked and verified', async () => {
    const linked = payoutAccount({
      ...unverifiedAccount,
      linked: true,
      linkedTo: [{ _id: fundraiserId, fundRaisingName: 'Lincoln Spring Drive', groupName: 'Red Team', ended: false }],
    });
    mockApi(mockAccounts(() => [verifiedAccount, linked]));
    renderAccounts();

    expect(screen.getByRole('heading', { level: 1, name: 'My accounts' })).toBeInTheDocument();
    const verifiedRow = await screen.findByRole('row', { name: /Lincoln PTA/ });
    expect(verifiedRow).toHaveTextContent('acct_1Lincoln');
    expect(verifiedRow).toHaveTextContent('Verified');
    expect(verifiedRow).toHaveTextContent('No');
    expect(within(verifiedRow).getByRole('button', { name: /Update Stripe account/ })).toBeInTheDocument();

    const unverifiedRow = screen.getByRole('row', { name: /Band Boosters/ });
    expect(unverifiedRow).toHaveTextContent('Not verified');
    expect(unverifiedRow).toHaveTextContent('Lincoln Spring Drive (Red Team)');
    expect(within(unverifiedRow).getByRole('button', { name: /Link Stripe account/ })).toBeInTheDocument();
  });

  it('says so when there is no account yet', async () => {
    mockApi(mockAccounts(() => []));
    renderAccounts();

    expect(await screen.findByText('No accounts yet')).toBeInTheDocument();
  });

  it('creates an account in the New account modal, with the server’s name rule', async () => {
    let accounts: PayoutAccountRow[] = [];
    const fetchMock = mockApi({
      ...mockAccounts(() => accounts),
      ...mockRoute(moneyRouteTable.createStripeAccount, ({ body }) => {
        const created = payoutAccount({ name: (body as { name: string }).name, isVerified: false });
        accounts = [created];
        return { body: { message: 'Account created successfully!', data: created } };
      }),
    });
    const { user } = renderAccounts();
    await screen.findByText('No accounts yet');

    const [createButton] = screen.getAllByRole('button', { name: 'Create new account' });
    await user.click(createButton as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    await user.type(within(dialog).getByLabelText('Display name'), 'L');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Display name must be 2-100 characters')).toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.createStripeAccount)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Display name'), 'incoln PTA');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.createStripeAccount)[0]?.body).toEqual({ name: 'Lincoln PTA' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New account' })).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /Lincoln PTA/ })).toHaveTextContent('Not verified');
  });

  it('generates an onboarding link that returns to this page, then leaves for it after the delay', async () => {
    const onboardingUrl = 'http://127.0.0.1:12111/connect/onboarding/tok_1';
    const fetchMock = mockApi({
      ...mockAccounts(() => [unverifiedAccount]),
      ...mockRoute(moneyRouteTable.generateAccountLink, () => ({
        body: { message: 'Link generated successfully! Redirecting…', data: { url: onboardingUrl } },
      })),
    });
    const { user, redirect } = renderAccounts();

    const row = await screen.findByRole('row', { name: /Band Boosters/ });
    await user.click(within(row).getByRole('button', { name: /Link Stripe account/ }));

    expect(await screen.findAllByText('Link generated successfully! Redirecting…')).not.toHaveLength(0);
    const here = `${window.location.origin}/admin/stripeAccounts`;
    expect(requestsTo(fetchMock, moneyRouteTable.generateAccountLink)[0]?.body).toEqual({
      accountId: 'acct_2Boosters',
      refreshUrl: here,
      returnUrl: here,
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(onboardingUrl));
    expect(within(row).getByRole('button', { name: /Link Stripe account/ })).toBeDisabled();
  });

  it('shows why a link could not be generated, and stays', async () => {
    mockApi({
      ...mockAccounts(() => [unverifiedAccount]),
      ...mockRoute(moneyRouteTable.generateAccountLink, () => ({
        status: 404,
        body: { message: 'Payout account not found' },
      })),
    });
    const { user, redirect } = renderAccounts();

    const row = await screen.findByRole('row', { name: /Band Boosters/ });
    await user.click(within(row).getByRole('button', { name: /Link Stripe account/ }));

    expect(await screen.findByText('Payout account not found')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    expect(within(row).getByRole('button', { name: /Link Stripe account/ })).toBeEnabled();
  });

  it('deletes an account after confirmation', async () => {
    let accounts = [verifiedAccount, unverifiedAccount];
    const fetchMock = mockApi({
      ...mockAccounts(() => accounts),
      ...mockRoute(moneyRouteTable.deleteStripeAccount, () => {
        accounts = [verifiedAccount];
        return { body: { message: 'Account deleted successfully!', data: null } };
      }),
    });
    const { user } = renderAccounts();

    await user.click(await screen.findByRole('button', { name: 'Delete Band Boosters' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText('Account deleted successfully!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.deleteStripeAccount)[0]?.url.searchParams.get('stripeId')).toBe(
      'acct_2Boosters',
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /Band Boosters/ })).not.toBeInTheDocument());
  });

  it('opens Resolve dependencies when the account still pays out running fundraisers', async () => {
    mockApi({
      ...mockAccounts(() => [verifiedAccount]),
      ...mockRoute(moneyRouteTable.deleteStripeAccount, () => ({
        status: 409,
        body: {
          message:
            'This account pays out fundraisers that have not ended. Link another account to them, or wait until they end.',
          data: { fundRaisers: [{ _id: fundraiserId, fundRaisingName: 'Lincoln Spring Drive', groupName: null }] },
        },
      })),
    });
    const { user } = renderAccounts();

    await user.click(await screen.findByRole('button', { name: 'Delete Lincoln PTA' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete account?' })).getByRole('button', {
        name: 'Delete account',
      }),
    );

    const resolve = await screen.findByRole('alertdialog', { name: 'Resolve dependencies' });
    expect(resolve).toHaveTextContent('Lincoln Spring Drive');
    expect(within(resolve).getByRole('link', { name: /Open Lincoln Spring Drive/ })).toHaveAttribute(
      'href',
      `/admin/dashboard/${fundraiserId}`,
    );
    expect(screen.queryByRole('alertdialog', { name: 'Delete account?' })).not.toBeInTheDocument();
    // Still listed (behind the modal, so hidden from the accessibility tree for now).
    expect(screen.getByRole('row', { name: /Lincoln PTA/, hidden: true })).toBeInTheDocument();
  });
});
