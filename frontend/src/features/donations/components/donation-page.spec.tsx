import {
  fundraiserMessages,
  layoutRouteTable,
  moneyMessages,
  moneyRouteTable,
  type FundraiserTransparency,
  type PaymentsConfig,
  type ReferralTarget,
  type SponsorRow,
} from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo, type MockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DonationPage } from './donation-page';

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }));
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }));

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

function referralTarget(overrides: Partial<ReferralTarget['fundRaiser']> = {}): ReferralTarget {
  return {
    kind: 'participant',
    referalCode: 'GmbNp5vi86HY',
    fundRaiser: {
      _id: fundraiserId,
      fundRaisingName: 'Lincoln High Spring Fundraiser',
      fundRaisingCause: 'New uniforms for the varsity teams',
      fundRaisingGoal: 500_000,
      fundRaisingImage: null,
      totalFunding: 125_050,
      fundRaisingStartTime: Date.UTC(2026, 10, 21),
      fundRaisingEndTime: Date.UTC(2026, 11, 12),
      status: 'inProgress',
      ...overrides,
    },
    group: {
      _id: '4f0c8a59-7c1b-4c55-9a57-1f7d1c9c1e02',
      groupName: 'Blue Team',
      groupTarget: 200_000,
      groupTotalDonations: 30_000,
    },
    participant: { firstName: 'Casey', lastName: 'Student' },
  };
}

const config: PaymentsConfig = {
  mode: 'sandbox',
  publishableKey: 'pk_test_sandbox_t1',
  sandboxUrl: 'http://127.0.0.1:12111',
  tokenPriceCents: 200,
  tokenEarnCents: 1000,
  platformFeeBasisPoints: 1000,
};

const transparency: FundraiserTransparency = {
  fundRaisingId: fundraiserId,
  fundRaisingName: 'Lincoln High Spring Fundraiser',
  raisedCents: 125_050,
  platformFeeCents: 8_305,
  processingFeeCents: 4_200,
  netToCauseCents: 112_545,
  netToCausePercent: 90,
  disputedCents: 0,
  giftCount: 31,
};

const paymentIntentId = 'pi_3Pq7Test';
const confirmPath = `POST /v1/payment_intents/${paymentIntentId}/confirm`;

function serve(target: ReferralTarget | (() => ReferralTarget), routes: MockRoutes = {}) {
  fakeSocket.current = createFakeSocket();
  const fetchMock = mockApi({
    ...mockRoute(layoutRouteTable.verifyReferalCode, () => ({
      body: { message: 'OK', data: typeof target === 'function' ? target() : target },
    })),
    ...mockRoute(layoutRouteTable.paymentsConfig, () => ({ body: { message: 'OK', data: config } })),
    ...mockRoute(layoutRouteTable.getTransparency, () => ({ body: { message: 'OK', data: transparency } })),
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
  return { fetchMock, ...renderWithProviders(<DonationPage referalCode="GmbNp5vi86HY" />) };
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

describe('/donate/{referalCode}', () => {
  it('names whom the code credits, with the fundraiser and group progress and where the money goes', async () => {
    const { fetchMock } = serve(referralTarget());

    expect(
      await screen.findByRole('heading', { name: 'Casey Student · Blue Team · Lincoln High Spring Fundraiser' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$1,250.50')).toBeInTheDocument();
    expect(screen.getByText('of $5,000 goal')).toBeInTheDocument();
    expect(screen.getByText('Blue Team: $300 of $2,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Raised of the goal' })).toHaveAttribute('aria-valuenow', '125050');
    expect(requestsTo(fetchMock, layoutRouteTable.verifyReferalCode)[0]?.body).toEqual({ referalCode: 'GmbNp5vi86HY' });

    const panel = screen.getByRole('complementary', { name: 'Where your money goes' });
    expect(await within(panel).findByText('90%')).toBeInTheDocument();
    expect(within(panel).getByText('$1,125.45')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See the full breakdown' })).toHaveAttribute(
      'href',
      `/transparency/${fundraiserId}`,
    );
    expect(requestsTo(fetchMock, layoutRouteTable.getTransparency)[0]?.url.searchParams.get('fundRaisingId')).toBe(
      fundraiserId,
    );
  });

  it('says the link is invalid when the server does not know the code', async () => {
    mockApi(
      mockRoute(layoutRouteTable.verifyReferalCode, () => ({
        status: 404,
        body: { message: fundraiserMessages.invalidReferral },
      })),
    );
    renderWithProviders(<DonationPage referalCode="nope" />);

    expect(await screen.findByText('Invalid or expired referral code!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Donate/ })).not.toBeInTheDocument();
  });

  it('shows why a fundraiser that has not started takes no gift, instead of the form', async () => {
    serve(referralTarget({ status: 'notStarted' }));

    expect(await screen.findByText(moneyMessages.notAcceptingNotStarted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Donate/ })).not.toBeInTheDocument();
  });

  it('offers the quick picks and shows an anonymous donor’s last name as its initial', async () => {
    const { user } = serve(referralTarget());

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

    expect(screen.getByText('Your name is shown as Jane D.')).toBeInTheDocument();
  });

  it('refuses less than $5 or cents for Other with the contract’s messages, and sends nothing', async () => {
    const { user, fetchMock } = serve(referralTarget());

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
    const { user, fetchMock } = serve(referralTarget());

    await user.click(await screen.findByRole('radio', { name: '$25' }));
    await fillDonor(user);
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
      coverFee: true,
    });

    expect(await screen.findByRole('heading', { name: 'Thank you, Jane!' })).toBeInTheDocument();
    expect(screen.getByText(/Your gift of/)).toHaveTextContent(
      'Your gift of $25 went through (charged $27.77, so all of it reaches the cause).',
    );
    expect(screen.getByText(/Receipt sent to/)).toHaveTextContent('Receipt sent to jane@example.com.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.paymentStatus)[0]?.url.searchParams.get('paymentIntentId')).toBe(
      paymentIntentId,
    );
  });

  it('shows a declined card’s message, lets the donor retry, and asks before closing the payment', async () => {
    const { user } = serve(referralTarget(), {
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
    const { user, fetchMock } = serve(referralTarget(), {
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
    const { user } = serve(referralTarget({ status: 'startedButInactive' }), {
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

  it('moves the progress bar when the server announces new totals', async () => {
    let totalFunding = 125_050;
    serve(() => ({ ...referralTarget(), fundRaiser: { ...referralTarget().fundRaiser, totalFunding } }));
    expect(await screen.findByText('$1,250.50')).toBeInTheDocument();
    await waitFor(() => expect(fakeSocket.current?.listensTo('fundraiser:totals')).toBe(true));
    expect(fakeSocket.current?.subscriptions()).toEqual([`fundraiser:${fundraiserId}`]);

    totalFunding = 127_550;
    fakeSocket.current?.emitFromServer('fundraiser:totals', { fundraiserId, version: 7 });

    expect(await screen.findByText('$1,275.50')).toBeInTheDocument();
  });
});
