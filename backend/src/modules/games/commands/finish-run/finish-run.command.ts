import type { CompeteRunResult, FinishRunRequest } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';

/**
 * POST /api/gameRoutes/finishRun: the server replays the recorded inputs through the game's own core from the
 * issued seed; only the replayed score ranks.
 */
export class FinishRunCommand extends Command<CompeteRunResult> {
  constructor(
    readonly accountId: string,
    readonly request: FinishRunRequest,
  ) {
    super();
  }
}
