import {
  outreachReportQuerySchema,
  outreachRouteTable,
  type ApiResponse,
  type OutreachReport,
} from '@fundplay/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Roles } from '../../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../../platform/http/zod-validation.pipe';
import { GetOutreachReportQuery } from './queries/get-outreach-report/get-outreach-report.query';

/** The administrators' outreach report (issue #11): approved administrators of the fundraiser only. */
@Controller()
@Roles('admin', 'secondaryAdmin')
export class OutreachReportController {
  constructor(private readonly queries: QueryBus) {}

  @Get(outreachRouteTable.getOutreachReport.path)
  async report(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(outreachReportQuerySchema)) query: z.output<typeof outreachReportQuerySchema>,
  ): Promise<ApiResponse<OutreachReport>> {
    return { message: '', data: await this.queries.execute(new GetOutreachReportQuery(user, query.fundRaiserId)) };
  }
}
