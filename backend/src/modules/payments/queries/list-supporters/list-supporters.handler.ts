import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SupportersWall } from '../../services/supporters-wall';
import { ListSupportersQuery } from './list-supporters.query';

@QueryHandler(ListSupportersQuery)
export class ListSupportersHandler implements IQueryHandler<ListSupportersQuery> {
  constructor(private readonly wall: SupportersWall) {}

  execute({ scope, cursor, limit }: ListSupportersQuery) {
    return this.wall.page(scope, cursor, limit, { withCount: true });
  }
}
