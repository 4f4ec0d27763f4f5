import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, requestsTo, type MockResponse } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { SupportForm } from './support-form';

const sent = 'Thanks! Your message reached our support team. We sent you an email with your request reference.';
const captchaOff = { 'GET /api/captcha/challenge': () => ({ body: { enabled: false } }) };
const captchaOn = { 'GET /api/captcha/challenge': () => ({ body: { parameters: {} } }) };

function fields() {
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    send: screen.getByRole('button', { name: /Send message|Sending/ }),
  };
}

describe('SupportForm', () => {
  it('names every missing field, with the shared messages, and sends nothing', async () => {
    const fetchMock = mockApi(captchaOff);
    const { user } = renderWithProviders(<SupportForm />);

    await user.click(fields().send);

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/site/support')).toHaveLength(0);
  });

  it('rejects an invalid email', async () => {
    mockApi(captchaOff);
    const { user } = renderWithProviders(<SupportForm />);
    const { name, email, message, send } = fields();

    await user.type(name, 'Ada');
    await user.type(email, 'ada@');
    await user.type(message, 'Hello');
    await user.click(send);

    expect(await screen.findByText('It must be a valid email')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('It must be a valid email');
  });

  it('sends the request, disables the form meanwhile, then confirms and resets', async () => {
    const reply = deferred<MockResponse>();
    const fetchMock = mockApi({ ...captchaOff, 'POST /api/site/support': () => reply.promise });
    const { user } = renderWithProviders(<SupportForm />);
    const { name, email, message, send } = fields();

    await user.type(name, ' Ada Lovelace ');
    await user.type(email, 'Ada@Example.com');
    await user.type(message, 'Our fundraiser page shows the wrong goal.');
    await user.click(send);

    await waitFor(() => expect(fields().send).toBeDisabled());
    expect(name).toBeDisabled();
    expect(fields().send).toHaveTextContent('Sending…');

    reply.resolve({ body: { message: sent } });

    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(screen.getAllByText(sent)).toHaveLength(1); // said once, not repeated by a toast
    expect(requestsTo(fetchMock, 'POST', '/api/site/support')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Our fundraiser page shows the wrong goal.',
    });
    await waitFor(() => expect(fields().name).toHaveValue(''));
    expect(fields().email).toHaveValue('');
    expect(fields().message).toHaveValue('');
    expect(fields().send).toBeEnabled();
  });

  it("shows the server's message and its field errors, keeping the input", async () => {
    mockApi({
      ...captchaOff,
      'POST /api/site/support': () => ({
        status: 400,
        body: { message: 'Please check the form.', errors: { message: ['Message must be at most 5000 characters'] } },
      }),
    });
    const { user } = renderWithProviders(<SupportForm />);
    const { name, email, message, send } = fields();

    await user.type(name, 'Ada');
    await user.type(email, 'ada@example.com');
    await user.type(message, 'Hi');
    await user.click(send);

    expect(await screen.findByText('Please check the form.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at most 5000 characters')).toBeInTheDocument();
    expect(fields().name).toHaveValue('Ada');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a refused field once, under the field, when the server message repeats it', async () => {
    const tooLong = 'Message must be at most 5000 characters';
    mockApi({
      ...captchaOff,
      'POST /api/site/support': () => ({ status: 400, body: { message: tooLong, errors: { message: [tooLong] } } }),
    });
    const { user } = renderWithProviders(<SupportForm />);
    const { name, email, message, send } = fields();

    await user.type(name, 'Ada');
    await user.type(email, 'ada@example.com');
    await user.type(message, 'Hi');
    await user.click(send);

    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    // A toast would arrive once sonner has loaded; give it the chance to.
    await import('sonner');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getAllByText(tooLong)).toHaveLength(1);
  });

  it('asks for the captcha when the server has it on, and sends nothing until it is solved', async () => {
    const fetchMock = mockApi(captchaOn);
    const { user } = renderWithProviders(<SupportForm />);
    const { name, email, message, send } = fields();

    expect(await screen.findByTestId('captcha')).toBeInTheDocument();
    await user.type(name, 'Ada');
    await user.type(email, 'ada@example.com');
    await user.type(message, 'Hi');
    await user.click(send);

    expect(await screen.findByText('Please complete the captcha')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/site/support')).toHaveLength(0);
  });

  it('shows the captcha when the server asks for one it did not announce', async () => {
    mockApi({
      ...captchaOff,
      'POST /api/site/support': () => ({
        status: 400,
        body: { message: 'Please complete the captcha', errors: { captcha: ['Please complete the captcha'] } },
      }),
    });
    const { user } = renderWithProviders(<SupportForm />);
    const { name, email, message, send } = fields();

    await user.type(name, 'Ada');
    await user.type(email, 'ada@example.com');
    await user.type(message, 'Hi');
    await user.click(send);

    expect(await screen.findByTestId('captcha')).toBeInTheDocument();
    expect(screen.getByText('Please complete the captcha')).toBeInTheDocument();
    expect(fields().name).toHaveValue('Ada');
  });
});
