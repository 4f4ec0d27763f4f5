import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** `/donate/{code}`: an unguessable code crediting a participant (and their group), a group, or the fundraiser. */
@Entity({ tableName: 'referral_codes' })
export class ReferralCode {
  @PrimaryKey({ type: 'text' })
  code!: string;

  @Property({ type: 'text' })
  kind!: 'participant' | 'group' | 'fundraiser';

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'uuid', nullable: true })
  groupId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  participantId: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
