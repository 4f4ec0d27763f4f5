import {
  campaignMessages,
  layoutRouteTable,
  moneyMessages,
  moneyRouteTable,
  type PaymentsConfig,
  type SponsorRow,
} from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, requestsTo, type MockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import type { GiftTarget } from '../lib/gift-target';
import { DonationPanel } from './donation-page';

const fundraiserId = '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e01';
const sponsorId = '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e09';
const sponsorRow: SponsorRow = {
  _id: sponsorId,
  fundRaisingId: '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e01',
  firstName: 'Sam',
  lastName: 'Baker',
  businessName: 'Corner Bakery',
  websiteUrl: 'https://bakery.example.com',
  businessImage: null,
  type: 'business',
  isFeatured: true,
  totalTransactions: 1,
  amount: 2500,
  createdAt: '2026-11-22T10:00:00.000Z',
};

const target: GiftTarget = {
  code: 'GmbNp5vi86HY',
  fundRaisingId: fundraiserId,
  fundRaisingName: 'Lincoln High Spring Fundraiser',
  supporting: 'Casey S.',
};

const share = {
  url: 'http://localhost:3000/donate/GmbNp5vi86HY',
  title: 'Help Casey S. raise $500 for Lincoln High Spring Fundraiser',
  text: 'Help Casey S. raise $500 for Lincoln High Spring Fundraiser. Every gift counts:',
};

const config: PaymentsConfig = {
  mode: 'sandbox',
  publishableKey: 'pk_test_sandbox_t1',
  sandboxUrl: 'http://127.0.0.1:12111',
  tokenPriceCents: 200,
  tokenEarnCents: 1000,
  platformFeeBasisPoints: 1000,
};

const paymentIntentId = 'pi_3Pq7Test';
const confirmPath = `POST /v1/payment_intents/${paymentIntentId}/confirm`;

function serve(routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    ...mockRoute(layoutRouteTable.paymentsConfig, () => ({ body: { message: 'OK', data: config } })),
    ...mockRoute(moneyRouteTable.getDonations, ({ body }) => {
      const { amount, coverFee } = body as { amount: number; coverFee: boolean };
      const amountCents = coverFee ? 2777 : amount;
      return {
        body: {
          message: 'OK',
          data: {
            clientSecret: `${paymentIntentId}_secret_abc`,
            paymentIntentId,
            amountCents,
            coveredFeeCents: amountCents - amount,
            tokens: 0,
          },
        },
      };
    }),
    ...mockRoute(moneyRouteTable.paymentStatus, () => ({
      body: {
        message: 'OK',
        data: {
          paymentIntentId,
          status: 'succeeded' as const,
          amountCents: 2777,
          kind: 'donation' as const,
          receiptSentTo: 'j***@example.com',
        },
      },
    })),
    [confirmPath]: () => ({ body: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded' } }),
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<DonationPanel target={target} share={share} />) };
}

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillDonor(user: User, { first = 'Jane', last = 'Doe', email = 'jane@example.com' } = {}) {
  await user.type(await screen.findByRole('textbox', { name: /first name/i }), first);
  await user.type(screen.getByRole('textbox', { name: /last name/i }), last);
  await user.type(screen.getByRole('textbox', { name: 'Email for your receipt' }), email);
}

async function payWithCard(user: User, card: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: `Use ${card}` }));
  await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
  return dialog;
}

describe('DonationPanel', () => {
  it('offers the quick picks and shows an anonymous donor’s last name as its initial', async () => {
    const { user } = serve();

    const amounts = await screen.findByRole('group', { name: 'Amount' });
    expect(
      within(amounts)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['$10', '$15', '$25', '$50', '$75', '$100', 'Other']);
    expect(within(amounts).getByRole('radio', { name: '$10' })).toBeChecked();

    // The amounts come first; the rest of the form follows with its code.
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Jane');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'doe');
    await user.click(screen.getByRole('checkbox', { name: 'Give anonymously' }));

    expect(screen.getByText('The supporters wall says Anonymous instead of your name.')).toBeInTheDocument();
    expect(screen.getByText(/On the wall:/).closest('p')).toHaveTextContent('On the wall: Anonymous · $10');
  });

  it('refuses a message over 280 characters with the contract’s message, and can hide the amount', async () => {
    const { user, fetchMock } = serve();

    await fillDonor(user);
    const message = screen.getByRole('textbox', { name: 'Message (optional)' });
    await user.click(message);
    await user.paste('a'.repeat(281));
    expect(screen.getByText('281/280 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show my gift amount on the page' }));
    expect(screen.getByText(/On the wall:/).closest('p')).toHaveTextContent(/^On the wall: Jane D\. · “a{60}…”$/);
    await user.click(screen.getByRole('button', { name: 'Donate $10' }));

    expect(await screen.findByText(campaignMessages.supporterMessageLength)).toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.getDonations)).toHaveLength(0);

    await user.clear(message);
    await user.type(message, 'Proud of you');
    await user.click(screen.getByRole('button', { name: 'Donate $10' }));
    await screen.findByRole('dialog');
    expect(requestsTo(fetchMock, moneyRouteTable.getDonations)[0]?.body).toMatchObject({
      message: 'Proud of you',
      showAmount: false,
    });
  });

  it('refuses less than $5 or cents for Other with the contract’s messages, and sends nothing', async () => {
    const { user, fetchMock } = serve();

    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    await user.type(await screen.findByRole('textbox', { name: 'Other amount (whole dollars)' }), '4');
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(await screen.findByText(moneyMessages.donationMinimum)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Other amount (whole dollars)' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount (whole dollars)' }), '12.5');
    expect(await screen.findByText(moneyMessages.wholeDollars)).toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.getDonations)).toHaveLength(0);
  });

  it('takes a $25 gift covering the fee by sandbox card, then thanks the donor with the receipt address', async () => {
    const { user, fetchMock } = serve();

    await user.click(await screen.findByRole('radio', { name: '$25' }));
    await fillDonor(user);
    await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'Go Casey!');
    expect(screen.getByText('9/280 characters')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show my gift amount on the page' })).toBeChecked();
    expect(screen.getByText(/On the wall:/).closest('p')).toHaveTextContent('On the wall: Jane D. · $25 · “Go Casey!”');
    await user.click(screen.getByRole('checkbox', { name: /Cover the 10% platform fee \(\+\$2\.77\)/ }));
    expect(screen.getByText('Your card is charged $27.77, so all $25 reaches the cause.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Donate $27.77' }));

    expect(await screen.findByRole('dialog', { name: 'Donate $25' })).toHaveTextContent(
      'To Lincoln High Spring Fundraiser. Your card is charged $27.77.',
    );
    await payWithCard(user, '4242 4242 4242 4242');
    expect(requestsTo(fetchMock, moneyRouteTable.getDonations)[0]?.body).toEqual({
      referalCode: 'GmbNp5vi86HY',
      amount: 2500,
      type: 'individual',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      anonymous: false,
      message: 'Go Casey!',
      showAmount: true,
      coverFee: true,
    });

    expect(await screen.findByRole('heading', { name: 'Thank you, Jane!' })).toBeInTheDocument();
    expect(screen.getByText(/Your gift of/)).toHaveTextContent(
      'Your gift of $25 to Casey S. went through (charged $27.77, so all of it reaches the cause).',
    );
    const sharing = screen.getByRole('group', { name: 'Share Casey S.’s page' });
    expect(within(sharing).getByRole('link', { name: 'Text' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent(`${share.text} ${share.url}`)}`,
    );
    expect(within(sharing).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText(/Receipt sent to/)).toHaveTextContent('Receipt sent to jane@example.com.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.paymentStatus)[0]?.url.searchParams.get('paymentIntentId')).toBe(
      paymentIntentId,
    );
  });

  it('shows a declined card’s message, lets the donor retry, and asks before closing the payment', async () => {
    const { user } = serve({
      [confirmPath]: () => ({
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        },
      }),
    });

    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Donate $10' }));
    const dialog = await payWithCard(user, '4000 0000 0000 0002');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(within(dialog).getByRole('button', { name: 'Pay $10' })).toBeEnabled();

    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Close payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, close it' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: /Thank you/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate $10' })).toBeEnabled();
  });

  it('adds a business sponsor with its logo first, then gives as that sponsor', async () => {
    const { user, fetchMock } = serve({
      // 'Sponsor already exists.' is a success (spec §7): the gift goes to the existing sponsor.
      ...mockRoute(moneyRouteTable.addSponsor, () => ({
        body: { message: moneyMessages.sponsorExists, data: { sponsor: sponsorRow, existed: true } },
      })),
    });

    await user.click(await screen.findByRole('radio', { name: 'Business sponsor' }));
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount (whole dollars)' }), '37');
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Corner Bakery');
    await user.type(screen.getByRole('textbox', { name: 'Website URL' }), 'https://bakery.example.com');
    await fillDonor(user, { first: 'Sam', last: 'Baker', email: 'sam@bakery.example.com' });
    expect(screen.queryByRole('checkbox', { name: 'Give anonymously' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Donate $37' }));

    expect(await screen.findByText(moneyMessages.sponsorshipMultiple)).toBeInTheDocument();
    expect(screen.getByText(moneyMessages.logoRequired)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Other amount (whole dollars)' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount (whole dollars)' }), '35');
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo'), logo);
    await user.click(screen.getByRole('button', { name: 'Donate $35' }));

    await screen.findByRole('dialog');
    const sponsorCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input).endsWith(moneyRouteTable.addSponsor.path),
    );
    expect(sponsorCalls).toHaveLength(1);
    const sponsorForm = sponsorCalls[0]?.[1]?.body as FormData;
    expect(Object.fromEntries([...sponsorForm.entries()].filter(([name]) => name !== 'image'))).toEqual({
      fundRaisingId: fundraiserId,
      type: 'business',
      firstName: 'Sam',
      lastName: 'Baker',
      businessName: 'Corner Bakery',
      websiteUrl: 'https://bakery.example.com',
    });
    expect((sponsorForm.get('image') as File).name).toBe('logo.png');
    expect(requestsTo(fetchMock, moneyRouteTable.getDonations)[0]?.body).toMatchObject({
      amount: 3500,
      type: 'business',
      sponsorId,
      anonymous: false,
    });
  }, 20_000);

  it('shows the server’s reason instead of the form when the fundraiser cannot take the gift', async () => {
    const { user } = serve({
      ...mockRoute(moneyRouteTable.getDonations, () => ({
        status: 409,
        body: { message: moneyMessages.payoutAccountMissing },
      })),
    });

    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Donate $10' }));

    expect(await screen.findByText(moneyMessages.payoutAccountMissing)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Donate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
