import type { FundraiserGame, updateGameFieldsSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** PUT /api/gameRoutes/updateGame: the primary admin edits a game's name, text, link or picture. */
export class UpdateGameCommand extends Command<FundraiserGame> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fields: z.output<typeof updateGameFieldsSchema>,
    readonly image: Buffer | undefined,
  ) {
    super();
  }
}
