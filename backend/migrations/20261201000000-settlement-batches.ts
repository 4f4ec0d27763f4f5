import { Migration } from '@mikro-orm/migrations';

/**
 * Settlement in batches (issue #22): a stored Stripe event names the fundraiser its payment belongs to (from the
 * payment in the PaymentIntent's metadata, when it is ours), so the payments job can settle a fundraiser's pending
 * successes together, in one transaction. Events stored before this have none and are settled one by one, as before.
 */
export class Migration20261201000000SettlementBatches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table stripe_events add column fundraiser_id uuid null;
      create index stripe_events_pending_successes_idx on stripe_events (fundraiser_id, received_at)
        where processed_at is null and type = 'payment_intent.succeeded';
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index stripe_events_pending_successes_idx;
      alter table stripe_events drop column fundraiser_id;
    `);
  }
}
