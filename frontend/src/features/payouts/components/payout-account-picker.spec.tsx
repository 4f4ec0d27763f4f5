import { moneyRouteTable, type PayoutAccountRow } from '@fundplay/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { otherVerifiedAccount, payoutAccount, unverifiedAccount, verifiedAccount } from '../testing/payout-fixtures';
import { PayoutAccountPicker } from './payout-account-picker';

function renderPicker({
  accounts = [verifiedAccount, unverifiedAccount, otherVerifiedAccount],
  currentAccountId = null,
  onLink = vi.fn(() => Promise.resolve(true)),
}: {
  accounts?: PayoutAccountRow[];
  currentAccountId?: string | null;
  onLink?: (accountId: string, accountName: string) => Promise<boolean>;
} = {}) {
  mockApi(mockRoute(moneyRouteTable.getAllAccounts, () => ({ body: { message: 'ok', data: accounts } })));
  return {
    ...renderWithProviders(<PayoutAccountPicker currentAccountId={currentAccountId} onLink={onLink} />),
    onLink,
  };
}

describe('PayoutAccountPicker', () => {
  it('offers only verified accounts, and says how to finish the others', async () => {
    renderPicker();

    expect(await screen.findByRole('radio', { name: /Lincoln PTA/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Athletics Club/ })).toBeEnabled();
    const unverified = screen.getByRole('radio', { name: /Band Boosters/ });
    expect(unverified).toBeDisabled();
    expect(unverified).toHaveAccessibleDescription('Finish its Stripe onboarding on My accounts to link it.');
    expect(screen.getAllByRole('link', { name: 'My accounts' })[0]).toHaveAttribute('href', '/admin/stripeAccounts');
  });

  it('links the chosen verified account', async () => {
    const { user, onLink } = renderPicker({ currentAccountId: verifiedAccount.accountId });

    expect(await screen.findByRole('radio', { name: /Lincoln PTA/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Athletics Club/ }));
    await user.click(screen.getByRole('button', { name: 'Link account' }));

    expect(onLink).toHaveBeenCalledWith('acct_3Athletics', 'Athletics Club');
  });

  it('shows the accounts by name, not by the provider’s ids', async () => {
    renderPicker({ currentAccountId: null });

    const choice = await screen.findByRole('radio', { name: /Lincoln PTA/ });
    expect(choice.closest('label')).not.toHaveTextContent(/acct_/);
  });

  it('says No change detected! when the linked account is chosen again', async () => {
    const { user, onLink } = renderPicker({ currentAccountId: verifiedAccount.accountId });

    await user.click(await screen.findByRole('button', { name: 'Link account' }));

    expect(await screen.findByText('No change detected!')).toBeInTheDocument();
    expect(onLink).not.toHaveBeenCalled();
  });

  it('asks for an account when none is chosen', async () => {
    const { user, onLink } = renderPicker();

    await user.click(await screen.findByRole('button', { name: 'Link account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a payout account');
    expect(onLink).not.toHaveBeenCalled();
  });

  it('cannot link while no account is verified yet', async () => {
    renderPicker({ accounts: [unverifiedAccount] });

    expect(await screen.findByText(/None of your accounts is verified yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link account' })).toBeDisabled();
  });

  it('leads to My accounts when there is no account at all', async () => {
    renderPicker({ accounts: [] });

    expect(await screen.findByText('You have no payout accounts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My accounts' })).toHaveAttribute('href', '/admin/stripeAccounts');
  });

  it('creates and onboards an account from where it is used, returning there for that account', async () => {
    const created = payoutAccount({ _id: 'row-new', accountId: 'acct_9New', name: 'Spring PTA', isVerified: false });
    const fetchMock = mockApi({
      ...mockRoute(moneyRouteTable.getAllAccounts, () => ({ body: { message: 'ok', data: [] } })),
      ...mockRoute(moneyRouteTable.createStripeAccount, () => ({
        body: { message: 'Account created', data: created },
      })),
      ...mockRoute(moneyRouteTable.generateAccountLink, () => ({
        body: { message: 'Link generated successfully! Redirecting…', data: { url: 'https://connect.test/onboard' } },
      })),
    });
    const redirect = vi.fn();
    const { user } = renderWithProviders(
      <PayoutAccountPicker
        currentAccountId={null}
        onLink={() => Promise.resolve(true)}
        onboardingReturnUrl={(accountId) => `http://localhost/admin/fundraisers/new?payoutAccount=${accountId}`}
        redirect={redirect}
        redirectDelayMs={0}
      />,
    );

    await user.click(await screen.findByRole('button', { name: 'Create a new account' }));
    await user.type(await screen.findByLabelText('Display name'), 'Spring PTA');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://connect.test/onboard'));
    const back = 'http://localhost/admin/fundraisers/new?payoutAccount=acct_9New';
    expect(requestsTo(fetchMock, moneyRouteTable.generateAccountLink)[0]?.body).toEqual({
      accountId: 'acct_9New',
      refreshUrl: back,
      returnUrl: back,
    });
  });

  it('finishes an unverified account’s onboarding from where it is used', async () => {
    const fetchMock = mockApi({
      ...mockRoute(moneyRouteTable.getAllAccounts, () => ({ body: { message: 'ok', data: [unverifiedAccount] } })),
      ...mockRoute(moneyRouteTable.generateAccountLink, () => ({
        body: { message: 'Link generated successfully! Redirecting…', data: { url: 'https://connect.test/onboard' } },
      })),
    });
    const redirect = vi.fn();
    const { user } = renderWithProviders(
      <PayoutAccountPicker
        currentAccountId={null}
        onLink={() => Promise.resolve(true)}
        onboardingReturnUrl={(accountId) => `http://localhost/back?payoutAccount=${accountId}`}
        redirect={redirect}
        redirectDelayMs={0}
      />,
    );

    await user.click(await screen.findByRole('button', { name: `Finish onboarding of ${unverifiedAccount.name}` }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://connect.test/onboard'));
    expect(requestsTo(fetchMock, moneyRouteTable.generateAccountLink)[0]?.body).toMatchObject({
      accountId: unverifiedAccount.accountId,
      returnUrl: `http://localhost/back?payoutAccount=${unverifiedAccount.accountId}`,
    });
  });
});
