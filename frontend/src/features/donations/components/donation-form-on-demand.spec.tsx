import { layoutRouteTable, type PaymentsConfig } from '@fundplay/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import type { GiftTarget } from '../lib/gift-target';

const target: GiftTarget = {
  code: 'GmbNp5vi86HY',
  fundRaisingId: '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e01',
  fundRaisingName: 'Lincoln High Spring Fundraiser',
  supporting: 'Lincoln High Spring Fundraiser',
};

const config: PaymentsConfig = {
  mode: 'sandbox',
  publishableKey: 'pk_test_sandbox_t1',
  sandboxUrl: 'http://127.0.0.1:12111',
  tokenPriceCents: 200,
  tokenEarnCents: 1000,
  platformFeeBasisPoints: 1000,
};

/** An IntersectionObserver the test moves: `scrollIntoView()` reports every observed element as on screen. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    scrollIntoView: () => {
      for (const { callback, elements } of observers) {
        const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length > 0) callback(entries, {} as IntersectionObserver);
      }
    },
  };
}

/** A fresh copy of the module each time: once the form's code has loaded, later forms skip the stand-in. */
async function renderForm() {
  vi.resetModules();
  const { DonationFormOnDemand } = await import('./donation-form-on-demand');
  return renderWithProviders(<DonationFormOnDemand target={target} onDonated={vi.fn()} onRefused={vi.fn()} />);
}

/** Lets a form that loads on its own (it should not) arrive. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

const firstName = () => screen.queryByRole('textbox', { name: 'First name' });
const loading = () => screen.queryByLabelText('Loading the form');

describe('DonationFormOnDemand', () => {
  let viewport: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    viewport = stubIntersectionObserver();
    mockApi(mockRoute(layoutRouteTable.paymentsConfig, () => ({ body: { message: 'OK', data: config } })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the amounts without the form’s code until the pointer arrives, then keeps the chosen amount', async () => {
    await renderForm();
    const amounts = screen.getByRole('group', { name: 'Amount' });
    expect(within(amounts).getByRole('radio', { name: '$10' })).toBeChecked();
    fireEvent.click(within(amounts).getByRole('radio', { name: '$25' }));
    expect(within(amounts).getByRole('radio', { name: '$25' })).toBeChecked();
    await settle();
    expect(loading()).toBeInTheDocument();
    expect(firstName()).not.toBeInTheDocument();

    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Your gift' }));

    await waitFor(() => expect(firstName()).toBeInTheDocument());
    expect(loading()).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '$25' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Donate $25' })).toBeInTheDocument();
  });

  it('keeps the focus on the chosen amount when a keyboard user reaches the amounts', async () => {
    const { user } = await renderForm();

    await user.tab();
    expect(screen.getByRole('radio', { name: '$10' })).toHaveFocus();

    await waitFor(() => expect(firstName()).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: '$10' })).toHaveFocus();
  });

  it('loads the form once the donor scrolls down to its fields', async () => {
    await renderForm();
    await settle();
    expect(firstName()).not.toBeInTheDocument();

    viewport.scrollIntoView();

    await waitFor(() => expect(firstName()).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: '$10' })).toBeChecked();
  });
});
