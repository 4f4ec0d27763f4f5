import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** DELETE /api/gameRoutes/deleteGame?gameId: the primary admin removes a game from its fundraiser. */
export class DeleteGameCommand extends Command<void> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly gameId: string,
  ) {
    super();
  }
}
