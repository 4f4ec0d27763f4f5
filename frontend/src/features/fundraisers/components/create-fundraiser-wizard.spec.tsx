import { fundraiserRouteTable, type CreateFundraiserRequest } from '@fundplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, requestsTo, type RouteMockResponse } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { isoDateOf } from '../lib/dates';
import type { PayoutAccountPickerProps } from '../lib/payout-account-picker';
import { fundraiserDraftKey } from '../lib/fundraiser-draft';
import { detail } from '../testing/fundraiser-fixtures';
import { CreateFundraiserWizard } from './create-fundraiser-wizard';

const day = 86_400_000;

/** Stands in for the payouts feature's picker (composed by the app). */
function FakePayoutAccountPicker({
  onLink,
  submitLabel,
  secondaryAction,
  initialChoice,
  onboardingReturnUrl,
}: PayoutAccountPickerProps) {
  return (
    <div>
      <p>Chosen: {initialChoice ?? 'none'}</p>
      <p>Onboarding returns to {onboardingReturnUrl?.('acct_9New')}</p>
      <button type="button" onClick={() => void onLink('acct_9Chosen', 'Chosen PTA')}>
        {submitLabel} with Chosen PTA
      </button>
      {secondaryAction}
    </div>
  );
}

const owner = 'admin-1';

function renderWizard({ withPicker = true, path = '/admin/fundraisers/new' } = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/admin/fundraisers/new"
        element={
          <CreateFundraiserWizard
            redirectDelayMs={20}
            draftOwnerId={owner}
            payoutAccountPicker={withPicker ? FakePayoutAccountPicker : undefined}
          />
        }
      />
      <Route path="/admin/dashboard/:fundraiserId" element={<p>Fundraiser dashboard page</p>} />
    </Routes>,
    { path },
  );
}

type CreateAnswer = RouteMockResponse<typeof fundraiserRouteTable.createFundRaising>;

function wizardApi(
  create: (body: CreateFundraiserRequest) => CreateAnswer = () => ({
    body: { message: 'Fundraiser has been created successfully', data: detail() },
  }),
) {
  return mockApi({
    ...mockRoute(fundraiserRouteTable.getSimilarFundraisings, () => ({ body: { message: 'ok', data: [] } })),
    ...mockRoute(fundraiserRouteTable.createFundRaising, ({ body }) => create(body as CreateFundraiserRequest)),
  });
}

function callsOf(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), window.location.origin);
    return `${init?.method ?? 'GET'} ${url.pathname}`;
  });
}

/** Information and similar names, then two groups: Red Team ($2,000) and Blue Team ($1,000). */
async function throughGroups(user: UserEvent, startDate: string) {
  await fillInfo(user, startDate);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  const first = await screen.findByRole('group', { name: 'Group 1' });
  const second = screen.getByRole('group', { name: 'Group 2' });
  await fill(user, within(first).getByLabelText('Group name'), 'Red Team');
  await fill(user, within(first).getByLabelText(/Group goal/), '2000');
  await fill(user, within(second).getByLabelText('Group name'), 'Blue Team');
  await fill(user, within(second).getByLabelText(/Group goal/), '1000');
  await user.click(screen.getByRole('button', { name: 'Next' }));
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
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('checkbox', { name: /authorized administrator/ }));
}

describe('CreateFundraiserWizard', () => {
  it('checks the information step with the server’s rules and messages', async () => {
    const fetchMock = mockApi({});
    const { user } = renderWizard();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Fundraiser name is required')).toBeInTheDocument();
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

  it('creates a fundraiser starting today with its groups, goal, cause and payout account in one request at the end', async () => {
    const today = isoDateOf(Date.now());
    const fetchMock = wizardApi();
    const { user } = renderWizard();

    await fillInfo(user, today);
    // Where it takes place: the browser's zone unless chosen.
    const zone = screen.getByLabelText('Time zone');
    expect(zone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await user.selectOptions(zone, 'America/Chicago');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    // Groups: names must be unique; nothing is sent yet.
    const first = await screen.findByRole('group', { name: 'Group 1' });
    const second = screen.getByRole('group', { name: 'Group 2' });
    await fill(user, within(first).getByLabelText('Group name'), 'Red Team');
    await fill(user, within(first).getByLabelText(/Group goal/), '2000');
    await fill(user, within(second).getByLabelText('Group name'), 'red team');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(second).findByText('Group names must be unique')).toBeInTheDocument();
    await user.clear(within(second).getByLabelText('Group name'));
    await fill(user, within(second).getByLabelText('Group name'), 'Blue Team');
    await fill(user, within(second).getByLabelText(/Group goal/), '1000');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Goal: required, at least the sum of the group goals.
    const goal = await screen.findByLabelText('Fundraiser goal in dollars');
    expect(screen.getByText('$3,000', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument();
    await fill(user, goal, '2500');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Fundraiser goal must be at least the sum of group goals!')).toBeInTheDocument();
    await user.clear(goal);
    await fill(user, goal, '5000');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await fill(user, await screen.findByLabelText('Cause'), 'New band uniforms');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Link a payout account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose and continue with Chosen PTA' }));

    // The review shows everything; only its button creates.
    expect(await screen.findByRole('heading', { name: 'Review and create' })).toBeInTheDocument();
    expect(screen.getByText(/starts today/)).toBeInTheDocument();
    expect(screen.getByText('Time zone: America/Chicago')).toBeInTheDocument();
    // The payout account by its name, not the provider's id.
    expect(screen.getByText('Chosen PTA')).toBeInTheDocument();
    expect(screen.queryByText(/acct_/)).not.toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual(['GET /api/fundRaisingRoutes/getSimilarFundraisings']);
    await user.click(screen.getByRole('button', { name: 'Create fundraiser' }));

    expect(await screen.findByText('Fundraiser dashboard page')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([
      'GET /api/fundRaisingRoutes/getSimilarFundraisings',
      'POST /api/fundRaisingRoutes/createFundRaising',
    ]);
    const [created] = requestsTo(fetchMock, fundraiserRouteTable.createFundRaising);
    const [year, month, date] = today.split('-').map(Number) as [number, number, number];
    const startMs = new Date(year, month - 1, date).getTime();
    expect(created?.body).toMatchObject({
      fundRaisingName: 'Lincoln Spring Drive',
      zip: '62701',
      fundRaisingTaxId: '123456789',
      fundRaisingStartTime: startMs,
      fundRaisingEndTime: startMs + 3 * 7 * day,
      authorizedAccepted: true,
      timeZone: 'America/Chicago',
      fundRaisingGoal: 500_000,
      fundRaisingCause: 'New band uniforms',
      fundRaisingStripe: 'acct_9Chosen',
      groups: [
        { groupName: 'Red Team', groupTarget: 200_000, groupCause: '' },
        { groupName: 'Blue Team', groupTarget: 100_000, groupCause: '' },
      ],
    });
    // Created: the draft is gone.
    expect(window.localStorage.getItem(fundraiserDraftKey(owner))).toBeNull();
  }, 30_000);

  it('keeps the draft when the person leaves the wizard and restores it when they come back', async () => {
    const fetchMock = wizardApi();
    const first = renderWizard();
    await throughGroups(first.user, isoDateOf(Date.now() + 10 * day));
    await fill(first.user, await screen.findByLabelText('Fundraiser goal in dollars'), '5000');
    first.unmount();
    // The bank numbers stay in this tab only, never in the browser's lasting storage.
    await waitFor(() => expect(window.localStorage.getItem(fundraiserDraftKey(owner))).toContain('Blue Team'));
    expect(window.localStorage.getItem(fundraiserDraftKey(owner))).not.toMatch(/021000021|123456789/);

    const { user } = renderWizard();
    // Back on the step they left, with what they had typed.
    expect(await screen.findByLabelText('Fundraiser goal in dollars')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Back to groups' }));
    expect(within(await screen.findByRole('group', { name: 'Group 2' })).getByLabelText('Group name')).toHaveValue(
      'Blue Team',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fill(user, await screen.findByLabelText('Fundraiser goal in dollars'), '5000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fill(user, await screen.findByLabelText('Cause'), 'Trip');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: /Skip for now/ }));
    await user.click(await screen.findByRole('button', { name: 'Create fundraiser' }));

    expect(await screen.findByText('Fundraiser dashboard page')).toBeInTheDocument();
    const [created] = requestsTo(fetchMock, fundraiserRouteTable.createFundRaising);
    expect(created?.body).toMatchObject({
      fundRaisingName: 'Lincoln Spring Drive',
      fundRaisingRoutingNumber: '021000021',
      fundRaisingAccountNumber: '123456789',
      fundRaisingGoal: 500_000,
      fundRaisingCause: 'Trip',
      groups: [{ groupName: 'Red Team' }, { groupName: 'Blue Team' }],
    });
    expect(created?.body).not.toHaveProperty('fundRaisingStripe');
  }, 30_000);

  it('comes back from payout onboarding to the payment step with the new account chosen', async () => {
    wizardApi();
    const first = renderWizard();
    await throughGroups(first.user, isoDateOf(Date.now() + 10 * day));
    await fill(first.user, await screen.findByLabelText('Fundraiser goal in dollars'), '5000');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await fill(first.user, await screen.findByLabelText('Cause'), 'Trip');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    // The picker is told to have onboarding return here, naming the account.
    expect(
      await screen.findByText(
        `Onboarding returns to ${window.location.origin}/admin/fundraisers/new?payoutAccount=acct_9New`,
      ),
    ).toBeInTheDocument();
    first.unmount();

    renderWizard({ path: '/admin/fundraisers/new?payoutAccount=acct_9New' });
    expect(await screen.findByRole('heading', { name: 'Link a payout account' })).toBeInTheDocument();
    expect(screen.getByText('Chosen: acct_9New')).toBeInTheDocument();
  }, 30_000);

  it('takes the person to the groups step when the server refuses a group, and creates nothing', async () => {
    const refusal = 'Group names must be unique';
    wizardApi(() => ({ status: 409, body: { message: refusal, errors: { 'groups.1.groupName': [refusal] } } }));
    const { user } = renderWizard({ withPicker: false });
    await throughGroups(user, isoDateOf(Date.now() + 10 * day));
    await fill(user, await screen.findByLabelText('Fundraiser goal in dollars'), '5000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fill(user, await screen.findByLabelText('Cause'), 'Trip');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: /Skip for now/ }));
    await user.click(await screen.findByRole('button', { name: 'Create fundraiser' }));

    const second = await screen.findByRole('group', { name: 'Group 2' });
    expect(await within(second).findByText(refusal)).toBeInTheDocument();
    // Still a draft: nothing was lost.
    await waitFor(() => expect(window.localStorage.getItem(fundraiserDraftKey(owner))).toContain('Blue Team'));
  }, 30_000);
});
