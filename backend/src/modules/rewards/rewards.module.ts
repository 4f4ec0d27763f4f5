import { Module } from '@nestjs/common';

/** Badges (issue #10): computed from domain events, never fixed text. */
@Module({
  imports: [],
  controllers: [],
  providers: [],
})
export class RewardsModule {}
