import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** An emailed link that proves an administrator's address; the token is stored hashed. */
@Entity({ tableName: 'email_verifications' })
export class EmailVerification {
  @PrimaryKey({ type: 'text' })
  tokenHash!: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
