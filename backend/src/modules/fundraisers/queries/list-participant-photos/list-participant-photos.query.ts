import type { ParticipantPhotoRow } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** GET /api/campaignRoutes/getParticipantPhotos: under-18 participants' photos, approved or waiting. */
export class ListParticipantPhotosQuery extends Query<ParticipantPhotoRow[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
