import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A participant asking to join a fundraiser; it waits for an admin, and approval removes it. */
@Entity({ tableName: 'join_requests' })
export class JoinRequest {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
