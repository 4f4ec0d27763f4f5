import type { CompeteRunStart, StartRunRequest } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';

/**
 * POST /api/gameRoutes/startRun: a member spends one token to compete in one of the fundraiser's games and gets
 * the seed to play and a single-use ticket to finish with.
 */
export class StartRunCommand extends Command<CompeteRunStart> {
  constructor(
    readonly accountId: string,
    readonly request: Required<StartRunRequest>,
  ) {
    super();
  }
}
