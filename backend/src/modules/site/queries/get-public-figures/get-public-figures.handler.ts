import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { GetPlatformFiguresQuery } from '../../../fundraisers/queries/get-platform-figures/get-platform-figures.query';
import { GetPublicFiguresQuery } from './get-public-figures.query';

/** The home page's live numbers: the fundraisers context counts them; the fee and token price are configuration. */
@QueryHandler(GetPublicFiguresQuery)
export class GetPublicFiguresHandler implements IQueryHandler<GetPublicFiguresQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async execute() {
    const { fundraisersRun, raisedCents } = await this.queries.execute(new GetPlatformFiguresQuery());
    return {
      fundraisersRun,
      raisedCents,
      platformFeeBasisPoints: this.config.pricing.platformFeeBasisPoints,
      tokenPriceCents: this.config.pricing.tokenPriceCents,
    };
  }
}
