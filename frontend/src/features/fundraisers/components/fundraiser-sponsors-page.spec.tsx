import { fundraiserRouteTable, moneyRouteTable, type SponsorRow } from '@fundplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, type MockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { dashboard, fundraiserId, sponsor } from '../testing/fundraiser-fixtures';
import { FundraiserSponsorsPage } from './fundraiser-sponsors-page';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

function renderPage(sponsors: () => SponsorRow[], routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    ...mockRoute(moneyRouteTable.getSponsor, () => ({ body: { message: 'ok', data: sponsors() } })),
    ...mockRoute(fundraiserRouteTable.getAdminDashboardByFundRaisingId, () => ({
      body: { message: 'ok', data: dashboard() },
    })),
    ...routes,
  });
  return { ...renderWithProviders(<FundraiserSponsorsPage fundraiserId={fundraiserId} />), fetchMock };
}

/** The multipart bodies sent to a route, as plain objects (files by name). */
function multipartTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), window.location.origin).pathname === path && init?.method === method,
    )
    .map(([, init]) => {
      const form = init?.body as FormData;
      return Object.fromEntries(
        [...form.entries()].map(([key, value]) => [key, value instanceof File ? value.name : value]),
      );
    });
}

describe('FundraiserSponsorsPage', () => {
  it('lists the sponsors with their status and total, and leads back to the fundraiser', async () => {
    renderPage(() => [
      sponsor(),
      sponsor({ _id: '7a1b2c3d-0000-4000-8000-0000000000d2', businessName: 'Bike Shop', isFeatured: false, amount: 0 }),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'Fundraiser sponsors' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to fundraiser' })).toHaveAttribute(
      'href',
      `/admin/dashboard/${fundraiserId}`,
    );
    const bakery = await screen.findByRole('row', { name: /Corner Bakery/ });
    expect(bakery).toHaveTextContent('Ada');
    expect(bakery).toHaveTextContent('Baker');
    expect(within(bakery).getByText('Sponsored')).toBeInTheDocument();
    expect(bakery).not.toHaveTextContent('Not featured');
    expect(bakery).toHaveTextContent('$50');
    expect(within(bakery).getByRole('link', { name: 'https://corner-bakery.example' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    // Bike Shop's sponsorship is not paid yet: it is not featured, never "Not Sponsored" beside a sponsor's name.
    const bikeShop = screen.getByRole('row', { name: /Bike Shop/ });
    expect(within(bikeShop).getByText('Not featured')).toBeInTheDocument();
    expect(within(bikeShop).queryByText('Sponsored')).not.toBeInTheDocument();
    expect(await screen.findByText('Lincoln Spring Drive')).toBeInTheDocument();
  });

  it('says so when there are no sponsors', async () => {
    renderPage(() => []);

    expect(await screen.findByText('No sponsors in this fundraiser yet')).toBeInTheDocument();
  });

  it('validates a new sponsor with the server’s rules and keeps Add disabled without a png or jpeg logo', async () => {
    const { user, fetchMock } = renderPage(() => []);
    await screen.findByText('No sponsors in this fundraiser yet');

    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sponsor' });
    const submit = within(dialog).getByRole('button', { name: 'Add sponsor' });
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByLabelText('First name'));
    await user.click(within(dialog).getByLabelText('Business name'));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Website URL'), 'not a site');
    await user.tab();
    expect(await within(dialog).findByText('Enter a valid website URL, like https://example.com')).toBeInTheDocument();

    // A GIF is refused (user-event would filter it out by `accept`, so the change is fired directly).
    const gif = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    fireEvent.change(within(dialog).getByLabelText('Business logo'), { target: { files: [gif] } });
    expect(await within(dialog).findByText('Business logo is required (png or jpeg)')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(multipartTo(fetchMock, 'POST', moneyRouteTable.addSponsor.path)).toHaveLength(0);
  });

  it('adds a business sponsor as multipart with its logo', async () => {
    let sponsors: SponsorRow[] = [];
    const { user, fetchMock } = renderPage(
      () => sponsors,
      mockRoute(moneyRouteTable.addSponsor, () => {
        sponsors = [sponsor()];
        return { body: { message: 'Sponsor added successfully!', data: { sponsor: sponsor(), existed: false } } };
      }),
    );
    await screen.findByText('No sponsors in this fundraiser yet');

    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sponsor' });
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Last name'), 'Baker');
    await user.type(within(dialog).getByLabelText('Business name'), 'Corner Bakery');
    await user.type(within(dialog).getByLabelText('Website URL'), 'https://corner-bakery.example');
    await user.upload(within(dialog).getByLabelText('Business logo'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Add sponsor' }));

    expect(await screen.findByText('Sponsor added successfully!')).toBeInTheDocument();
    expect(multipartTo(fetchMock, 'POST', moneyRouteTable.addSponsor.path)[0]).toEqual({
      fundRaisingId: fundraiserId,
      type: 'business',
      firstName: 'Ada',
      lastName: 'Baker',
      businessName: 'Corner Bakery',
      websiteUrl: 'https://corner-bakery.example',
      image: 'logo.png',
    });
    expect(await screen.findByRole('row', { name: /Corner Bakery/ })).toBeInTheDocument();
  });

  it('treats ‘Sponsor already exists.’ as a success', async () => {
    const { user } = renderPage(
      () => [],
      mockRoute(moneyRouteTable.addSponsor, () => ({ status: 409, body: { message: 'Sponsor already exists.' } })),
    );
    await screen.findByText('No sponsors in this fundraiser yet');

    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sponsor' });
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Last name'), 'Baker');
    await user.type(within(dialog).getByLabelText('Business name'), 'Corner Bakery');
    await user.type(within(dialog).getByLabelText('Website URL'), 'https://corner-bakery.example');
    await user.upload(within(dialog).getByLabelText('Business logo'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Add sponsor' }));

    expect(await screen.findByText('Sponsor already exists.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add sponsor' })).not.toBeInTheDocument());
  });

  it('edits a sponsor without requiring a new logo', async () => {
    const { user, fetchMock } = renderPage(
      () => [sponsor()],
      mockRoute(moneyRouteTable.updateSponsor, () => ({
        body: { message: 'Sponsor updated successfully!', data: { sponsor: sponsor(), existed: false } },
      })),
    );

    await user.click(await screen.findByRole('button', { name: 'Edit Corner Bakery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit sponsor' });
    expect(within(dialog).getByLabelText('Business name')).toHaveValue('Corner Bakery');
    await user.clear(within(dialog).getByLabelText('Business name'));
    await user.type(within(dialog).getByLabelText('Business name'), 'Corner Bakery & Cafe');
    await user.click(within(dialog).getByRole('button', { name: 'Save sponsor' }));

    expect(await screen.findByText('Sponsor updated successfully!')).toBeInTheDocument();
    const [sent] = multipartTo(fetchMock, 'PUT', moneyRouteTable.updateSponsor.path);
    expect(sent).toMatchObject({ sponsorId: sponsor()._id, businessName: 'Corner Bakery & Cafe' });
    expect(sent).not.toHaveProperty('image');
  });
});
