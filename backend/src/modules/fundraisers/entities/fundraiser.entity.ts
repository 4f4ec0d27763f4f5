import { defaultFundraiserTimeZone } from '@fundplay/contracts';
import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { MinorUnitsType } from '../../../platform/database/minor-units.type';

/** A fundraiser (spec §3). Money in cents; what it raised is read from the ledger (LedgerBalances). */
@Entity({ tableName: 'fundraisers' })
export class Fundraiser {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text' })
  fundRaisingName!: string;

  /** The primary admin whose organisation runs it; their secondary admins act on it too. */
  @Property({ type: 'uuid', nullable: true })
  primaryAdminId: string | null = null;

  /** Who created it (the primary admin, or a secondary admin holding startNewFundraiser). */
  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'text' })
  address: Opt<string> = '';

  @Property({ type: 'text' })
  city: Opt<string> = '';

  @Property({ type: 'text' })
  state: Opt<string> = '';

  @Property({ type: 'text' })
  zip: Opt<string> = '';

  @Property({ type: 'text' })
  taxId: Opt<string> = '';

  @Property({ type: 'text' })
  routingNumber: Opt<string> = '';

  @Property({ type: 'text' })
  accountNumber: Opt<string> = '';

  @Property({ type: 'timestamptz' })
  startsAt!: Date;

  @Property({ type: 'timestamptz' })
  endsAt!: Date;

  @Property({ type: MinorUnitsType })
  goalCents!: number;

  @Property({ type: 'text' })
  cause: Opt<string> = '';

  @Property({ type: 'uuid', nullable: true })
  logoFileId: string | null = null;

  /**
   * The readable address of its page (`/f/{slug}`): made by the database from the name when the row is inserted
   * (unique, `-2`, `-3` on a clash) and never changed by a rename, so shared links keep working. Never written by
   * the application: the insert leaves it out and reads back what the trigger chose (a database-side default).
   */
  @Property({ type: 'text', defaultRaw: 'null' })
  slug!: Opt<string>;

  /** The campaign page's story: plain text, paragraphs separated by blank lines. */
  @Property({ type: 'text', nullable: true })
  story: string | null = null;

  /** The campaign page's cover photo (a stored file). */
  @Property({ type: 'uuid', nullable: true })
  coverFileId: string | null = null;

  /** Linked payout account (payments issue). */
  @Property({ type: 'text', nullable: true })
  payoutAccountId: string | null = null;

  /** The reusable `pub_` participant sign-up link, and whether it works right now. */
  @Property({ type: 'text', nullable: true, unique: true })
  participantLinkCode: string | null = null;

  @Property({ type: 'boolean' })
  participantLinkActive: Opt<boolean> = false;

  /** The reusable `pub_` administrator sign-up link, and whether it works right now. */
  @Property({ type: 'text', nullable: true, unique: true })
  adminLinkCode: string | null = null;

  @Property({ type: 'boolean' })
  adminLinkActive: Opt<boolean> = false;

  /** IANA zone where it takes place: outreach counts days and quiet hours in it when a recipient's is unknown. */
  @Property({ type: 'text' })
  timeZone: Opt<string> = defaultFundraiserTimeZone;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
