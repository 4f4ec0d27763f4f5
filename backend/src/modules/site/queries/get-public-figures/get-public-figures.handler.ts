import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { GetPublicFiguresQuery } from './get-public-figures.query';

/** The home page's live numbers: fundraisers that have started, and what they raised, straight from Postgres. */
@QueryHandler(GetPublicFiguresQuery)
export class GetPublicFiguresHandler implements IQueryHandler<GetPublicFiguresQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  async execute() {
    const [row] = await this.em
      .fork()
      .execute<{ run: string; raised: string }[]>(
        `select count(*) as run, coalesce(sum(raised_cents), 0) as raised from fundraisers where starts_at <= now()`,
      );
    return {
      fundraisersRun: Number(row?.run ?? 0),
      raisedCents: Number(row?.raised ?? 0),
      platformFeeBasisPoints: this.config.pricing.platformFeeBasisPoints,
      tokenPriceCents: this.config.pricing.tokenPriceCents,
    };
  }
}
