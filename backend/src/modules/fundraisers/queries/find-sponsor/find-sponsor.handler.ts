import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Sponsor } from '../../entities/sponsor.entity';
import { FindSponsorQuery } from './find-sponsor.query';

@QueryHandler(FindSponsorQuery)
export class FindSponsorHandler implements IQueryHandler<FindSponsorQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ sponsorId, fundraiserId }: FindSponsorQuery) {
    const sponsor = await this.em.fork().findOne(Sponsor, { id: sponsorId, fundraiserId });
    return sponsor ? { id: sponsor.id, type: sponsor.type, businessName: sponsor.businessName } : null;
  }
}
