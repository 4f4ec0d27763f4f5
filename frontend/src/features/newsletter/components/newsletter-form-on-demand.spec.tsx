import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { NewsletterFormOnDemand } from './newsletter-form-on-demand';

const emailBox = () => screen.getByPlaceholderText('Please enter your email');
const standInId = 'newsletter-email-stand-in';

describe('NewsletterFormOnDemand', () => {
  it('stands in without the form code until the pointer arrives, then keeps what was typed', async () => {
    const fetchMock = mockApi({
      'POST /api/site/newsletter': () => ({ body: { message: 'Almost done! Check your inbox.' } }),
    });
    const { user } = renderWithProviders(<NewsletterFormOnDemand />);
    fireEvent.change(emailBox(), { target: { value: 'fan@example.com' } });
    expect(emailBox()).toHaveAttribute('id', standInId);

    fireEvent.pointerEnter(screen.getByRole('form', { name: 'Newsletter' }));
    await waitFor(() => expect(emailBox()).not.toHaveAttribute('id', standInId));
    expect(emailBox()).toHaveValue('fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/site/newsletter')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST', '/api/site/newsletter')[0]?.body).toEqual({ email: 'fan@example.com' });
  });

  it('keeps the focus in the box when a keyboard user tabs into it', async () => {
    mockApi({});
    const { user } = renderWithProviders(<NewsletterFormOnDemand />);

    await user.tab();
    expect(emailBox()).toHaveFocus();

    await waitFor(() => expect(emailBox()).not.toHaveAttribute('id', standInId));
    expect(emailBox()).toHaveFocus();
  });
});
