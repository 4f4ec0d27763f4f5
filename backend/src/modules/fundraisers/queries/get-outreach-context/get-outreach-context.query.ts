import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** A member of the fundraiser someone may message: a participant or a team member, with what identity knows. */
export interface OutreachPerson {
  accountId: string;
  kind: 'participant' | 'teamMember';
  /** Team members: the account of the participant whose team they are on. */
  teamOfAccountId: string | null;
  name: string;
  /** Lower-cased, or null when the account has none. */
  email: string | null;
  /** E.164, or null when the account has none. */
  phoneNumber: string | null;
}

/** What outreach needs of a fundraiser to send on someone's behalf. */
export interface OutreachContext {
  fundraiser: { id: string; name: string; timeZone: string; ended: boolean };
  sender: { accountId: string; name: string; email: string | null; referralCode: string | null };
  /**
   * A participant asking: their own team members in this fundraiser. An administrator asking: every participant and
   * team member of the fundraiser. Empty when `includePeople` is false.
   */
  people: OutreachPerson[];
}

/** Who asks: a participant of the fundraiser, or an administrator who must administer it. */
export type OutreachAsker =
  { kind: 'participant'; accountId: string } | { kind: 'administrator'; user: AuthenticatedUser };

/**
 * The fundraiser, the sender and the people they may message, or null when the participant is not a participant of
 * this fundraiser or the administrator does not administer it (so an id reveals nothing).
 */
export class GetOutreachContextQuery extends Query<OutreachContext | null> {
  constructor(
    readonly fundraiserId: string,
    readonly asker: OutreachAsker,
    readonly includePeople = true,
  ) {
    super();
  }
}
