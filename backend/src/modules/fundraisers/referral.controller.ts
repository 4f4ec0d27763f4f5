import { routeTable, verifyReferralSchema, type ApiResponse, type ReferralTarget } from '@fundplay/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Public } from '../../platform/auth/access.decorators';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { VerifyReferralCodeQuery } from './queries/verify-referral-code/verify-referral-code.query';

/** POST /api/authRoutes/verifyReferalCode: the donation page's public lookup of a referral code. */
@Controller()
export class ReferralController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Post(routeTable.verifyReferalCode.path)
  @HttpCode(200)
  async verify(
    @Body(new ZodValidationPipe(verifyReferralSchema)) body: z.output<typeof verifyReferralSchema>,
  ): Promise<ApiResponse<ReferralTarget>> {
    return { message: '', data: await this.queries.execute(new VerifyReferralCodeQuery(body.referalCode)) };
  }
}
