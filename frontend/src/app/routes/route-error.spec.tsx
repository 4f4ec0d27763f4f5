import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteError } from './route-error';

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([
    { path: '/', loader, element: null, errorElement: <RouteError />, HydrateFallback: () => null },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it("shows a thrown error's message under the fallback heading", async () => {
    renderFailingRoute(() => {
      throw new Error('The fundraiser list could not be read');
    });

    expect(await screen.findByRole('heading', { name: 'Unexpected application error!' })).toBeInTheDocument();
    expect(screen.getByText('The fundraiser list could not be read')).toBeInTheDocument();
  });

  it('shows the status and status text of a thrown response', async () => {
    renderFailingRoute(() => {
      throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
    });

    expect(await screen.findByRole('heading', { name: 'Unexpected application error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
