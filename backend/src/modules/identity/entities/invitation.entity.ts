import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { Privileges } from '@fundplay/contracts';
import { randomUUID } from 'node:crypto';

/**
 * An invitation code: private ones are for one named person and single use; public ones (`pub_` prefix)
 * are reusable while active. Participant and team-member invitations use the same model (fundraisers issue).
 */
@Entity({ tableName: 'invitations' })
export class Invitation {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text', unique: true })
  code!: string;

  @Property({ type: 'text' })
  role!: 'secondaryAdmin' | 'participant' | 'teamMember';

  @Property({ type: 'uuid' })
  invitedBy!: string;

  @Property({ type: 'text' })
  firstName: Opt<string> = '';

  @Property({ type: 'text' })
  lastName: Opt<string> = '';

  @Property({ type: 'text' })
  email: Opt<string> = '';

  @Property({ type: 'text' })
  phoneNo: Opt<string> = '';

  @Property({ type: 'uuid', nullable: true })
  fundraiserId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  groupId: string | null = null;

  @Property({ type: 'jsonb' })
  privileges!: Privileges;

  @Property({ type: 'boolean' })
  isPublic: Opt<boolean> = false;

  @Property({ type: 'boolean' })
  active: Opt<boolean> = true;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
