import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RECONCILIATION_GRACE_MS } from '../../src/modules/payments/jobs/reconcile-payments.job';
import { Clock } from '../../src/platform/clock/clock';
import { routeTable } from '@fundplay/contracts';
import {
  createFundraiser,
  createGroups,
  insertParticipantMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
} from '../support/fundraiser-helpers';
import {
  paymentStatus,
  pauseWebhooks,
  resumeWebhooks,
  sandboxStripe,
  startDonation,
  verifiedPayoutAccount,
} from '../support/payment-helpers';
import { api } from '../support/identity-helpers';
import { startApi, startWorker } from '../support/test-apps';
import { createTestEnvironment, eventually, type TestEnvironment } from '../support/test-environment';

/**
 * A payment whose webhook was lost waits for reconciliation. The job's schedule lives in Redis and outlives the
 * worker, so a restarted worker used to wait a whole interval for its next pass; it now makes one right after boot.
 */
describe('reconciliation when a worker starts', () => {
  let environment: TestEnvironment;
  let apiApp: NestFastifyApplication;
  let apiUrl: string;
  let workers: INestApplicationContext[] = [];

  beforeAll(async () => {
    // An interval no test waits for: only the pass at boot can settle the payment in time.
    environment = await createTestEnvironment({ CAPTCHA: 'off', RECONCILIATION_INTERVAL_SECONDS: '86400' });
    ({ app: apiApp, url: apiUrl } = await startApi(environment.config));
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    for (const worker of workers) await worker.close();
    if (environment) await resumeWebhooks(environment.config);
    await apiApp?.close();
    await environment?.dispose();
  });

  it('settles a success whose webhook was lost soon after a restart, without waiting for the interval', async () => {
    const { config } = environment;
    const client = api(apiUrl);
    const stripe = sandboxStripe(config);
    const admin = await signedInPrimaryAdmin(environment, apiApp);
    const fundraiser = await createFundraiser(client, admin.token, { fundRaisingName: 'Boot Reconciliation Fair' });
    const [group] = await createGroups(client, admin.token, fundraiser._id, [{ groupName: 'Green Team' }]);
    await moveStartIntoPast(environment, fundraiser._id);
    const accountId = await verifiedPayoutAccount(stripe);
    await environment.sql('update fundraiser_groups set payout_account_id = $1 where id = $2', [accountId, group?._id]);
    const participant = await insertParticipantMember(environment, fundraiser._id, { groupId: group?._id as string });
    const link = await client.put(
      routeTable.generateParticipantGroupDonationLink.path,
      { groupId: group?._id },
      await sessionFor(apiApp, participant.id),
    );
    expect(link.status).toBe(200);
    const code = link.body.data.code as string;

    // The first worker registers the schedule (and runs its first pass); then it stops.
    const first = await startWorker(config);
    workers.push(first);
    await first.close();
    workers = [];

    await pauseWebhooks(config);
    const started = await startDonation(client, code, { amount: 2500, email: 'boot-donor@example.com' });
    await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
    expect(await paymentStatus(environment, started.paymentIntentId)).toBe('requires_payment');

    // Later: the payment is past the grace reconciliation leaves to its webhook, which never came.
    const later = new Date(Date.now() + RECONCILIATION_GRACE_MS + 60_000);
    jest.spyOn(Clock.prototype, 'now').mockReturnValue(later);
    workers.push(await startWorker(config));

    await eventually(
      'the restarted worker to reconcile the payment',
      async () => (await paymentStatus(environment, started.paymentIntentId)) === 'succeeded',
      20_000,
    );
    const posted = await environment.sql<{ n: number }>(
      `select count(*)::int as n from ledger_transactions where external_ref like 'payment:%'`,
    );
    expect(posted).toEqual([{ n: 1 }]);
  }, 240_000); // two boots of the compiled worker and API: minutes on a loaded machine
});
