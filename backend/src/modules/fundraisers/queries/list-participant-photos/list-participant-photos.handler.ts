import type { ParticipantPhotoRow } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Membership } from '../../entities/membership.entity';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { assertMayApproveParticipantPhotos } from '../../policies/participant-photos.policy';
import { minorsPhotoRows } from '../../read-models/participant-photo-views';
import { ListParticipantPhotosQuery } from './list-participant-photos.query';

/** Waiting photos first, then approved ones; each group by when the participant joined. */
@QueryHandler(ListParticipantPhotosQuery)
export class ListParticipantPhotosHandler implements IQueryHandler<ListParticipantPhotosQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly queries: QueryBus,
  ) {}

  async execute({ user, fundraiserId }: ListParticipantPhotosQuery): Promise<ParticipantPhotoRow[]> {
    const em = this.em.fork();
    await this.access.requireAdministered(em, user, fundraiserId);
    assertMayApproveParticipantPhotos(user);
    const memberships = await em.find(
      Membership,
      { fundraiserId, role: 'participant', photoFileId: { $ne: null } },
      { orderBy: { joinedAt: 'asc', id: 'asc' } },
    );
    const rows = await minorsPhotoRows(this.queries, memberships);
    return [...rows.filter((row) => !row.approved), ...rows.filter((row) => row.approved)];
  }
}
