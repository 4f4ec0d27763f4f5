import { Migration } from '@mikro-orm/migrations';

/**
 * One-time-code challenges (issue #18 item 3). A login, sign-up or reset request answers with an opaque challenge
 * id; verifyOtp must send it back, and wrong codes count against that challenge only. Before, anyone who knew an
 * email could spend an account's wrong-code budget and pause its code entry. The id is stored as a hash; a resent
 * code keeps its flow's challenge. Codes issued before this migration have none and simply expire.
 */
export class Migration20261129000000OneTimeCodeChallenges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table one_time_codes add column challenge_hash text null;
      create index one_time_codes_challenge_idx on one_time_codes (challenge_hash, created_at desc)
        where consumed_at is null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index if exists one_time_codes_challenge_idx;
      alter table one_time_codes drop column if exists challenge_hash;
    `);
  }
}
