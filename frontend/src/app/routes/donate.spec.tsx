import {
  campaignMessages,
  campaignRouteTable,
  layoutRouteTable,
  moneyRouteTable,
  type CampaignPage,
  type Supporter,
  type SupportersPage,
} from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo, type MockRoutes } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }));
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }));

const fundraiserId = '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e01';
const blueTeam = '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e02';
const redTeam = '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e03';
const minute = 60_000;

function supporter(overrides: Partial<Supporter> & { _id: string }): Supporter {
  return {
    name: 'Jane D.',
    amount: 2500,
    message: null,
    kind: 'gift',
    createdAt: Date.now() - 5 * minute,
    ...overrides,
  };
}

function campaignPage(overrides: Partial<CampaignPage> = {}): CampaignPage {
  return {
    kind: 'participant',
    code: 'GmbNp5vi86HY',
    fundraiser: {
      _id: fundraiserId,
      fundRaisingName: 'Westfield Robotics',
      slug: 'westfield-robotics',
      fundRaisingCause: 'Parts for the state championship robot',
      story: null,
      fundRaisingImage: '/uploads/logo.png',
      coverImage: null,
      fundRaisingGoal: 1_000_000,
      totalFunding: 340_000,
      supporterCount: 42,
      fundRaisingStartTime: Date.now() - 10 * 86_400_000,
      fundRaisingEndTime: Date.now() + 12 * 86_400_000 + minute,
      status: 'inProgress',
      code: 'FUNDRAISER1',
    },
    closedReason: null,
    group: { _id: blueTeam, groupName: 'Blue Team', groupTarget: 200_000, groupTotalDonations: 150_000, code: 'BLUE1' },
    participant: {
      _id: '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e04',
      displayName: 'Jordan K.',
      firstName: 'Jordan',
      photo: '/uploads/jordan.jpg',
      whyRaising: 'I build the arm.\n\nHelp us get to state!',
      goal: 50_000,
      raised: 12_500,
    },
    groups: [
      { _id: redTeam, groupName: 'Red Team', groupTarget: 800_000, groupTotalDonations: 190_000, code: 'RED1' },
      { _id: blueTeam, groupName: 'Blue Team', groupTarget: 200_000, groupTotalDonations: 150_000, code: 'BLUE1' },
    ],
    topParticipants: [
      { displayName: 'Avery M.', raised: 60_000 },
      { displayName: 'Jordan K.', raised: 12_500 },
    ],
    sponsors: [{ _id: 'sp1', businessName: 'Corner Bakery', businessImage: '/uploads/bakery.png', websiteUrl: null }],
    supporters: {
      supporters: [
        supporter({
          _id: 'g2',
          name: 'Sam P.',
          amount: 5000,
          message: 'Go Jordan!',
          createdAt: Date.now() - 2 * minute,
        }),
        supporter({ _id: 'g1', name: 'Anonymous', amount: null, createdAt: Date.now() - 3 * 60 * minute }),
      ],
      nextCursor: 'cursor-1',
    },
    ...overrides,
  };
}

const paymentsConfig = {
  mode: 'sandbox' as const,
  publishableKey: 'pk_test_sandbox_t1',
  sandboxUrl: 'http://127.0.0.1:12111',
  tokenPriceCents: 200,
  tokenEarnCents: 1000,
  platformFeeBasisPoints: 1000,
};

function serve(page: CampaignPage | (() => CampaignPage), routes: MockRoutes = {}) {
  fakeSocket.current = createFakeSocket();
  return mockApi({
    ...mockRoute(campaignRouteTable.getCampaignPage, () => ({
      body: { message: 'OK', data: typeof page === 'function' ? page() : page },
    })),
    ...mockRoute(layoutRouteTable.paymentsConfig, () => ({ body: { message: 'OK', data: paymentsConfig } })),
    ...mockRoute(moneyRouteTable.getDonations, () => ({ status: 409, body: { message: 'Stop here' } })),
    ...mockRoute(layoutRouteTable.getTransparency, () => ({
      body: {
        message: 'OK',
        data: {
          fundRaisingId: fundraiserId,
          fundRaisingName: 'Westfield Robotics',
          raisedCents: 10_000,
          platformFeeCents: 700,
          processingFeeCents: 300,
          netToCauseCents: 9_000,
          netToCausePercent: 90,
          disputedCents: 0,
          giftCount: 2,
        },
      },
    })),
    ...routes,
  });
}

const wall = () => screen.getByRole('region', { name: 'Supporters' });
const wallNames = () =>
  within(wall())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.font-semibold')?.textContent);

describe('/donate/{code}: a participant’s page', () => {
  it('shows the participant, their words, their goal and the fundraiser, with Donate before the story', async () => {
    const fetchMock = serve(campaignPage());
    renderApp('/donate/GmbNp5vi86HY');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan K.' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, campaignRouteTable.getCampaignPage)[0]?.url.searchParams.get('code')).toBe(
      'GmbNp5vi86HY',
    );
    expect(screen.getByRole('img', { name: 'Photo of Jordan K.' })).toHaveAttribute('src', '/uploads/jordan.jpg');
    expect(screen.getByRole('img', { name: 'Westfield Robotics logo' })).toBeInTheDocument();
    expect(screen.getByText('Westfield Robotics · Blue Team')).toBeInTheDocument();
    const why = screen.getByRole('region', { name: 'Why I’m raising' });
    expect(
      within(why)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['I build the arm.', 'Help us get to state!', '— Jordan K.']);
    const progress = screen.getByRole('region', { name: 'Progress' });
    expect(progress).toHaveTextContent('$125 raised of $500 goal');
    expect(progress).toHaveTextContent('25% of the goal');
    expect(progress).toHaveTextContent('12 days left');
    expect(progress).toHaveTextContent('Westfield Robotics: $3,400 of $10,000');
    expect(within(progress).getByRole('button', { name: 'Donate' })).toBeInTheDocument();
    // The donor's document order: the Donate button comes before the story and the wall.
    expect(
      within(progress).getByRole('button', { name: 'Donate' }).compareDocumentPosition(why) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(document.title).toBe('Donate to Jordan K. · FundPlay');
    // The old banner is gone.
    expect(screen.queryByText('DONATE')).not.toBeInTheDocument();
  });

  it('draws each team against its own goal, not against the leader', async () => {
    serve(campaignPage());
    renderApp('/donate/GmbNp5vi86HY');

    const race = await screen.findByRole('region', { name: 'Team race' });
    const blue = within(race).getByRole('progressbar', { name: 'Blue Team: raised of its goal' });
    const red = within(race).getByRole('progressbar', { name: 'Red Team: raised of its goal' });
    // Blue ($1,500 of $2,000) is 75% of the way; Red raised more ($1,900) but is 23% of its $8,000 goal.
    expect(blue).toHaveAttribute('aria-valuemax', '200000');
    expect((blue.firstElementChild as HTMLElement).style.width).toBe('75%');
    expect((red.firstElementChild as HTMLElement).style.width).toBe('23.75%');
    expect(within(race).getAllByRole('listitem')[0]).toHaveTextContent('Blue TeamThis team$1,500 of $2,000 · 75%');
  });

  it('shows the wall newest first with amounts as chosen, and pages older gifts with the cursor', async () => {
    const fetchMock = serve(campaignPage(), {
      ...mockRoute(campaignRouteTable.getSupporters, ({ url }) => ({
        body: {
          message: 'OK',
          data:
            url.searchParams.get('cursor') === 'cursor-1'
              ? {
                  supporters: [supporter({ _id: 'g0', name: 'Corner Bakery', kind: 'sponsor', amount: 10_000 })],
                  nextCursor: null,
                }
              : campaignPage().supporters,
        },
      })),
    });
    const { user } = renderApp('/donate/GmbNp5vi86HY');

    await screen.findByRole('heading', { level: 1, name: 'Jordan K.' });
    const rows = within(wall()).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/Sam P\.\s*\$50Go Jordan!2 minutes ago$/);
    // A hidden amount shows no amount at all.
    expect(rows[1]).toHaveTextContent(/Anonymous3 hours ago$/);

    await user.click(within(wall()).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(wallNames()).toEqual(['Sam P.', 'Anonymous', 'Corner Bakery']));
    const more = requestsTo(fetchMock, campaignRouteTable.getSupporters);
    expect(more.map(({ url }) => Object.fromEntries(url.searchParams))).toEqual([
      { code: 'GmbNp5vi86HY', cursor: 'cursor-1' },
    ]);
    expect(within(wall()).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('invites the first gift when the wall is empty', async () => {
    serve(campaignPage({ supporters: { supporters: [], nextCursor: null } }));
    renderApp('/donate/GmbNp5vi86HY');

    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
    expect(
      within(wall()).getByText('Be the first to give to Jordan K. The first gift gets the rest going.'),
    ).toBeInTheDocument();
    expect(within(wall()).getByRole('button', { name: 'Give the first gift' })).toBeInTheDocument();
  });

  it('refetches the page when a gift lands or a message is hidden, without a reload', async () => {
    let page = campaignPage();
    const fetchMock = serve(() => page, {
      ...mockRoute(campaignRouteTable.getSupporters, () => ({ body: { message: 'OK', data: page.supporters } })),
    });
    renderApp('/donate/GmbNp5vi86HY');
    expect(await screen.findByText('Go Jordan!')).toBeInTheDocument();
    await waitFor(() => expect(fakeSocket.current?.listensTo('fundraiser:supporters')).toBe(true));
    expect(fakeSocket.current?.subscriptions()).toContain(`fundraiser:${fundraiserId}`);

    const hidden: SupportersPage = {
      supporters: page.supporters.supporters.map((entry) => ({ ...entry, message: null })),
      nextCursor: null,
    };
    page = { ...page, supporters: hidden };
    fakeSocket.current?.emitFromServer('fundraiser:supporters', { fundraiserId, version: 3 });
    await waitFor(() => expect(screen.queryByText('Go Jordan!')).not.toBeInTheDocument());

    page = {
      ...page,
      participant: page.participant ? { ...page.participant, raised: 15_000 } : null,
      supporters: {
        supporters: [
          supporter({ _id: 'g3', name: 'Lee R.', message: 'Yay', createdAt: Date.now() }),
          ...hidden.supporters,
        ],
        nextCursor: null,
      },
    };
    const transparencyReads = requestsTo(fetchMock, layoutRouteTable.getTransparency).length;
    fakeSocket.current?.emitFromServer('fundraiser:totals', { fundraiserId, version: 9 });
    expect(await within(wall()).findByText('Yay')).toBeInTheDocument();
    // Where the money goes moves with the totals too.
    await waitFor(() =>
      expect(requestsTo(fetchMock, layoutRouteTable.getTransparency).length).toBeGreaterThan(transparencyReads),
    );
    expect(screen.getByRole('region', { name: 'Progress' })).toHaveTextContent('$150 raised of $500 goal');
  });
});

describe('/donate/{code}: a group’s and a fundraiser’s page', () => {
  it('names the group and its own goal, and gifts go through the group’s code', async () => {
    serve(campaignPage({ kind: 'group', code: 'BLUE1', participant: null }));
    renderApp('/donate/BLUE1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Team' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Progress' })).toHaveTextContent('$1,500 raised of $2,000 goal');
    expect(screen.queryByRole('region', { name: 'Why I’m raising' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Share this page' })).toHaveTextContent('/donate/BLUE1');
  });

  it('opens the fundraiser at /f/{slug} with its story as escaped paragraphs and only safe links', async () => {
    const story = [
      'We build robots. <script>alert(1)</script> <b>bold?</b>',
      'Read more at https://westfield.example.org/robotics. Or javascript:alert(1) and data:text/html,hi',
      'Line one\nline two',
    ].join('\n\n');
    const fetchMock = serve(
      campaignPage({
        kind: 'fundraiser',
        code: 'FUNDRAISER1',
        participant: null,
        group: null,
        fundraiser: { ...campaignPage().fundraiser, story },
      }),
    );
    renderApp('/f/westfield-robotics');

    expect(await screen.findByRole('heading', { level: 1, name: 'Westfield Robotics' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, campaignRouteTable.getCampaignPage)[0]?.url.searchParams.get('slug')).toBe(
      'westfield-robotics',
    );
    const about = screen.getByRole('region', { name: 'About Westfield Robotics' });
    const paragraphs = about.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'We build robots. <script>alert(1)</script> <b>bold?</b>',
      'Read more at https://westfield.example.org/robotics. Or javascript:alert(1) and data:text/html,hi',
      'Line one\nline two',
    ]);
    expect(about.querySelector('script, b')).toBeNull();
    const links = within(about).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://westfield.example.org/robotics');
    expect(links[0]).toHaveAttribute('rel', 'nofollow noopener ugc');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('region', { name: 'Progress' })).toHaveTextContent('42 supporters');
    expect(screen.getByRole('region', { name: 'Our sponsors' })).toHaveTextContent('Corner Bakery');
    // The fundraiser's page shares its readable address.
    const share = screen.getByRole('group', { name: 'Share this page' });
    expect(
      within(share)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toContain(encodeURIComponent(`${window.location.origin}/f/westfield-robotics`));
  });

  it('says a link that leads nowhere leads nowhere', async () => {
    mockApi(mockRoute(campaignRouteTable.getCampaignPage, () => ({ status: 404, body: { message: 'Not found' } })));
    fakeSocket.current = createFakeSocket();
    renderApp('/donate/nope');

    expect(await screen.findByText('This link does not lead to a fundraiser')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Donate/ })).not.toBeInTheDocument();
  });
});

describe('/donate/{code}: closed pages say so at the top, show no form and still offer Share', () => {
  const closedCases = [
    {
      reason: 'notStarted' as const,
      title: 'This fundraiser has not started yet',
      text: /Gifts open on .*2030/,
      fundraiser: { fundRaisingStartTime: Date.UTC(2030, 0, 15, 12), status: 'notStarted' as const },
    },
    {
      reason: 'ended' as const,
      title: 'This fundraiser has ended',
      text: 'Together, supporters raised $125 of the $500 goal. Thank you to everyone who gave!',
      fundraiser: { status: 'ended' as const },
    },
    {
      reason: 'noPayoutAccount' as const,
      title: 'Gifts are not open yet',
      text: campaignMessages.notAcceptingNoPayoutAccount,
      fundraiser: {},
    },
  ];
  for (const { reason, title, text, fundraiser } of closedCases) {
    it(`${reason}: ${title}`, async () => {
      serve(campaignPage({ closedReason: reason, fundraiser: { ...campaignPage().fundraiser, ...fundraiser } }));
      renderApp('/donate/GmbNp5vi86HY');

      const notice = await screen.findByRole('status', { name: title });
      expect(notice).toHaveTextContent(text);
      // At the top: before the progress and everything else.
      expect(
        notice.compareDocumentPosition(screen.getByRole('region', { name: 'Progress' })) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Donate/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: '$25' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Share' })).toHaveAttribute('href', '#share');
      expect(
        within(screen.getByRole('group', { name: 'Share this page' })).getByRole('link', { name: 'Email' }),
      ).toBeInTheDocument();
    });
  }
});

describe('/donate/{code}: giving', () => {
  async function donate(path: string) {
    const fetchMock = serve(campaignPage());
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('radio', { name: '$25' }));
    await user.type(await screen.findByRole('textbox', { name: /first name/i }), 'Jane');
    await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Doe');
    await user.type(screen.getByRole('textbox', { name: 'Email for your receipt' }), 'jane@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'Go Jordan!');
    await user.click(screen.getByRole('button', { name: /^Donate \$/ }));
    await waitFor(() => expect(requestsTo(fetchMock, moneyRouteTable.getDonations)).toHaveLength(1));
    return requestsTo(fetchMock, moneyRouteTable.getDonations)[0]?.body as Record<string, unknown>;
  }

  it('sends the gift through the page’s code with the message and the amount shown', async () => {
    expect(await donate('/donate/GmbNp5vi86HY')).toMatchObject({
      referalCode: 'GmbNp5vi86HY',
      amount: 2500,
      message: 'Go Jordan!',
      showAmount: true,
    });
  });

  it('sends the outreach message’s tracking code with the gift, so it is attributed to that message', async () => {
    expect(await donate('/donate/GmbNp5vi86HY?t=trk_9fQ2xLm4')).toMatchObject({ trackingCode: 'trk_9fQ2xLm4' });
  });

  it('sends no tracking code when the link had none', async () => {
    expect(await donate('/donate/GmbNp5vi86HY')).not.toHaveProperty('trackingCode');
  });

  it('drops a malformed tracking code rather than refuse the gift', async () => {
    expect(await donate('/donate/GmbNp5vi86HY?t=%3Cscript%3E')).not.toHaveProperty('trackingCode');
  });

  it('explains the platform fee once, where the donor chooses whether to cover it', async () => {
    serve(campaignPage());
    const { user } = renderApp('/donate/GmbNp5vi86HY');
    const explanations = () => (document.body.textContent ?? '').match(/platform fee also pays/g) ?? [];

    const panel = await screen.findByRole('complementary', { name: 'Where your money goes' });
    expect(await within(panel).findByText('of what was raised reached the cause')).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: /Cover the 10% platform fee/ });
    await user.click(screen.getByRole('radio', { name: '$25' }));
    expect(
      screen.getByText('$22.50 of your $25 reaches the cause. The 10% platform fee also pays for card processing.'),
    ).toBeInTheDocument();
    expect(explanations()).toHaveLength(1);
  });
});
