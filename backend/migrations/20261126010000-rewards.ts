import { Migration } from '@mikro-orm/migrations';

/** Badges (issue #10): filled in by the rewards work. */
export class Migration20261126010000Rewards extends Migration {
  override async up(): Promise<void> {
    // Tables come with the rewards module.
  }
}
