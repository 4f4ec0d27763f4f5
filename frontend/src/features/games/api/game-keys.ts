/** Query keys of the games feature: one place, so mutations invalidate exactly what queries read. */
export const gameKeys = {
  all: ['games'] as const,
  fundraiserGames: (fundraiserId: string) => ['games', 'fundraiser', fundraiserId] as const,
  game: (gameId: string) => ['games', 'game', gameId] as const,
  administered: () => ['games', 'administered'] as const,
  leaderboards: (fundraiserId: string, gameId: string) => ['games', 'leaderboard', fundraiserId, gameId] as const,
  leaderboard: (fundraiserId: string, gameId: string, groupId: string | null, limit: number) =>
    ['games', 'leaderboard', fundraiserId, gameId, groupId, limit] as const,
};
