import { outreachMessages, outreachRouteTable, type ConsentPreference } from '@fundplay/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const token = 'u7Hq2LmX9pQa4RtY';

/** A consent store the page reads and writes, like the server's: one address, subscribed or not. */
function consentServer(initial: ConsentPreference) {
  let preference = initial;
  return mockApi({
    ...mockRoute(outreachRouteTable.getConsent, ({ url }) =>
      url.searchParams.get('token') === token
        ? { body: { message: 'OK', data: preference } }
        : { status: 404, body: { message: outreachMessages.unsubscribeNotFound } },
    ),
    ...mockRoute(outreachRouteTable.setConsent, ({ body }) => {
      const { subscribed } = body as { subscribed: boolean };
      preference = { ...preference, subscribed, changedAt: '2027-03-04T12:00:00.000Z' };
      return { body: { message: 'OK', data: preference } };
    }),
  });
}

describe('/unsubscribe/{token}', () => {
  it('shows the masked address and its preference, and unsubscribes and resubscribes without signing in', async () => {
    const fetchMock = consentServer({
      channel: 'email',
      maskedAddress: 'r•••@example.com',
      subscribed: true,
      changedAt: null,
    });
    const { user } = renderApp(`/unsubscribe/${token}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Message preferences' })).toBeInTheDocument();
    expect(await screen.findByText('r•••@example.com')).toBeInTheDocument();
    expect(screen.getByText('Email address')).toBeInTheDocument();
    expect(screen.getByText('You can receive messages')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(outreachMessages.unsubscribed)).toBeInTheDocument();
    expect(screen.getByText('Unsubscribed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.setConsent)[0]?.body).toEqual({ token, subscribed: false });

    await user.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(await screen.findByText(outreachMessages.resubscribed)).toBeInTheDocument();
    expect(screen.getByText('You can receive messages')).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.setConsent)[1]?.body).toEqual({ token, subscribed: true });
    // Public: no session was asked for at any point.
    expect(fetchMock.mock.calls.every(([, init]) => !new Headers(init?.headers).has('Authorization'))).toBe(true);
  });

  it('shows a phone number’s preference when the link came in a text', async () => {
    consentServer({ channel: 'sms', maskedAddress: '•••••••0123', subscribed: false, changedAt: null });
    renderApp(`/unsubscribe/${token}`);

    expect(await screen.findByText('•••••••0123')).toBeInTheDocument();
    expect(screen.getByText('Phone number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeInTheDocument();
  });

  it('says the link is not valid when the server does not know the token', async () => {
    consentServer({ channel: 'email', maskedAddress: 'x', subscribed: true, changedAt: null });
    renderApp('/unsubscribe/not-a-known-token-at-all');

    expect(await screen.findByRole('alert')).toHaveTextContent(outreachMessages.unsubscribeNotFound);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
