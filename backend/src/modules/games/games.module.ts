import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ClockModule } from '../../platform/clock/clock.module';
import { LedgerModule } from '../ledger/ledger.module';
import { CreateGameHandler } from './commands/create-game/create-game.handler';
import { DeleteGameHandler } from './commands/delete-game/delete-game.handler';
import { FinishRunHandler } from './commands/finish-run/finish-run.handler';
import { StartRunHandler } from './commands/start-run/start-run.handler';
import { UpdateGameHandler } from './commands/update-game/update-game.handler';
import { CompeteController } from './compete.controller';
import { FundraiserGame } from './entities/fundraiser-game.entity';
import { GameRun } from './entities/game-run.entity';
import { GamesController } from './games.controller';
import { LiveController } from './live.controller';
import { ProjectScoreToLeaderboardJob } from './jobs/project-score-to-leaderboard.job';
import { LeaderboardProjection } from './leaderboards/leaderboard-projection';
import { LeaderboardReader } from './leaderboards/leaderboard-reader';
import { LeaderboardStore } from './leaderboards/leaderboard-store';
import { GetGamesHandler } from './queries/get-games/get-games.handler';
import { GetLiveFundraiserHandler } from './queries/get-live-fundraiser/get-live-fundraiser.handler';
import { GetLeaderboardHandler } from './queries/get-leaderboard/get-leaderboard.handler';
import { ListFundraiserGamesHandler } from './queries/list-fundraiser-games/list-fundraiser-games.handler';
import { RunTickets } from './run-tickets';
import { VerificationModule } from './verification/verification.module';

/**
 * Compete (architecture §8): a fundraiser's games, token-paid runs replayed on the server, leaderboards of verified
 * scores projected into Redis, and the public big screen.
 */
@Module({
  imports: [MikroOrmModule.forFeature([FundraiserGame, GameRun]), LedgerModule, VerificationModule, ClockModule],
  controllers: [GamesController, CompeteController, LiveController],
  providers: [
    CreateGameHandler,
    DeleteGameHandler,
    FinishRunHandler,
    GetGamesHandler,
    GetLeaderboardHandler,
    GetLiveFundraiserHandler,
    LeaderboardProjection,
    LeaderboardReader,
    LeaderboardStore,
    ListFundraiserGamesHandler,
    ProjectScoreToLeaderboardJob,
    RunTickets,
    StartRunHandler,
    UpdateGameHandler,
  ],
  exports: [LeaderboardProjection],
})
export class GamesModule {}
