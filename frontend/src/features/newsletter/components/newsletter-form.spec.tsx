import { siteMessages } from '@fundplay/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { NewsletterForm } from './newsletter-form';

const emailBox = () => screen.getByPlaceholderText('Please enter your email');
const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });

describe('NewsletterForm', () => {
  it('asks for an email before sending anything', async () => {
    const fetchMock = mockApi({});
    const { user } = renderWithProviders(<NewsletterForm />);

    await user.click(subscribeButton());

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an address that is not an email', async () => {
    const fetchMock = mockApi({});
    const { user } = renderWithProviders(<NewsletterForm />);

    await user.type(emailBox(), 'not-an-email');
    await user.click(subscribeButton());

    expect(await screen.findByText('It must be a valid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes, asks to confirm from the inbox under the box, and clears it', async () => {
    const fetchMock = mockApi({
      'POST /api/site/newsletter': () => ({ body: { message: siteMessages.newsletterCheckInbox, data: null } }),
    });
    const { user } = renderWithProviders(<NewsletterForm />);

    await user.type(emailBox(), '  Fan@Example.COM ');
    await user.click(subscribeButton());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Almost done! Check your inbox and open the link we sent to confirm your subscription.',
    );
    expect(requestsTo(fetchMock, 'POST', '/api/site/newsletter')[0]?.body).toEqual({ email: 'fan@example.com' });
    await waitFor(() => expect(emailBox()).toHaveValue(''));
  });

  it("shows the server's error and keeps what was typed", async () => {
    mockApi({
      'POST /api/site/newsletter': () => ({
        status: 429,
        body: { message: 'Too many attempts. Try again in a minute.' },
      }),
    });
    const { user } = renderWithProviders(<NewsletterForm />);

    await user.type(emailBox(), 'fan@example.com');
    await user.click(subscribeButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
    expect(emailBox()).toHaveValue('fan@example.com');
  });
});
