import { outreachHoldReasonTexts, outreachMessages, outreachRouteTable } from '@fundplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { getOutreachMessagesRoute, outreachMessage } from '@/test/outreach-fixtures';
import { renderWithProviders } from '@/test/render';
import { outreachMessagesRefreshMs } from '../api/get-outreach-messages';
import { formatLocalTime } from '../lib/message-status';
import { OutreachMessagesSection } from './outreach-messages-section';

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const section = () => screen.getByRole('region', { name: 'Messages' });

describe('OutreachMessagesSection', () => {
  it('lists every message with its status, when a scheduled one goes out and why, and a failure’s error', async () => {
    const fetchMock = mockApi(
      getOutreachMessagesRoute([
        outreachMessage(1, {
          status: 'scheduled',
          holdReason: 'spacing',
          sendAt: '2027-03-06T15:00:00.000Z',
        }),
        outreachMessage(2, {
          channel: 'sms',
          address: '+15550000002',
          status: 'failed',
          error: 'The number cannot receive texts',
        }),
        outreachMessage(3, {
          status: 'delivered',
          sentAt: '2027-03-04T10:01:00.000Z',
          deliveredAt: '2027-03-04T10:02:00.000Z',
        }),
        outreachMessage(4, { status: 'opted_out', holdReason: 'optedOut' }),
      ]),
    );
    renderWithProviders(<OutreachMessagesSection fundraiserId={fundraiserId} />);

    expect(within(section()).getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    const list = await within(section()).findByRole('list', { name: 'Messages sent' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Email to Contact 1',
      'Text to Contact 2',
      'Email to Contact 3',
      'Email to Contact 4',
    ]);
    expect(items[0]).toHaveTextContent(`Scheduled until ${formatLocalTime('2027-03-06T15:00:00.000Z')}`);
    expect(items[0]).toHaveTextContent(outreachHoldReasonTexts.spacing);
    expect(items[1]).toHaveTextContent('(555) 000-0002');
    expect(items[1]).toHaveTextContent('Failed');
    expect(items[1]).toHaveTextContent('The number cannot receive texts');
    expect(items[2]).toHaveTextContent('Delivered');
    expect(items[2]).toHaveTextContent(`Sent ${formatLocalTime('2027-03-04T10:02:00.000Z')}`);
    expect(items[3]).toHaveTextContent('Opted out');
    expect(requestsTo(fetchMock, outreachRouteTable.getOutreachMessages)[0]?.url.searchParams.get('fundRaiserId')).toBe(
      fundraiserId,
    );
  });

  it('says No messages sent yet when there are none', async () => {
    mockApi(getOutreachMessagesRoute([]));
    renderWithProviders(<OutreachMessagesSection fundraiserId={fundraiserId} />);

    expect(await within(section()).findByText(outreachMessages.noMessages)).toBeInTheDocument();
  });

  it('says when the messages could not be loaded, with the server’s reason', async () => {
    mockApi(
      mockRoute(outreachRouteTable.getOutreachMessages, () => ({
        status: 403,
        body: { message: outreachMessages.notAMember },
      })),
    );
    renderWithProviders(<OutreachMessagesSection fundraiserId={fundraiserId} />);

    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(outreachMessages.messagesLoadError);
    expect(alert).toHaveTextContent(outreachMessages.notAMember);
  });

  it('asks again while a message is on its way, and stops once every one has settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answers = 0;
      const fetchMock = mockApi(
        getOutreachMessagesRoute(() => {
          answers += 1;
          return [outreachMessage(1, { status: answers === 1 ? 'queued' : 'delivered' })];
        }),
      );
      renderWithProviders(<OutreachMessagesSection fundraiserId={fundraiserId} />);

      const item = await within(section()).findByRole('listitem', { name: 'Email to Contact 1' });
      expect(item).toHaveTextContent('Queued');
      expect(section()).toHaveTextContent('Updating while some are on their way.');

      await act(() => vi.advanceTimersByTimeAsync(outreachMessagesRefreshMs));
      await waitFor(() => expect(item).toHaveTextContent('Delivered'));
      expect(section()).not.toHaveTextContent('Updating while');

      await act(() => vi.advanceTimersByTimeAsync(outreachMessagesRefreshMs * 3));
      expect(requestsTo(fetchMock, outreachRouteTable.getOutreachMessages)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
