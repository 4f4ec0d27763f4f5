import { Migration } from '@mikro-orm/migrations';

/** A fundraiser's games and compete runs (issue #10). */
export class Migration20261126000000Games extends Migration {
  override async up(): Promise<void> {
    // Tables come with the games module.
  }
}
