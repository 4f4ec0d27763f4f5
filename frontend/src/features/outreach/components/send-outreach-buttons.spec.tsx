import { outreachHoldReasonTexts, outreachMessages, outreachRouteTable } from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { outreachMessage, sendResult } from '@/test/outreach-fixtures';
import { renderWithProviders } from '@/test/render';
import type { OutreachCandidate } from '../lib/outreach-candidate';
import { formatLocalTime } from '../lib/message-status';
import type { OutreachSender } from '../lib/outreach-sender';
import { SendOutreachButtons } from './send-outreach-buttons';

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const sender: OutreachSender = {
  fundraiserId,
  fundraiserName: 'Spring Gala',
  senderName: 'Robin Young',
  referralCode: 'GmbNp5vi86HY',
};
const rose: OutreachCandidate = {
  kind: 'contact',
  id: '0b7c1f6e-5555-4000-8000-000000000001',
  name: 'Grandma Rose',
  email: 'rose@example.com',
  phoneNumber: null,
};
const bob: OutreachCandidate = {
  kind: 'teamMember',
  id: '0b7c1f6e-5555-4000-8000-000000000002',
  name: 'Uncle Bob',
  email: 'bob@example.com',
  phoneNumber: '+15551234567',
};
const referralLink = () => `${window.location.origin}/donate/GmbNp5vi86HY?t=…`;

function renderButtons(props: Partial<Parameters<typeof SendOutreachButtons>[0]> = {}) {
  return renderWithProviders(<SendOutreachButtons sender={sender} recipients={[rose, bob]} {...props} />);
}

describe('SendOutreachButtons', () => {
  it('waits until someone is selected', () => {
    mockApi({});
    renderButtons({ recipients: [] });

    expect(screen.getByRole('button', { name: 'Send text' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send email' })).toBeDisabled();
  });

  it('previews the template live, lists who gets it and who is skipped for lack of an address', async () => {
    mockApi({});
    const { user } = renderButtons();

    await user.click(screen.getByRole('button', { name: 'Send text' }));
    const dialog = screen.getByRole('dialog', { name: 'Send text' });
    const recipients = within(dialog).getByRole('region', { name: 'Recipients' });
    expect(recipients).toHaveTextContent('To 1 person');
    expect(recipients).toHaveTextContent('Uncle Bob(555) 123-4567');
    expect(within(recipients).getByRole('list', { name: 'Skipped' })).toHaveTextContent(
      `Grandma Rose ${outreachMessages.noPhoneNumber}`,
    );
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Robin Young is raising money for Spring Gala on FundPlay.');
    expect(preview).toHaveTextContent(`Give: ${referralLink()}`);
    expect(preview).toHaveTextContent('Reply STOP to opt out.');

    await user.type(within(dialog).getByLabelText('Personal note (optional)'), 'Thank you!');
    expect(preview).toHaveTextContent('Thank you!');
    expect(dialog).toHaveTextContent('10/280 characters');

    await user.click(within(dialog).getByRole('radio', { name: 'Email' }));
    expect(screen.getByRole('dialog', { name: 'Send email' })).toBeInTheDocument();
    expect(recipients).toHaveTextContent('To 2 people');
    expect(within(recipients).queryByRole('list', { name: 'Skipped' })).not.toBeInTheDocument();
    expect(preview).toHaveTextContent('Robin Young invites you to support Spring Gala');
    expect(preview).toHaveTextContent('Hi Grandma Rose,');
    expect(preview).toHaveTextContent('Robin Young writes: Thank you!');
    expect(preview).toHaveTextContent(`Give through their link: ${referralLink()}`);
    expect(preview).toHaveTextContent(
      `To stop all messages from FundPlay to this address, open ${window.location.origin}/unsubscribe/…`,
    );
    expect(preview).not.toHaveTextContent('Reply STOP');
  });

  it('refuses a note over 280 characters with the server’s message, and sends nothing', async () => {
    const fetchMock = mockApi({});
    const { user } = renderButtons();

    await user.click(screen.getByRole('button', { name: 'Send email' }));
    const dialog = screen.getByRole('dialog', { name: 'Send email' });
    await user.click(within(dialog).getByLabelText('Personal note (optional)'));
    await user.paste('x'.repeat(281));
    expect(dialog).toHaveTextContent('281/280 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText(outreachMessages.noteTooLong)).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.sendOutreachMessages)).toHaveLength(0);
  });

  it('sends to the reachable people and shows what happened to each, then lets the page clear its selection', async () => {
    const scheduledFor = '2027-03-05T13:00:00.000Z';
    const fetchMock = mockApi(
      mockRoute(outreachRouteTable.sendOutreachMessages, () => ({
        body: {
          message: 'OK',
          data: sendResult(
            [
              outreachMessage(1, { channel: 'sms', recipientName: 'Uncle Bob', address: '+15551234567' }),
              outreachMessage(2, {
                channel: 'sms',
                recipientName: 'Aunt May',
                address: '+15551230000',
                status: 'scheduled',
                holdReason: 'quietHours',
                sendAt: scheduledFor,
              }),
              outreachMessage(3, {
                channel: 'sms',
                recipientName: 'Cousin Al',
                address: '+15551230001',
                status: 'opted_out',
                holdReason: 'optedOut',
              }),
              outreachMessage(4, {
                channel: 'sms',
                recipientName: 'Neighbour Sue',
                address: '+15551230002',
                status: 'not_sent',
                holdReason: 'recipientLimit',
              }),
            ],
            [{ name: 'Old Friend', reason: outreachMessages.noPhoneNumber }],
          ),
        },
      })),
    );
    const onSent = vi.fn();
    const { user } = renderButtons({ onSent });

    await user.click(screen.getByRole('button', { name: 'Send text' }));
    const dialog = screen.getByRole('dialog', { name: 'Send text' });
    await user.type(within(dialog).getByLabelText('Personal note (optional)'), ' See you Friday ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const result = await screen.findByRole('dialog', { name: 'Your messages' });
    expect(requestsTo(fetchMock, outreachRouteTable.sendOutreachMessages)[0]?.body).toEqual({
      fundRaiserId: fundraiserId,
      channel: 'sms',
      recipients: [{ kind: 'teamMember', id: bob.id }],
      note: 'See you Friday',
    });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(within(result).getByRole('status')).toHaveTextContent('1 scheduled · 1 queued · 1 opted out · 1 not sent');
    const item = (name: string) => within(result).getByRole('listitem', { name: `Text to ${name}` });
    expect(item('Uncle Bob')).toHaveTextContent('Queued');
    expect(item('Aunt May')).toHaveTextContent(`Scheduled until ${formatLocalTime(scheduledFor)}`);
    expect(item('Aunt May')).toHaveTextContent(outreachHoldReasonTexts.quietHours);
    expect(item('Cousin Al')).toHaveTextContent('Opted out');
    expect(item('Cousin Al')).toHaveTextContent(outreachHoldReasonTexts.optedOut);
    expect(item('Neighbour Sue')).toHaveTextContent('Not sent');
    expect(item('Neighbour Sue')).toHaveTextContent(outreachHoldReasonTexts.recipientLimit);
    const skipped = within(result).getByRole('region', { name: 'Skipped' });
    expect(skipped).toHaveTextContent(`Grandma Rose ${outreachMessages.noPhoneNumber}`);
    expect(skipped).toHaveTextContent(`Old Friend ${outreachMessages.noPhoneNumber}`);

    await user.click(within(result).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s reason when the send is refused, and keeps the message', async () => {
    mockApi(
      mockRoute(outreachRouteTable.sendOutreachMessages, () => ({
        status: 404,
        body: { message: outreachMessages.recipientNotFound },
      })),
    );
    const { user } = renderButtons();

    await user.click(screen.getByRole('button', { name: 'Send email' }));
    const dialog = screen.getByRole('dialog', { name: 'Send email' });
    await user.type(within(dialog).getByLabelText('Personal note (optional)'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(outreachMessages.recipientNotFound);
    expect(within(dialog).getByLabelText('Personal note (optional)')).toHaveValue('Hello');
  });

  it('explains that a referral link comes first and offers the page’s Generate link instead of sending', async () => {
    mockApi({});
    const { user } = renderButtons({
      sender: { ...sender, referralCode: null, referralAction: <button type="button">Generate link</button> },
    });

    await user.click(screen.getByRole('button', { name: 'Send email' }));
    const dialog = screen.getByRole('dialog', { name: 'Send email' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(outreachMessages.noReferralCode);
    expect(within(dialog).getByRole('button', { name: 'Generate link' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
