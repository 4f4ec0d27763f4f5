import { outreachRouteTable, type MailboxMessage } from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { Mailbox } from './mailbox';

const messages: MailboxMessage[] = [
  {
    channel: 'sms',
    to: '+15550100',
    subject: null,
    body: 'Your FundPlay code is 12345',
    createdAt: '2026-01-02T10:00:00.000Z',
  },
  {
    channel: 'email',
    to: 'fan@example.com',
    subject: 'Confirm your subscription',
    body: 'Hello!\n\nConfirm here: https://fundplay.test/confirm?t=abc\n\nThanks',
    createdAt: '2026-01-02T09:00:00.000Z',
  },
];

const renderMailbox = (path = '/dev/mailbox') =>
  renderWithProviders(<Mailbox header={<h1>Dev mailbox</h1>} unavailable={<h1>Page not found</h1>} />, { path });

describe('Mailbox', () => {
  it('lists messages newest first with their channel, subject and body', async () => {
    mockApi({ 'GET /api/dev/messages': () => ({ body: messages }) });
    renderMailbox();

    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    const [first, second] = within(list).getAllByRole('article');
    const sms = screen.getByRole('article', { name: 'SMS to +15550100' });
    const email = screen.getByRole('article', { name: 'Email to fan@example.com' });
    expect([first, second]).toEqual([sms, email]);
    expect(sms).toHaveTextContent('Your FundPlay code is 12345');
    expect(within(email).getByRole('heading', { name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(within(email).getByRole('link', { name: 'https://fundplay.test/confirm?t=abc' })).toBeInTheDocument();
  });

  it('asks the server for one recipient when filtered, and says when nothing arrived', async () => {
    const fetchMock = mockApi({ 'GET /api/dev/messages': () => ({ body: [] }) });
    const { user } = renderMailbox();
    await screen.findByText('No messages yet');

    await user.type(screen.getByRole('searchbox', { name: 'Filter by recipient' }), 'nobody@example.com');

    expect(await screen.findByText('No messages to nobody@example.com yet')).toBeInTheDocument();
    // The filtered request may leave just after the text shows: wait for it rather than race it.
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/api/dev/messages').at(-1)?.url.searchParams.get('to')).toBe(
        'nobody@example.com',
      ),
    );
  });

  it('steps aside when the server has no mailbox (production)', async () => {
    mockApi({});
    renderMailbox();

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dev mailbox' })).not.toBeInTheDocument();
  });

  it('answers a text as its phone would, with STOP, START, HELP or any words, and shows FundPlay’s answer', async () => {
    let inbox = [...messages];
    const fetchMock = mockApi({
      'GET /api/dev/messages': () => ({ body: inbox }),
      ...mockRoute(outreachRouteTable.devReply, ({ body }) => {
        const { from, body: text } = body as { from: string; body: string };
        const reply = text === 'STOP' ? 'You are unsubscribed from FundPlay. Reply START to resubscribe.' : null;
        if (reply)
          inbox = [
            { channel: 'sms', to: from, subject: null, body: reply, createdAt: '2026-01-02T11:00:00.000Z' },
            ...inbox,
          ];
        return { body: { message: 'OK', data: { reply } } };
      }),
    });
    const { user } = renderMailbox();

    const sms = await screen.findByRole('article', { name: 'SMS to +15550100' });
    expect(within(screen.getByRole('article', { name: 'Email to fan@example.com' })).queryByRole('form')).toBeNull();
    const reply = within(sms).getByRole('form', { name: 'Reply from +15550100' });
    await user.click(within(reply).getByRole('button', { name: 'Reply STOP' }));

    expect(await within(reply).findByRole('status')).toHaveTextContent(
      'FundPlay answered: You are unsubscribed from FundPlay. Reply START to resubscribe.',
    );
    expect(requestsTo(fetchMock, outreachRouteTable.devReply)[0]?.body).toEqual({ from: '+15550100', body: 'STOP' });
    // The answer lands in the mailbox at once, and the box that asked keeps showing it.
    expect(await screen.findAllByRole('article', { name: 'SMS to +15550100' })).toHaveLength(2);
    expect(within(reply).getByRole('status')).toBeInTheDocument();

    await user.type(within(reply).getByRole('textbox', { name: 'Reply as +15550100' }), 'Thanks!');
    await user.click(within(reply).getByRole('button', { name: 'Reply' }));
    expect(await within(reply).findByText('Reply received; FundPlay sent no answer.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.devReply)[1]?.body).toEqual({ from: '+15550100', body: 'Thanks!' });
  });
});
