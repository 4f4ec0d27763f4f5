import type { SupportersPage } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * Whose gifts a supporters wall lists: the whole fundraiser (`groupId` and `participantId` null), one group (every
 * gift credited to it or to its participants) or one participant. `participantId` is the credited participant's
 * MEMBERSHIP id (what payments credit), as the fundraisers context's campaign scope names it.
 */
export interface SupporterScope {
  fundraiserId: string;
  groupId: string | null;
  participantId: string | null;
}

/**
 * One page of a supporters wall, newest first (card gifts, sponsorships and manual funds that went through; a fully
 * refunded gift leaves the wall), and how many gifts the scope has. `cursor` is the previous page's `nextCursor`;
 * a malformed one is refused with a 400 a person can act on.
 */
export class ListSupportersQuery extends Query<SupportersPage & { supporterCount: number }> {
  constructor(
    readonly scope: SupporterScope,
    readonly cursor: string | undefined,
    readonly limit: number,
  ) {
    super();
  }
}
