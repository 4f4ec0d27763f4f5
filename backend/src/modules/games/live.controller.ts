import { liveFundraiserQuerySchema, routeTable, type ApiResponse, type LiveFundraiser } from '@fundplay/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Public } from '../../platform/auth/access.decorators';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { GetLiveFundraiserQuery } from './queries/get-live-fundraiser/get-live-fundraiser.query';

/** The public big screen (`/live/{fundraiserId}`): a gym or an assembly watches the race live. */
@Controller()
export class LiveController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get(routeTable.getLiveFundraiser.path)
  async live(
    @Query(new ZodValidationPipe(liveFundraiserQuerySchema)) query: z.output<typeof liveFundraiserQuerySchema>,
  ): Promise<ApiResponse<LiveFundraiser>> {
    return { message: '', data: await this.queries.execute(new GetLiveFundraiserQuery(query.fundRaiserId)) };
  }
}
