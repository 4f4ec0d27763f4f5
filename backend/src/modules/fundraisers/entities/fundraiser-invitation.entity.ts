import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A private invitation for one named person (participant or team member): single use, bound to the invited
 * email, expiring after 7 days. Only the SHA-256 of the code is stored; the code itself goes to the invitee.
 */
@Entity({ tableName: 'fundraiser_invitations' })
export class FundraiserInvitation {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text', unique: true })
  codeHash!: string;

  @Property({ type: 'text' })
  role!: 'participant' | 'teamMember';

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'uuid', nullable: true })
  groupId: string | null = null;

  /** The admin (participant invitations) or participant (team-member invitations) who invited. */
  @Property({ type: 'uuid' })
  invitedBy!: string;

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phoneNo: Opt<string> = '';

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  respondedAt: Date | null = null;

  @Property({ type: 'boolean', nullable: true })
  accepted: boolean | null = null;

  @Property({ type: 'uuid', nullable: true })
  usedBy: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
