import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state';

/** A query whose answer the test gives, rendered through QueryState. */
function renderWithAnswer(load: () => Promise<string[]>, props: { skeletons?: number } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Names() {
    const names = useQuery({ queryKey: ['names'], queryFn: load });
    return (
      <QueryState query={names} loadingLabel="Loading names" errorTitle="Names could not be loaded" {...props}>
        {(data) => (
          <ul aria-label="Names">
            {data.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </QueryState>
    );
  }
  return render(
    <QueryClientProvider client={client}>
      <Names />
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('shows the placeholders under their label while the data loads', () => {
    renderWithAnswer(() => new Promise<string[]>(() => undefined), { skeletons: 3 });

    const loading = screen.getByRole('status', { name: 'Loading names' });
    expect(loading.children).toHaveLength(3);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the data once it is there', async () => {
    renderWithAnswer(() => Promise.resolve(['Robin', 'Casey']));

    const list = await screen.findByRole('list', { name: 'Names' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Robin', 'Casey']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what could not be loaded and the server’s reason', async () => {
    renderWithAnswer(() => Promise.reject(new Error('Administrators only')));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Names could not be loaded');
    expect(alert).toHaveTextContent('Administrators only');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('asks to try again when the failure gave no reason', async () => {
    renderWithAnswer(() => Promise.reject(new Error('')));

    expect(await screen.findByRole('alert')).toHaveTextContent('Names could not be loaded' + 'Try again in a moment.');
  });
});
