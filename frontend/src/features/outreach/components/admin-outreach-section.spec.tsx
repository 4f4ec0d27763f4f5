import { outreachMessages, outreachRouteTable } from '@fundplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import {
  getOutreachAudienceRoute,
  getOutreachReportRoute,
  outreachAudience,
  outreachMessage,
  outreachReport,
  sendResult,
} from '@/test/outreach-fixtures';
import { renderWithProviders } from '@/test/render';
import { AdminOutreachSection } from './admin-outreach-section';

const fundraiserId = '7a1b2c3d-0000-4000-8000-000000000001';
const { participants, teamMembers } = outreachAudience();
const section = () => screen.getByRole('region', { name: 'Outreach' });

function renderSection(mayMessage: boolean) {
  return renderWithProviders(<AdminOutreachSection fundraiserId={fundraiserId} mayMessage={mayMessage} />);
}

/** Opens the administrators' dialog once the report is there. */
async function openDialog(user: ReturnType<typeof renderSection>['user']) {
  await within(section()).findByRole('table', { name: 'Outreach report' });
  await user.click(within(section()).getByRole('button', { name: 'Message participants / team members' }));
  return screen.getByRole('dialog', { name: 'Message participants / team members' });
}

describe('AdminOutreachSection', () => {
  it('reports each participant’s messages and attributed donations, with totals', async () => {
    const fetchMock = mockApi(getOutreachReportRoute());
    renderSection(false);

    const table = await within(section()).findByRole('table', { name: 'Outreach report' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Participant',
      'Emails',
      'Texts',
      'Delivered',
      'Failed',
      'Opted out',
      'Scheduled',
      'Donations',
      'Amount',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const [robin, casey, totals] = within(table).getAllByRole('row').slice(1);
    expect(cells(robin as HTMLElement)).toEqual(['Robin Young', '3', '2', '4', '1', '0', '0', '2', '$50']);
    expect(cells(casey as HTMLElement)).toEqual(['Casey Student', '1', '4', '2', '0', '1', '2', '1', '$25.50']);
    expect(cells(totals as HTMLElement)).toEqual(['Total', '4', '6', '6', '1', '1', '2', '3', '$75.50']);
    expect(within(section()).getByText(outreachMessages.noMessages)).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.getOutreachReport)[0]?.url.searchParams.get('fundRaiserId')).toBe(
      fundraiserId,
    );
  });

  it('shows no message action without the Send emails and texts privilege, and says why', async () => {
    mockApi(getOutreachReportRoute());
    renderSection(false);

    await within(section()).findByRole('table', { name: 'Outreach report' });
    expect(
      within(section()).queryByRole('button', { name: 'Message participants / team members' }),
    ).not.toBeInTheDocument();
    expect(section()).toHaveTextContent('needs the “Send emails and texts” privilege');
  });

  it('says when the report could not be loaded', async () => {
    mockApi(
      mockRoute(outreachRouteTable.getOutreachReport, () => ({
        status: 403,
        body: { message: 'Administrators only' },
      })),
    );
    renderSection(true);

    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(outreachMessages.reportLoadError);
    expect(alert).toHaveTextContent('Administrators only');
  });

  it('messages chosen participants with a required note, then lists the administrators’ messages', async () => {
    let sent = false;
    const adminMessage = outreachMessage(1, {
      recipientKind: 'participant',
      recipientName: 'Casey Student',
      address: 'casey@example.com',
    });
    const fetchMock = mockApi({
      ...getOutreachReportRoute(() => outreachReport({ adminMessages: sent ? [adminMessage] : [] })),
      ...getOutreachAudienceRoute(),
      ...mockRoute(outreachRouteTable.adminSendOutreachMessages, () => {
        sent = true;
        return { body: { message: 'OK', data: sendResult([adminMessage]) } };
      }),
    });
    const { user } = renderSection(true);
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('Your message goes to every participant of this fundraiser');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(outreachMessages.adminNoteRequired)).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.adminSendOutreachMessages)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Text' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Casey Student' }));
    expect(dialog).toHaveTextContent('Your message goes to 1 chosen participant');
    await user.type(within(dialog).getByLabelText('Message'), 'Game night on Friday!');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const result = await screen.findByRole('dialog', { name: 'Your messages' });
    expect(requestsTo(fetchMock, outreachRouteTable.adminSendOutreachMessages)[0]?.body).toEqual({
      fundRaiserId: fundraiserId,
      channel: 'sms',
      audience: 'participants',
      accountIds: [participants[0]?._id],
      note: 'Game night on Friday!',
    });
    expect(within(result).getByRole('listitem', { name: 'Email to Casey Student' })).toHaveTextContent('Queued');
    await user.click(within(result).getByRole('button', { name: 'Done' }));

    const adminList = await within(section()).findByRole('list', { name: 'Messages from administrators' });
    expect(within(adminList).getByRole('listitem', { name: 'Email to Casey Student' })).toBeInTheDocument();
  });

  it('lists the team members with whose team each is on, and messages the ones chosen', async () => {
    const fetchMock = mockApi({
      ...getOutreachReportRoute(),
      ...getOutreachAudienceRoute(),
      ...mockRoute(outreachRouteTable.adminSendOutreachMessages, () => ({
        body: { message: 'OK', data: sendResult([], [{ name: 'Pat Parent', reason: outreachMessages.noPhoneNumber }]) },
      })),
    });
    const { user } = renderSection(true);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Robin Young' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Team members' }));

    const choice = within(dialog).getByRole('group', { name: 'Only some team members (optional)' });
    expect(
      within(choice)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Pat Parent · on Robin Young’s team', 'Sam Sibling · on Casey Student’s team']);
    expect(dialog).toHaveTextContent('Your message goes to every team member of this fundraiser');
    await user.click(within(choice).getByRole('checkbox', { name: /Pat Parent/ }));
    expect(dialog).toHaveTextContent('Your message goes to 1 chosen team member');
    await user.click(within(dialog).getByRole('radio', { name: 'Text' }));
    await user.type(within(dialog).getByLabelText('Message'), 'Thank you, Pat');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const result = await screen.findByRole('dialog', { name: 'Your messages' });
    // Only the team member: the participant checked before switching is not sent to.
    expect(requestsTo(fetchMock, outreachRouteTable.adminSendOutreachMessages)[0]?.body).toEqual({
      fundRaiserId: fundraiserId,
      channel: 'sms',
      audience: 'teamMembers',
      accountIds: [teamMembers[0]?._id],
      note: 'Thank you, Pat',
    });
    expect(within(result).getByRole('region', { name: 'Skipped' })).toHaveTextContent(
      `Pat Parent ${outreachMessages.noPhoneNumber}`,
    );
    expect(requestsTo(fetchMock, outreachRouteTable.getOutreachAudience)[0]?.url.searchParams.get('fundRaiserId')).toBe(
      fundraiserId,
    );
  });

  it('keeps each audience’s choice while switching, and messages all team members when none is chosen', async () => {
    const fetchMock = mockApi({
      ...getOutreachReportRoute(),
      ...getOutreachAudienceRoute(),
      ...mockRoute(outreachRouteTable.adminSendOutreachMessages, () => ({
        body: { message: 'OK', data: sendResult([]) },
      })),
    });
    const { user } = renderSection(true);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Casey Student' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Team members' }));
    expect(within(dialog).getByRole('checkbox', { name: /Pat Parent/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Participants' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Casey Student' })).toBeChecked();
    expect(dialog).toHaveTextContent('Your message goes to 1 chosen participant');

    await user.click(within(dialog).getByRole('radio', { name: 'Team members' }));
    await user.type(within(dialog).getByLabelText('Message'), 'Thank you all');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await screen.findByRole('dialog', { name: 'Your messages' });
    expect(requestsTo(fetchMock, outreachRouteTable.adminSendOutreachMessages)[0]?.body).toMatchObject({
      audience: 'teamMembers',
      accountIds: [],
    });
  });

  it('says when the fundraiser has no team members, and holds Send for them', async () => {
    mockApi({ ...getOutreachReportRoute(), ...getOutreachAudienceRoute(outreachAudience({ teamMembers: [] })) });
    const { user } = renderSection(true);
    const dialog = await openDialog(user);
    await within(dialog).findByRole('checkbox', { name: 'Casey Student' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Team members' }));
    expect(dialog).toHaveTextContent('This fundraiser has no team members yet.');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('still messages everyone when the people could not be listed, and says so', async () => {
    const fetchMock = mockApi({
      ...getOutreachReportRoute(),
      ...mockRoute(outreachRouteTable.getOutreachAudience, () => ({
        status: 403,
        body: { message: 'Administrators only' },
      })),
      ...mockRoute(outreachRouteTable.adminSendOutreachMessages, () => ({
        body: { message: 'OK', data: sendResult([]) },
      })),
    });
    const { user } = renderSection(true);
    const dialog = await openDialog(user);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('you can still message all of them');
    expect(alert).toHaveTextContent('Administrators only');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello everyone');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await screen.findByRole('dialog', { name: 'Your messages' });
    expect(requestsTo(fetchMock, outreachRouteTable.adminSendOutreachMessages)[0]?.body).toMatchObject({
      audience: 'participants',
      accountIds: [],
    });
  });
});
