import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { MinorUnitsType } from '../../../platform/database/minor-units.type';

/**
 * A person taking part in a fundraiser: a participant (in at most one group) or a team member supporting one
 * participant. The database holds the "once per fundraiser" rules as unique indexes.
 */
@Entity({ tableName: 'fundraiser_memberships' })
export class Membership {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'text' })
  role!: 'participant' | 'teamMember';

  @Property({ type: 'uuid', nullable: true })
  groupId: string | null = null;

  /** Team members only: the participant whose team they are on. */
  @Property({ type: 'uuid', nullable: true })
  participantId: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  joinedAt: Opt<Date> = new Date();

  /** Participants' page settings (issue #21): "why I'm raising", in their words. */
  @Property({ type: 'text', nullable: true })
  whyRaising: string | null = null;

  /** Cents; null: the default (the group's goal divided by its participants). */
  @Property({ type: MinorUnitsType, nullable: true })
  personalGoalCents: number | null = null;

  @Property({ type: 'uuid', nullable: true })
  photoFileId: string | null = null;

  /** The photo and the message show on the public page only once the participant turns them on. */
  @Property({ type: 'boolean' })
  showPhoto: Opt<boolean> = false;

  @Property({ type: 'boolean' })
  showMessage: Opt<boolean> = false;

  /** An under-18's photo shows only once a fundraiser admin approved it; a new photo clears the approval. */
  @Property({ type: 'timestamptz', nullable: true })
  photoApprovedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  photoApprovedBy: string | null = null;
}
