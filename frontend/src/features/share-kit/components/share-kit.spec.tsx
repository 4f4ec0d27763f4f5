import { campaignLimits, campaignMessages, campaignRouteTable, type CampaignProfile } from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { Flyer } from './flyer';
import { ShareKit } from './share-kit';

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const url = `${window.location.origin}/donate/ref_robin42`;

function profile(overrides: Partial<CampaignProfile> = {}): CampaignProfile {
  return {
    fundRaisingId: fundraiserId,
    displayName: 'Robin Y.',
    whyRaising: null,
    personalGoal: null,
    defaultGoal: 50_000,
    raised: 0,
    photo: null,
    showPhoto: false,
    showMessage: false,
    photoApproval: 'notNeeded',
    referralCode: 'ref_robin42',
    ...overrides,
  };
}

function openKit(data: CampaignProfile, routes = {}) {
  const fetchMock = mockApi({
    ...mockRoute(campaignRouteTable.getCampaignProfile, () => ({ body: { message: 'OK', data } })),
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<ShareKit fundraiserId={fundraiserId} fundraiserName="Spring Gala" />) };
}

describe('ShareKit', () => {
  it('shows the whole link without pressing anything, with its QR code, flyer and ready words that carry it', async () => {
    openKit(profile());
    const kit = await screen.findByRole('region', { name: 'Share your page' });

    expect(await within(kit).findByText(url)).toBeInTheDocument();
    expect(within(kit).queryByRole('button', { name: 'Generate link' })).not.toBeInTheDocument();
    expect(await within(kit).findByRole('img', { name: `QR code for your link, ${url}` })).toHaveAttribute(
      'data-qr-value',
      url,
    );
    expect(within(kit).getByRole('link', { name: 'Print a flyer' })).toHaveAttribute(
      'href',
      `/participant/flyer/${fundraiserId}`,
    );

    for (const name of ['Text message', 'Email', 'Social post']) {
      expect(within(kit).getByRole('group', { name })).toHaveTextContent(url);
    }
    // The words name the default goal when the participant set none.
    expect(within(kit).getByRole('group', { name: 'Social post' })).toHaveTextContent(
      "I'm raising $500 for Spring Gala",
    );
    const sms = within(kit).getByRole('link', { name: 'Open in Messages' }).getAttribute('href') ?? '';
    expect(sms.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(sms)).toContain(url);
    const mail = within(kit).getByRole('link', { name: 'Open in email' }).getAttribute('href') ?? '';
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail)).toContain(url);
  });

  it('copies the link and each ready text', async () => {
    const { user } = openKit(profile({ personalGoal: 75_000 }));
    const kit = await screen.findByRole('region', { name: 'Share your page' });
    await user.click(await within(kit).findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    await user.click(within(kit).getByRole('button', { name: 'Copy social post' }));
    expect(await navigator.clipboard.readText()).toBe(
      `I'm raising $750 for Spring Gala! Every gift helps, big or small. Give on my page: ${url}`,
    );
  });

  it('says the link needs a group when there is no code, and offers no dead link', async () => {
    openKit(profile({ referralCode: null }));
    const kit = await screen.findByRole('region', { name: 'Share your page' });
    expect(await within(kit).findByText(campaignMessages.noGroupForLink)).toBeInTheDocument();
    expect(within(kit).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See my page/ })).not.toBeInTheDocument();
  });
});

describe('My page settings', () => {
  const updateRoute = () =>
    mockRoute(campaignRouteTable.updateCampaignProfile, ({ body }) => ({
      body: { message: 'OK', data: profile(body as Partial<CampaignProfile>) },
    }));

  it('refuses what the server refuses, with its messages, and sends nothing', async () => {
    const { user, fetchMock } = openKit(profile(), updateRoute());
    const form = await screen.findByRole('form', { name: 'My page' });
    const why = within(form).getByLabelText("Why I'm raising");
    await user.click(why);
    await user.paste('a'.repeat(campaignLimits.whyRaisingMax + 1));
    expect(form).toHaveTextContent(`${campaignLimits.whyRaisingMax + 1} / ${campaignLimits.whyRaisingMax} characters`);
    const goal = within(form).getByLabelText('My goal in dollars');
    expect(goal).toHaveAttribute('placeholder', '500');
    await user.type(goal, '12.50');
    await user.click(within(form).getByRole('button', { name: 'Save my page' }));

    expect(await within(form).findByText(campaignMessages.whyRaisingLength)).toBeInTheDocument();
    expect(within(form).getByText(campaignMessages.personalGoalWhole)).toBeInTheDocument();
    expect(requestsTo(fetchMock, campaignRouteTable.updateCampaignProfile)).toHaveLength(0);
  });

  it('saves the words, the goal in cents (empty: the default) and both switches', async () => {
    const { user, fetchMock } = openKit(profile({ personalGoal: 30_000 }), updateRoute());
    const form = await screen.findByRole('form', { name: 'My page' });
    await user.type(within(form).getByLabelText("Why I'm raising"), 'New robots for our team');
    await user.click(within(form).getByRole('switch', { name: 'Show my photo on my page' }));
    await user.click(within(form).getByRole('switch', { name: 'Show my message on my page' }));
    await user.clear(within(form).getByLabelText('My goal in dollars'));
    await user.click(within(form).getByRole('button', { name: 'Save my page' }));

    await waitFor(() => expect(requestsTo(fetchMock, campaignRouteTable.updateCampaignProfile)).toHaveLength(1));
    expect(requestsTo(fetchMock, campaignRouteTable.updateCampaignProfile)[0]?.body).toEqual({
      fundRaisingId: fundraiserId,
      whyRaising: 'New robots for our team',
      personalGoal: null,
      showPhoto: true,
      showMessage: true,
    });
    expect(await screen.findByText('Your page is saved')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('My goal in dollars'), '$1,200');
    await user.click(within(form).getByRole('button', { name: 'Save my page' }));
    await waitFor(() => expect(requestsTo(fetchMock, campaignRouteTable.updateCampaignProfile)).toHaveLength(2));
    expect(requestsTo(fetchMock, campaignRouteTable.updateCampaignProfile)[1]?.body).toMatchObject({
      personalGoal: 120_000,
    });
  });

  it('says an under-18’s photo waits for an organizer, and links to the page', async () => {
    openKit(profile({ photo: '/api/files/p1', showPhoto: true, photoApproval: 'pending' }));
    const settings = await screen.findByRole('region', { name: 'My page' });
    expect(within(settings).getByText('Waiting for an organizer to approve your photo')).toBeInTheDocument();
    expect(within(settings).getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', '/api/files/p1');
    expect(within(settings).getByRole('link', { name: /See my page/ })).toHaveAttribute('href', '/donate/ref_robin42');
  });
});

describe('Flyer', () => {
  it('prints the QR code of the link, the link, the goal and the name', async () => {
    mockApi({
      ...mockRoute(campaignRouteTable.getCampaignProfile, () => ({
        body: { message: 'OK', data: profile({ personalGoal: 60_000 }) },
      })),
    });
    renderWithProviders(<Flyer fundraiserId={fundraiserId} fundraiserName="Spring Gala" fundraiserLogo={null} />);
    const flyer = await screen.findByRole('article', { name: 'Flyer' });
    expect(within(flyer).getByRole('heading', { name: 'Help Robin Y. raise $600' })).toBeInTheDocument();
    expect(within(flyer).getByText(url)).toBeInTheDocument();
    expect(within(flyer).getByText('Spring Gala')).toBeInTheDocument();
    expect(within(flyer).getByRole('img', { name: `QR code for ${url}` })).toHaveAttribute('data-qr-value', url);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
