import { Module } from '@nestjs/common';

/**
 * Compete (architecture §8): a fundraiser's games, token-paid runs replayed on the server, leaderboards of verified
 * scores projected into Redis, and the public big screen.
 */
@Module({
  imports: [],
  controllers: [],
  providers: [],
})
export class GamesModule {}
