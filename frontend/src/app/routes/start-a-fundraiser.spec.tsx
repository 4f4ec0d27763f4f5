import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/test/fake-socket';
import { contactDetails, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

// The home page listens for live figures.
vi.mock('@/lib/socket', () => ({ getSocket: () => createFakeSocket() }));

describe('"Start a fundraiser"', () => {
  it.each([
    ['/', 'Raise more together, and have fun doing it.'],
    ['/about', 'About FundPlay'],
  ])('on %s leads to the administrator sign-up', async (path, heading) => {
    mockApi({
      'GET /api/site/contact': () => ({ body: contactDetails }),
      'GET /api/site/figures': () => ({
        body: { fundraisersRun: 0, raisedCents: 0, platformFeeBasisPoints: 1000, tokenPriceCents: 250 },
      }),
    });
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });

    expect(screen.getByRole('link', { name: 'Start a fundraiser' })).toHaveAttribute('href', '/admin/signup');
  });
});
