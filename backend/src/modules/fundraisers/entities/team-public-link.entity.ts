import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** A participant's reusable `pub_` team link for one fundraiser. */
@Entity({ tableName: 'team_public_links' })
export class TeamPublicLink {
  @PrimaryKey({ type: 'text' })
  code!: string;

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'uuid' })
  participantId!: string;

  @Property({ type: 'boolean' })
  active: Opt<boolean> = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
