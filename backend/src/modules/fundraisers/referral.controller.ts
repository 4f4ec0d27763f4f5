import { routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RouteBody, type ParsedBody } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { VerifyReferralCodeQuery } from './queries/verify-referral-code/verify-referral-code.query';

/** POST /api/authRoutes/verifyReferalCode: the donation page's public lookup of a referral code. */
@Controller()
export class ReferralController {
  constructor(private readonly queries: QueryBus) {}

  @Route(routeTable.verifyReferalCode)
  verify(@RouteBody() body: ParsedBody<typeof routeTable.verifyReferalCode>) {
    return this.queries.execute(new VerifyReferralCodeQuery(body.referalCode));
  }
}
