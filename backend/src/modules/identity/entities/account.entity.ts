import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { DomainEventMap, Privileges, Role } from '@fundplay/contracts';
import { randomUUID } from 'node:crypto';

/** What a sign-up asked to join (the payload of AccountSignUpVerified's `intent`). */
export type SignUpIntent = NonNullable<DomainEventMap['AccountSignUpVerified']['intent']>;

/** Which login an account belongs to: primary and secondary admins share the administrator login. */
export type AccountKind = 'administrator' | 'participant' | 'teamMember';

export function accountKindOf(role: Role): AccountKind {
  return role === 'admin' || role === 'secondaryAdmin' ? 'administrator' : role;
}

/** A person who signs in. Donors have none. One verified account per email and kind. */
@Entity({ tableName: 'accounts' })
export class Account {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text' })
  kind!: AccountKind;

  @Property({ type: 'text' })
  role!: Role;

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  @Property({ type: 'text' })
  email!: string;

  /** E.164 */
  @Property({ type: 'text' })
  phoneNo!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'jsonb' })
  privileges!: Privileges;

  /** Secondary admins: false until the inviting primary admin approves; null for everyone else. */
  @Property({ type: 'boolean', nullable: true })
  adminApproval: boolean | null = null;

  @Property({ type: 'uuid', nullable: true })
  invitedBy: string | null = null;

  /**
   * Set once the sign-up was proven (admins: emailed link; others: a code by phone or email). Until then the
   * row is one pending sign-up among possibly several for the same email; only a verified account holds it.
   */
  @Property({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null = null;

  /** Set only when the person proved the email itself (emailed link or email code): a phone code is not proof of it. */
  @Property({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  phoneVerifiedAt: Date | null = null;

  @Property({ type: 'boolean' })
  isGuardian: Opt<boolean> = false;

  @Property({ type: 'text', nullable: true })
  guardianEmail: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  birthMonth: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  birthYear: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null = null;

  /**
   * What a participant or team-member sign-up asked for, kept until its one-time code proves it: the fundraisers
   * context then admits (AccountSignUpVerified). Never a code: a private invitation by id, a public link by its code.
   */
  @Property({ type: 'jsonb', nullable: true })
  signUpIntent: SignUpIntent | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
