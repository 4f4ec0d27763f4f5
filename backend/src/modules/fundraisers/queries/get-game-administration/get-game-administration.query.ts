import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** What the games context needs to let an administrator manage a fundraiser's games. */
export interface GameAdministration {
  fundraiserId: string;
  fundRaisingName: string;
  /** Only the primary admin adds new games and edits or deletes them (spec §6). */
  isPrimaryAdmin: boolean;
}

/** The fundraiser as the caller administers it, or a 404 that reveals nothing when they do not. */
export class GetGameAdministrationQuery extends Query<GameAdministration> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
