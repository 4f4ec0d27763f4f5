import type { MailboxMessage } from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo } from '@/test/mock-api';
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
});
