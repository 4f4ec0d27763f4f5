import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

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
}
