import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { OtpMode, VerificationSelection } from '@fundplay/contracts';
import { randomUUID } from 'node:crypto';

/** A 5-digit code, stored only as a keyed hash, bound to account + purpose + channel; single use; dies after 5 wrong tries. */
@Entity({ tableName: 'one_time_codes' })
export class OneTimeCode {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'text' })
  purpose!: OtpMode;

  @Property({ type: 'text' })
  channel!: VerificationSelection;

  @Property({ type: 'text', hidden: true })
  codeHash!: string;

  /** Hash of the challenge id the client holds (from the login, sign-up or reset answer); resends keep it. */
  @Property({ type: 'text', hidden: true, nullable: true })
  challengeHash: string | null = null;

  @Property({ type: 'smallint' })
  failedAttempts: Opt<number> = 0;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  consumedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
