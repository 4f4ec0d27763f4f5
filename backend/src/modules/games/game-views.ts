import { gameLinkFor, type FundraiserGame as FundraiserGameView, type LeaderboardPlayer } from '@fundplay/contracts';
import { gameRules } from '@fundplay/game-cores';
import { fileUrlOf } from '../../platform/storage/file-storage.port';
import type { FundraiserGame } from './entities/fundraiser-game.entity';
import type { RankedRow } from './leaderboards/leaderboard-store';

/** A board row as the API shows it; the level only for games that rank by it or show it. */
export function leaderboardPlayer(row: RankedRow): LeaderboardPlayer {
  return {
    rank: row.rank,
    playerName: row.playerName,
    score: row.score,
    level: row.level,
    membershipId: row.membershipId,
  };
}

/** The spec's Game (§5) from a stored game and its top players. */
export function gameView(game: FundraiserGame, top: RankedRow[], fundRaisingName?: string): FundraiserGameView {
  return {
    _id: game.id,
    gameName: game.name,
    gameDescription: game.description,
    gameLink: gameLinkFor(game.slug),
    slug: game.slug,
    image: game.imageFileId ? fileUrlOf(game.imageFileId) : null,
    fundRaiserId: game.fundraiserId,
    ...(fundRaisingName === undefined ? {} : { fundRaisingName }),
    leaderBoard: { players: top.map(leaderboardPlayer) },
  };
}

export const orderOf = (game: Pick<FundraiserGame, 'slug'>) => gameRules(game.slug).leaderboardOrder;
