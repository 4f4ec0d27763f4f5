import type { createGameFieldsSchema, FundraiserGame } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * POST /api/gameRoutes/createGame: adds one of FundPlay's games to a fundraiser, new (primary admin) or copied
 * from another fundraiser the caller administers (any approved admin).
 */
export class CreateGameCommand extends Command<FundraiserGame> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fields: z.output<typeof createGameFieldsSchema>,
    readonly image: Buffer | undefined,
  ) {
    super();
  }
}
