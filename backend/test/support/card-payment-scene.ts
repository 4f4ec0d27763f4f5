import { randomUUID } from 'node:crypto';
import { routeTable, type PaymentStatus } from '@fundplay/contracts';
import type Stripe from 'stripe';
import { LedgerBalances } from '../../src/modules/ledger/ledger-balances';
import {
  createFundraiser,
  createGroups,
  insertParticipantMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from './fundraiser-helpers';
import type { Mail } from './identity-helpers';
import { sandboxStripe, verifiedPayoutAccount } from './payment-helpers';
import { startTestApp, type TestApp } from './test-apps';
import { eventually } from './test-environment';

/**
 * Where the card payment specs pay: a running fundraiser ("Maple Street School Fair") whose Blue Team group has a
 * verified payout account, and a participant of that group with a referral code.
 */
export interface CardPaymentScene {
  app: TestApp;
  stripe: InstanceType<typeof Stripe>;
  admin: SignedInAccount;
  fundraiserId: string;
  groupId: string;
  referralCode: string;
  participant: { id: string; email: string; token: string };
  membershipId: string;
}

/** `worker: false`: the API alone, so stored events wait in the outbox until the spec starts a worker. */
export async function startCardPaymentScene({ worker = true }: { worker?: boolean } = {}): Promise<CardPaymentScene> {
  // Reconciliation runs at the worker's boot, then not again during a spec: tests drive it themselves.
  const app = await startTestApp({ CAPTCHA: 'off', RECONCILIATION_INTERVAL_SECONDS: '86400' }, { worker });
  const env = () => app.environment;
  const stripe = sandboxStripe(env().config);
  const admin = await signedInPrimaryAdmin(env(), app.app);
  const fundraiser = await createFundraiser(app.client, admin.token, { fundRaisingName: 'Maple Street School Fair' });
  const fundraiserId = fundraiser._id;
  const [group] = await createGroups(app.client, admin.token, fundraiserId, [{ groupName: 'Blue Team' }]);
  const groupId = group?._id as string;
  await moveStartIntoPast(env(), fundraiserId);
  const accountId = await verifiedPayoutAccount(stripe);
  await env().sql('update fundraiser_groups set payout_account_id = $1 where id = $2', [accountId, groupId]);

  const member = await insertParticipantMember(env(), fundraiserId, { groupId });
  const participant = { ...member, token: await sessionFor(app.app, member.id) };
  const [{ id: membershipId }] = (await env().sql<{ id: string }>(
    'select id from fundraiser_memberships where account_id = $1',
    [member.id],
  )) as [{ id: string }];
  const code = await app.client.put(
    routeTable.generateParticipantGroupDonationLink.path,
    { groupId },
    participant.token,
  );
  expect(code.status).toBe(200);
  const referralCode = code.body.data.code as string;
  return { app, stripe, admin, fundraiserId, groupId, referralCode, participant, membershipId };
}

/** What the card payment specs read back about the scene (`scene` is read when a probe runs). */
export function cardPaymentProbes(scene: () => CardPaymentScene) {
  const env = () => scene().app.environment;
  const balances = () => scene().app.app.get(LedgerBalances);

  async function fundraiserRaised(): Promise<number> {
    const { fundraiserId } = scene();
    return (await balances().fundraiserTotals([fundraiserId])).get(fundraiserId)?.raisedCents ?? 0;
  }

  async function membership() {
    const { membershipId } = scene();
    return (await balances().membershipTotals([membershipId])).get(membershipId);
  }

  async function status(paymentIntentId: string): Promise<PaymentStatus> {
    const query = new URLSearchParams({ paymentIntentId }).toString();
    const response = await scene().app.client.get(`${routeTable.paymentStatus.path}?${query}`);
    expect(response.status).toBe(200);
    return response.body.data as PaymentStatus;
  }

  /** Waits until the fulfilment job has applied every stored event (none left unprocessed). */
  async function eventsSettled() {
    await eventually(
      'every stored Stripe event to be processed',
      async () =>
        (await env().sql<{ n: number }>('select count(*)::int as n from stripe_events where processed_at is null'))[0]
          ?.n === 0,
      15_000,
    );
  }

  async function receiptsTo(email: string): Promise<Mail[]> {
    return (await scene().app.client.mailbox(email)).filter((mail) => mail.subject?.startsWith('Your receipt'));
  }

  /** A fresh donor address per test, so mailbox counts belong to one test. */
  const donorEmail = () => `donor-${randomUUID().slice(0, 8)}@example.com`;

  return { fundraiserRaised, membership, status, eventsSettled, receiptsTo, donorEmail };
}
