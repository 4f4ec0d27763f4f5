import type { ParticipantPhotoRow } from '@fundplay/contracts';
import type { QueryBus } from '@nestjs/cqrs';
import { GetPeopleQuery } from '../../identity/queries/get-people/get-people.query';
import { ListMinorsQuery } from '../../identity/queries/list-minors/list-minors.query';
import { publicDisplayName } from '../domain/campaign-profile';
import type { Membership } from '../entities/membership.entity';
import { fileUrl } from './fundraiser-views';

/**
 * The photos of these memberships that need an admin's approval: under-18 participants' (identity knows ages),
 * approved or not, named as their page names them.
 */
export async function minorsPhotoRows(
  queries: QueryBus,
  memberships: readonly Membership[],
): Promise<ParticipantPhotoRow[]> {
  const withPhoto = memberships.filter((membership) => membership.photoFileId !== null);
  if (withPhoto.length === 0) return [];
  const accountIds = withPhoto.map((membership) => membership.accountId);
  const [minors, people] = await Promise.all([
    queries.execute(new ListMinorsQuery(accountIds)),
    queries.execute(new GetPeopleQuery(accountIds)),
  ]);
  const cards = new Map(people.map((card) => [card.id, card]));
  return withPhoto.flatMap((membership) => {
    const card = cards.get(membership.accountId);
    if (!card || !minors.has(card.id)) return [];
    return [
      {
        participantId: card.id,
        displayName: publicDisplayName(card.firstName, card.lastName),
        photo: fileUrl(membership.photoFileId) ?? '',
        approved: membership.photoApprovedAt !== null,
      },
    ];
  });
}
