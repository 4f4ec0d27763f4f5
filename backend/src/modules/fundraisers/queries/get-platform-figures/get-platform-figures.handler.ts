import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPlatformFiguresQuery } from './get-platform-figures.query';

@QueryHandler(GetPlatformFiguresQuery)
export class GetPlatformFiguresHandler implements IQueryHandler<GetPlatformFiguresQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute() {
    // Raised counts as the lists do (spec §9): each fundraiser's own donations plus its groups'.
    const [row] = await this.em.fork().execute<{ run: string; raised: string }[]>(
      `select count(*) as run,
              coalesce(sum(f.raised_cents + coalesce(
                (select sum(g.raised_cents) from fundraiser_groups g where g.fundraiser_id = f.id), 0)), 0) as raised
         from fundraisers f
        where f.starts_at <= now()`,
    );
    return { fundraisersRun: Number(row?.run ?? 0), raisedCents: Number(row?.raised ?? 0) };
  }
}
