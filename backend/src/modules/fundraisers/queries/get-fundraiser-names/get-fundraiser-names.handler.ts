import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { GetFundraiserNamesQuery } from '../../../identity/ports/get-fundraiser-names.query';

@QueryHandler(GetFundraiserNamesQuery)
export class GetFundraiserNamesHandler implements IQueryHandler<GetFundraiserNamesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ fundraiserIds }: GetFundraiserNamesQuery) {
    const ids = [...new Set(fundraiserIds)];
    if (ids.length === 0) return [];
    const rows = await this.em
      .fork()
      .find(Fundraiser, { id: { $in: ids } }, { fields: ['id', 'fundRaisingName', 'endsAt', 'timeZone'] });
    const now = Date.now();
    return rows.map((row) => ({
      id: row.id,
      fundRaisingName: row.fundRaisingName,
      ended: row.endsAt.getTime() <= now,
      timeZone: row.timeZone,
    }));
  }
}
