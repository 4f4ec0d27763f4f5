import { Query } from '@nestjs/cqrs';

/** The membership that competes (and holds the tokens) for an account in a fundraiser, with its dates. */
export interface Competitor {
  membershipId: string;
  role: 'participant' | 'teamMember';
  groupId: string | null;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The caller's competing membership in the fundraiser, or null when they are not a member: a participant's own
 * membership first, else a team member's earliest (the same wallet token purchases credit).
 */
export class FindCompetitorQuery extends Query<Competitor | null> {
  constructor(
    readonly accountId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
