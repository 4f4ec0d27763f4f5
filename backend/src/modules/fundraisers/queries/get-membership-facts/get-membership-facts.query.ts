import { Query } from '@nestjs/cqrs';

/** Who a membership is in its fundraiser, for contexts that act on events naming it (badges). */
export interface MembershipFacts {
  membershipId: string;
  fundraiserId: string;
  accountId: string;
  role: 'participant' | 'teamMember';
  groupId: string | null;
  /** Team members: the membership of the participant whose team they are on; null for participants. */
  teamOfMembershipId: string | null;
  /** The fundraiser's goal (cents; 0 while not set) and how many participants it has. */
  fundraiser: { goalCents: number; participants: number };
  /** The participant's group's goal (cents; 0 while not set) and participants; null outside a group. */
  group: { goalCents: number; participants: number } | null;
}

/** The facts of one membership, or null when there is no such membership. */
export class GetMembershipFactsQuery extends Query<MembershipFacts | null> {
  constructor(readonly membershipId: string) {
    super();
  }
}
