import {
  fundraiserMessages,
  fundraiserRouteTable,
  joinSearchLimits,
  joinSearchTooShort,
  type JoinableFundraiser,
} from '@fundplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/sign-in';
import { emptyFundraisersRefetchMs } from '../api/get-participant-fundraisers';
import { fundraiserSummary, meRoute } from '../testing/fixtures';

const joinable = (overrides: Partial<JoinableFundraiser>): JoinableFundraiser => ({
  _id: '0b7c1f6e-2222-4000-8000-000000000001',
  fundRaisingName: 'Lincoln Robotics',
  city: 'Lincoln',
  state: 'NE',
  fundRaisingStartTime: Date.UTC(2027, 3, 1),
  fundRaisingEndTime: Date.UTC(2027, 3, 22),
  membership: 'none',
  ...overrides,
});

await vi.hoisted(async () => (await import('@/test/sign-in')).signInAs('participant'));

afterEach(() => {
  vi.useRealTimers();
});

describe('/participant/dashboard', () => {
  it('lists the participant’s fundraisers as cards that open their dashboards', async () => {
    const user = signInAs('participant');
    mockApi({
      ...meRoute(user),
      ...mockRoute(fundraiserRouteTable.getParticipantFundRaisings, () => ({
        body: { message: 'OK', data: [fundraiserSummary()] },
      })),
      ...mockRoute(fundraiserRouteTable.getFundRaising, () => ({ body: { message: 'OK', data: [] } })),
    });
    const { user: person, router } = renderApp('/participant/dashboard');

    const cards = await screen.findByRole('list', { name: 'Your fundraisers' });
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveTextContent('Spring Gala');
    expect(card).toHaveTextContent('$5,000'); // goal
    expect(card).toHaveTextContent('$125.50'); // raised
    expect(card).toHaveTextContent('In progress');

    await person.click(within(card).getByRole('link', { name: 'Spring Gala' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/participant/dashboard/0b7c1f6e-1111-4000-8000-000000000001'),
    );
  });

  it('says when the participant is in no fundraiser, and shows one as soon as it is admitted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = signInAs('participant');
    let admitted = false;
    mockApi({
      ...meRoute(user),
      ...mockRoute(fundraiserRouteTable.getParticipantFundRaisings, () => ({
        body: { message: 'OK', data: admitted ? [fundraiserSummary()] : [] },
      })),
      ...mockRoute(fundraiserRouteTable.getFundRaising, () => ({ body: { message: 'OK', data: [] } })),
    });
    renderApp('/participant/dashboard');

    expect(await screen.findByText(fundraiserMessages.notPartOfAny)).toBeInTheDocument();
    admitted = true;
    await act(() => vi.advanceTimersByTimeAsync(emptyFundraisersRefetchMs));

    expect(await screen.findByRole('link', { name: 'Spring Gala' })).toBeInTheDocument();
    expect(screen.queryByText(fundraiserMessages.notPartOfAny)).not.toBeInTheDocument();
  });

  it('lists no fundraiser before a search, and asks for at least 3 characters', async () => {
    const user = signInAs('participant');
    const fetchMock = mockApi({
      ...meRoute(user),
      ...mockRoute(fundraiserRouteTable.getParticipantFundRaisings, () => ({ body: { message: 'OK', data: [] } })),
      ...mockRoute(fundraiserRouteTable.getFundRaising, () => ({ body: { message: 'OK', data: [joinable({})] } })),
    });
    const { user: person } = renderApp('/participant/dashboard');

    expect(await screen.findByText('Search for your fundraiser')).toBeInTheDocument();
    await person.type(screen.getByRole('searchbox', { name: 'Fundraiser name or code' }), ' ab ');
    await person.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText(joinSearchTooShort)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Fundraiser name or code' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('list', { name: 'Fundraisers to join' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.getFundRaising)).toHaveLength(0);
  });

  it('searches fundraisers by name and asks to join one', async () => {
    const user = signInAs('participant');
    const requested = new Set<string>();
    const fetchMock = mockApi({
      ...meRoute(user),
      ...mockRoute(fundraiserRouteTable.getParticipantFundRaisings, () => ({ body: { message: 'OK', data: [] } })),
      ...mockRoute(fundraiserRouteTable.getFundRaising, ({ url }) => {
        const all = [
          joinable({}),
          joinable({
            _id: '0b7c1f6e-2222-4000-8000-000000000002',
            fundRaisingName: 'Lincoln Choir',
            membership: 'member',
          }),
          joinable({
            _id: '0b7c1f6e-2222-4000-8000-000000000003',
            fundRaisingName: 'Maple Band',
            membership: 'requested',
          }),
        ].map((fundraiser) =>
          requested.has(fundraiser._id) ? { ...fundraiser, membership: 'requested' as const } : fundraiser,
        );
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        return { body: { message: 'OK', data: all.filter((f) => f.fundRaisingName.toLowerCase().includes(search)) } };
      }),
      ...mockRoute(fundraiserRouteTable.requestToJoinNewFundRaising, ({ body }) => {
        requested.add((body as { fundRaisingId: string }).fundRaisingId);
        return { body: { message: fundraiserMessages.joinRequested, data: null } };
      }),
    });
    const { user: person } = renderApp('/participant/dashboard');

    await person.type(await screen.findByRole('searchbox', { name: 'Fundraiser name or code' }), 'lincoln');
    await person.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('list', { name: 'Fundraisers to join' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(2));
    expect(requestsTo(fetchMock, fundraiserRouteTable.getFundRaising).at(-1)?.url.searchParams.get('search')).toBe(
      'lincoln',
    );
    const choir = within(results).getByText('Lincoln Choir').closest('li');
    expect(choir).toHaveTextContent('Member');
    expect(within(choir as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await person.click(within(results).getByRole('button', { name: 'Request to join Lincoln Robotics' }));

    expect(await screen.findByText(fundraiserMessages.joinRequested)).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.requestToJoinNewFundRaising)[0]?.body).toEqual({
      fundRaisingId: '0b7c1f6e-2222-4000-8000-000000000001',
    });
    const robotics = within(results).getByText('Lincoln Robotics').closest('li') as HTMLElement;
    await waitFor(() => expect(robotics).toHaveTextContent('Requested'));
    expect(within(robotics).queryByRole('button')).not.toBeInTheDocument();
  });

  it('looks a pasted sign-up or donation link up by its code, and says when matches are cut short', async () => {
    const user = signInAs('participant');
    const many = Array.from({ length: joinSearchLimits.maxResults }, (_, index) =>
      joinable({ _id: `0b7c1f6e-3333-4000-8000-${String(index).padStart(12, '0')}`, fundRaisingName: `Oak ${index}` }),
    );
    const fetchMock = mockApi({
      ...meRoute(user),
      ...mockRoute(fundraiserRouteTable.getParticipantFundRaisings, () => ({ body: { message: 'OK', data: [] } })),
      ...mockRoute(fundraiserRouteTable.getFundRaising, ({ url }) => ({
        body: { message: 'OK', data: url.searchParams.get('search') === 'oak' ? many : [joinable({})] },
      })),
    });
    const { user: person } = renderApp('/participant/dashboard');
    const searchbox = await screen.findByRole('searchbox', { name: 'Fundraiser name or code' });

    await person.type(searchbox, 'https://fundplay.example/participant/signup/pub_Abc-123');
    await person.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Request to join Lincoln Robotics' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.getFundRaising).at(-1)?.url.searchParams.get('search')).toBe(
      'pub_Abc-123',
    );

    await person.clear(searchbox);
    await person.type(searchbox, 'https://fundplay.example/donate/Ref_42xyz');
    await person.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, fundraiserRouteTable.getFundRaising).at(-1)?.url.searchParams.get('search')).toBe(
        'Ref_42xyz',
      ),
    );

    await person.clear(searchbox);
    await person.type(searchbox, 'oak');
    await person.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        `Showing the first ${joinSearchLimits.maxResults} matches. Type more of the name to narrow them down.`,
      ),
    ).toBeInTheDocument();
  });

  it('says when there is no fundraiser to join, and when a request fails', async () => {
    const user = signInAs('participant');
    mockApi({
      ...meRoute(user),
      ...mockRoute(fundraiserRouteTable.getParticipantFundRaisings, () => ({ body: { message: 'OK', data: [] } })),
      ...mockRoute(fundraiserRouteTable.getFundRaising, ({ url }) => ({
        body: { message: 'OK', data: url.searchParams.get('search') === 'lincoln' ? [joinable({})] : [] },
      })),
      ...mockRoute(fundraiserRouteTable.requestToJoinNewFundRaising, () => ({
        status: 409,
        body: { message: fundraiserMessages.fundraiserEnded },
      })),
    });
    const { user: person } = renderApp('/participant/dashboard');
    const searchbox = await screen.findByRole('searchbox', { name: 'Fundraiser name or code' });

    await person.type(searchbox, 'lincoln');
    await person.click(screen.getByRole('button', { name: 'Search' }));
    await person.click(await screen.findByRole('button', { name: 'Request to join Lincoln Robotics' }));
    expect(await screen.findByText(fundraiserMessages.fundraiserEnded)).toBeInTheDocument();

    await person.clear(searchbox);
    await person.type(searchbox, 'zzz');
    await person.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(fundraiserMessages.noFundraisersToJoin)).toBeInTheDocument();
  });
});
