import { Migration } from '@mikro-orm/migrations';

/**
 * Each outbox row gets a random key that names its jobs. Job ids built from the row's sequence number repeat
 * whenever the sequence does (a database restored or recreated while Redis keeps finished jobs), and BullMQ drops
 * a job whose id it has seen: the event would silently never be handled.
 */
export class Migration20261122070000OutboxEventKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table outbox_events add column event_key uuid not null default gen_random_uuid();');
  }

  override async down(): Promise<void> {
    this.addSql('alter table outbox_events drop column event_key;');
  }
}
