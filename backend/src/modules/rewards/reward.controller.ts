import { badgesQuerySchema, competeRouteTable, type ApiResponse, type BadgeBoard } from '@fundplay/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { GetBadgesQuery } from './queries/get-badges/get-badges.query';

/** /api/rewardRoutes: a member's badges. */
@Controller()
@Roles('participant', 'teamMember')
export class RewardController {
  constructor(private readonly queries: QueryBus) {}

  @Get(competeRouteTable.getBadges.path)
  async badges(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(badgesQuerySchema)) query: z.output<typeof badgesQuerySchema>,
  ): Promise<ApiResponse<BadgeBoard>> {
    return { message: '', data: await this.queries.execute(new GetBadgesQuery(user.accountId, query.fundRaiserId)) };
  }
}
