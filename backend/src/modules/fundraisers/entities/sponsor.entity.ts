import type { DonorType } from '@fundplay/contracts';
import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A sponsor of a fundraiser (spec §3 Sponsor): a business (name, website, logo) or an individual. A business
 * sponsors a fundraiser once, whatever the case of its name (a unique index). What it gave is in the ledger.
 */
@Entity({ tableName: 'sponsors' })
export class Sponsor {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'text' })
  type!: DonorType;

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  /** '' for an individual. */
  @Property({ type: 'text' })
  businessName: Opt<string> = '';

  @Property({ type: 'text' })
  websiteUrl: Opt<string> = '';

  @Property({ type: 'uuid', nullable: true })
  logoFileId: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
