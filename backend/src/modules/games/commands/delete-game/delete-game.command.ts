import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** DELETE /api/gameRoutes/deleteGame?gameId: the primary admin removes a game from its fundraiser. */
@RequiresHandler()
export class DeleteGameCommand extends Command<void> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly gameId: string,
  ) {
    super();
  }
}
