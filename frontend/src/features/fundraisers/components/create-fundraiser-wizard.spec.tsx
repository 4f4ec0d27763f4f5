import {
  fundraiserRouteTable,
  moneyRouteTable,
  type CreateGroupsRequest,
  type UpdateFundraiserRequest,
} from '@fundplay/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { isoDateOf } from '../lib/dates';
import type { PayoutAccountPickerProps } from '../lib/payout-account-picker';
import { detail, fundraiserId, group, groupIds } from '../testing/fundraiser-fixtures';
import { CreateFundraiserWizard } from './create-fundraiser-wizard';

const day = 86_400_000;

/** Stands in for the payouts feature's picker (composed by the app). */
function FakePayoutAccountPicker({ onLink, submitLabel, secondaryAction }: PayoutAccountPickerProps) {
  return (
    <div>
      <button type="button" onClick={() => void onLink('acct_9Chosen')}>
        {submitLabel} with acct_9Chosen
      </button>
      {secondaryAction}
    </div>
  );
}

function renderWizard({ withPicker = false } = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/admin/fundraisers/new"
        element={
          <CreateFundraiserWizard
            redirectDelayMs={20}
            payoutAccountPicker={withPicker ? FakePayoutAccountPicker : undefined}
          />
        }
      />
      <Route path="/admin/dashboard/:fundraiserId" element={<p>Fundraiser dashboard page</p>} />
    </Routes>,
    { path: '/admin/fundraisers/new' },
  );
}

/** Pastes rather than types: one input event per field keeps the spec fast. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillInfo(user: UserEvent, startDate: string) {
  await fill(user, screen.getByLabelText('Fundraiser name'), 'Lincoln Spring Drive');
  await fill(user, screen.getByLabelText('Address'), '1 School Road');
  await fill(user, screen.getByLabelText('City'), 'Springfield');
  await fill(user, screen.getByLabelText('State'), 'IL');
  await fill(user, screen.getByLabelText('ZIP'), '62701');
  await fill(user, screen.getByLabelText('Tax ID'), '12-3456789');
  await fill(user, screen.getByLabelText('Routing number'), '021000021');
  await fill(user, screen.getByLabelText('Account number'), '123456789');
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: startDate } });
  await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
  await user.click(screen.getByRole('checkbox', { name: /authorized administrator/ }));
}

describe('CreateFundraiserWizard', () => {
  it('checks the information step with the server’s rules and messages', async () => {
    const fetchMock = mockApi({});
    const { user } = renderWizard();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Fundraiser name is required*')).toBeInTheDocument();
    expect(screen.getByText('Choose a start date')).toBeInTheDocument();
    expect(screen.getByText('All checks must be true')).toBeInTheDocument();

    await fillInfo(user, isoDateOf(Date.now() - 3 * day));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Start date cannot be a past date')).toBeInTheDocument();

    // Duration: 1 to 4 weeks, default 3; the counter stops at both ends.
    const duration = screen.getByRole('group', { name: 'Duration' });
    expect(duration).toHaveTextContent('3 weeks');
    await user.click(within(duration).getByRole('button', { name: 'One week longer' }));
    expect(duration).toHaveTextContent('4 weeks');
    expect(within(duration).getByRole('button', { name: 'One week longer' })).toBeDisabled();
    for (let click = 0; click < 3; click += 1) {
      await user.click(within(duration).getByRole('button', { name: 'One week shorter' }));
    }
    expect(duration).toHaveTextContent('1 week');
    expect(within(duration).getByRole('button', { name: 'One week shorter' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  }, 20_000);

  it('creates the fundraiser, its groups, goal and cause in order, then opens its dashboard', async () => {
    const start = isoDateOf(Date.now() + 10 * day);
    let fundraiser = detail({ fundRaisingGoal: 0, fundRaisingCause: '' });
    const fetchMock = mockApi({
      ...mockRoute(fundraiserRouteTable.getSimilarFundraisings, () => ({
        body: {
          message: 'ok',
          data: [
            {
              _id: '7a1b2c3d-0000-4000-8000-0000000000ee',
              fundRaisingName: 'Lincoln Spring Drive 2025',
              city: 'Springfield',
              state: 'IL',
              fundRaisingStartTime: Date.now() - 300 * day,
            },
          ],
        },
      })),
      ...mockRoute(fundraiserRouteTable.createFundRaising, () => ({
        body: { message: 'Fundraiser has been created successfully', data: fundraiser },
      })),
      ...mockRoute(fundraiserRouteTable.createGroups, ({ body }) => {
        const { groups } = body as CreateGroupsRequest;
        return {
          body: {
            message: 'Group created successfully!',
            data: groups.map((draft, index) =>
              group(index as 0 | 1, { groupName: draft.groupName, groupTarget: Number(draft.groupTarget) }),
            ),
          },
        };
      }),
      ...mockRoute(fundraiserRouteTable.updateFundRaising, ({ body }) => {
        const update = body as UpdateFundraiserRequest;
        fundraiser = {
          ...fundraiser,
          ...(update.fundRaisingGoal === undefined ? {} : { fundRaisingGoal: Number(update.fundRaisingGoal) }),
          ...(update.fundRaisingCause === undefined ? {} : { fundRaisingCause: update.fundRaisingCause }),
        };
        return { body: { message: 'Fundraiser Updated Successfully!', data: fundraiser } };
      }),
    });
    const { user } = renderWizard();

    // Information, then the similar names; going back keeps what was typed.
    await fillInfo(user, start);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Lincoln Spring Drive 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to information' }));
    expect(screen.getByLabelText('Fundraiser name')).toHaveValue('Lincoln Spring Drive');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Continue and create' }));
    expect(await screen.findByText('Fundraiser has been created successfully')).toBeInTheDocument();

    // Groups: two forms shown; names must be unique.
    const first = await screen.findByRole('group', { name: 'Group 1' });
    const second = screen.getByRole('group', { name: 'Group 2' });
    await fill(user, within(first).getByLabelText('Group name'), 'Red Team');
    await fill(user, within(first).getByLabelText(/Group goal/), '2000');
    await fill(user, within(second).getByLabelText('Group name'), 'red team');
    await user.click(screen.getByRole('button', { name: 'Create groups' }));
    expect(await within(second).findByText('Group names must be unique')).toBeInTheDocument();
    await user.clear(within(second).getByLabelText('Group name'));
    await fill(user, within(second).getByLabelText('Group name'), 'Blue Team');
    await fill(user, within(second).getByLabelText(/Group goal/), '1000');
    await user.click(screen.getByRole('button', { name: 'Create groups' }));

    // Goal: at least the sum of the group goals.
    const goal = await screen.findByLabelText('Fundraiser goal in dollars');
    expect(screen.getByText('$3,000', { selector: 'span' })).toBeInTheDocument();
    await fill(user, goal, '2500');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Fundraiser goal must be at least sum of group goals!')).toBeInTheDocument();
    await user.clear(goal);
    await fill(user, goal, '5000');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await fill(user, await screen.findByLabelText('Cause'), 'New band uniforms');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Fundraiser dashboard page')).toBeInTheDocument();

    const calls = fetchMock.mock.calls.map(([input, init]) => {
      const url = new URL(String(input), window.location.origin);
      return `${init?.method ?? 'GET'} ${url.pathname}`;
    });
    expect(calls).toEqual([
      'GET /api/fundRaisingRoutes/getSimilarFundraisings',
      'POST /api/fundRaisingRoutes/createFundRaising',
      'POST /api/groupRoutes/createGroups',
      'PUT /api/fundRaisingRoutes/updateFundRaising',
      'PUT /api/fundRaisingRoutes/updateFundRaising',
    ]);
    const [created] = requestsTo(fetchMock, fundraiserRouteTable.createFundRaising);
    const createdBody = created?.body as Record<string, unknown>;
    const [year, month, date] = start.split('-').map(Number) as [number, number, number];
    const startMs = new Date(year, month - 1, date).getTime();
    expect(createdBody).toMatchObject({
      fundRaisingName: 'Lincoln Spring Drive',
      zip: '62701',
      fundRaisingTaxId: '123456789',
      fundRaisingStartTime: startMs,
      fundRaisingEndTime: startMs + 3 * 7 * day,
      authorizedAccepted: true,
      // The creator's zone, for outreach's days and quiet hours.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(requestsTo(fetchMock, fundraiserRouteTable.createGroups)[0]?.body).toEqual({
      groups: [
        { groupName: 'Red Team', groupTarget: 200_000, groupCause: '', fundRaisingId: fundraiserId },
        { groupName: 'Blue Team', groupTarget: 100_000, groupCause: '', fundRaisingId: fundraiserId },
      ],
    });
    expect(requestsTo(fetchMock, fundraiserRouteTable.updateFundRaising).map((request) => request.body)).toEqual([
      { fundRaisingId: fundraiserId, fundRaisingGoal: 500_000 },
      { fundRaisingId: fundraiserId, fundRaisingCause: 'New band uniforms' },
    ]);
  }, 30_000);

  it('links the chosen payout account to the fundraiser and the groups created, then opens the dashboard', async () => {
    let fundraiser = detail({ fundRaisingGoal: 0, fundRaisingCause: '' });
    const fetchMock = mockApi({
      ...mockRoute(fundraiserRouteTable.getSimilarFundraisings, () => ({ body: { message: 'ok', data: [] } })),
      ...mockRoute(fundraiserRouteTable.createFundRaising, () => ({
        body: { message: 'Fundraiser has been created successfully', data: fundraiser },
      })),
      ...mockRoute(fundraiserRouteTable.createGroups, ({ body }) => ({
        body: {
          message: 'Group created successfully!',
          data: (body as CreateGroupsRequest).groups.map((draft, index) =>
            group(index as 0 | 1, { groupName: draft.groupName, groupTarget: 0 }),
          ),
        },
      })),
      ...mockRoute(fundraiserRouteTable.updateFundRaising, ({ body }) => {
        const update = body as UpdateFundraiserRequest;
        fundraiser = {
          ...fundraiser,
          ...(update.fundRaisingGoal === undefined ? {} : { fundRaisingGoal: Number(update.fundRaisingGoal) }),
          ...(update.fundRaisingCause === undefined ? {} : { fundRaisingCause: update.fundRaisingCause }),
        };
        return { body: { message: 'Fundraiser Updated Successfully!', data: fundraiser } };
      }),
      ...mockRoute(moneyRouteTable.updateFundRaisingStripe, () => ({
        body: {
          message: 'Fundraiser Updated Successfully!',
          data: { fundRaisingId: fundraiserId, fundRaisingStripe: 'acct_9Chosen' },
        },
      })),
      ...mockRoute(fundraiserRouteTable.updateGroup, () => ({
        body: { message: 'Group updated successfully!', data: group(0, { stripe: 'acct_9Chosen' }) },
      })),
    });
    const { user } = renderWizard({ withPicker: true });

    await fillInfo(user, isoDateOf(Date.now() + 10 * day));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Continue and create' }));
    const first = await screen.findByRole('group', { name: 'Group 1' });
    await fill(user, within(first).getByLabelText('Group name'), 'Red Team');
    await fill(user, within(screen.getByRole('group', { name: 'Group 2' })).getByLabelText('Group name'), 'Blue Team');
    await user.click(screen.getByRole('button', { name: 'Create groups' }));
    await fill(user, await screen.findByLabelText('Fundraiser goal in dollars'), '5000');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await fill(user, await screen.findByLabelText('Cause'), 'New band uniforms');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Link a payment account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link and finish with acct_9Chosen' }));

    expect(await screen.findByText('Fundraiser dashboard page')).toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.updateFundRaisingStripe)[0]?.body).toEqual({
      fundRaisingId: fundraiserId,
      fundRaisingStripe: 'acct_9Chosen',
    });
    expect(requestsTo(fetchMock, fundraiserRouteTable.updateGroup).map((request) => request.body)).toEqual([
      { groupId: groupIds[0], stripe: 'acct_9Chosen' },
      { groupId: groupIds[1], stripe: 'acct_9Chosen' },
    ]);
  }, 30_000);
});
