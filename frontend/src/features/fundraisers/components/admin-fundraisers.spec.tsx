import { fundraiserRouteTable } from '@fundplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { fundraiserId, sessionUser, summary } from '../testing/fundraiser-fixtures';
import { AdminFundraisers } from './admin-fundraisers';

describe('AdminFundraisers', () => {
  it('lists fundraisers with dates, status, goal and raised, and offers a new one to the primary admin', async () => {
    mockApi(
      mockRoute(fundraiserRouteTable.getAdminFundRaisings, () => ({ body: { message: 'ok', data: [summary()] } })),
    );
    renderWithProviders(<AdminFundraisers viewer={sessionUser('admin')} />);

    const row = await screen.findByRole('row', { name: /Lincoln Spring Drive/ });
    expect(row).toHaveTextContent('Not started');
    expect(row).toHaveTextContent('$5,000');
    expect(row).toHaveTextContent('$0');
    expect(within(row).getByRole('link', { name: 'Open Lincoln Spring Drive' })).toHaveAttribute(
      'href',
      `/admin/dashboard/${fundraiserId}`,
    );
    expect(screen.getByRole('link', { name: 'Start new fundraiser' })).toHaveAttribute(
      'href',
      '/admin/fundraisers/new',
    );
  });

  it('deletes a fundraiser only after the confirmation', async () => {
    let listed = [summary()];
    const fetchMock = mockApi({
      ...mockRoute(fundraiserRouteTable.getAdminFundRaisings, () => ({ body: { message: 'ok', data: listed } })),
      ...mockRoute(fundraiserRouteTable.deleteFundRaising, () => {
        listed = [];
        return { body: { message: 'Fundraiser deleted successfully!', data: null } };
      }),
    });
    const { user } = renderWithProviders(<AdminFundraisers viewer={sessionUser('admin')} />);

    await user.click(await screen.findByRole('button', { name: 'Delete Lincoln Spring Drive' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete fundraiser?' });
    expect(requestsTo(fetchMock, fundraiserRouteTable.deleteFundRaising)).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Delete fundraiser' }));
    expect(await screen.findByText('Fundraiser deleted successfully!')).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, fundraiserRouteTable.deleteFundRaising)[0]?.url.searchParams.get('fundRaisingId'),
    ).toBe(fundraiserId);
    expect(await screen.findByText('You do not have any previous fundraisers!')).toBeInTheDocument();
  });

  it('refuses to edit or delete a running fundraiser, with the spec’s warnings', async () => {
    const fetchMock = mockApi(
      mockRoute(fundraiserRouteTable.getAdminFundRaisings, () => ({
        body: { message: 'ok', data: [summary({ status: 'inProgress', fundRaisingStartTime: Date.now() - 1000 })] },
      })),
    );
    const { user } = renderWithProviders(<AdminFundraisers viewer={sessionUser('admin')} />);

    await user.click(await screen.findByRole('button', { name: 'Edit Lincoln Spring Drive' }));
    expect(await screen.findByText('Editing is disabled during active time of fundraiser!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Lincoln Spring Drive' }));
    expect(await screen.findByText('Deletion is disabled during active time of fundraiser!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.deleteFundRaising)).toHaveLength(0);
  });

  it('shows a secondary admin without the privilege neither start, edit nor delete', async () => {
    mockApi(mockRoute(fundraiserRouteTable.getAdminFundRaisings, () => ({ body: { message: 'ok', data: [] } })));
    renderWithProviders(<AdminFundraisers viewer={sessionUser('secondaryAdmin')} />);

    expect(await screen.findByText('You do not have any previous fundraisers!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start new fundraiser' })).not.toBeInTheDocument();
  });

  it('offers a secondary admin holding startNewFundraiser a new fundraiser', async () => {
    mockApi(mockRoute(fundraiserRouteTable.getAdminFundRaisings, () => ({ body: { message: 'ok', data: [] } })));
    renderWithProviders(<AdminFundraisers viewer={sessionUser('secondaryAdmin', { startNewFundraiser: true })} />);

    expect(await screen.findByRole('link', { name: 'Start new fundraiser' })).toBeInTheDocument();
  });

  it('says when the fundraisers cannot be loaded', async () => {
    mockApi(
      mockRoute(fundraiserRouteTable.getAdminFundRaisings, () => ({
        status: 403,
        body: { message: 'Your session has ended.' },
      })),
    );
    renderWithProviders(<AdminFundraisers viewer={sessionUser('admin')} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fundraisers could not be loaded');
    expect(alert).toHaveTextContent('Your session has ended.');
  });
});
