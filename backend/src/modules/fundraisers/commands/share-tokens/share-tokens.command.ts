import type { shareTokensSchema, TokensShareResult } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

/** PUT /api/participantRoutes/sendTokensToTeamMember: a participant gives tokens from their wallet to a team member. */
export class ShareTokensCommand extends Command<TokensShareResult> {
  constructor(
    readonly accountId: string,
    readonly input: z.output<typeof shareTokensSchema>,
  ) {
    super();
  }
}
