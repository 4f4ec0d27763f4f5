import { fundraiserMessages, moneyMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { FundraiserGroup } from '../../entities/fundraiser-group.entity';
import { Membership } from '../../entities/membership.entity';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { assertMayAddManualFunds } from '../../policies/fundraiser-permissions.policy';
import { GetManualDonationTargetQuery, type ManualDonationTarget } from './get-manual-donation-target.query';

@QueryHandler(GetManualDonationTargetQuery)
export class GetManualDonationTargetHandler implements IQueryHandler<GetManualDonationTargetQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
  ) {}

  async execute({ user, target, participantAccountId }: GetManualDonationTargetQuery): Promise<ManualDonationTarget> {
    const em = this.em.fork();
    let group: FundraiserGroup | null = null;
    if (target.groupId !== undefined) {
      group = await em.findOne(FundraiserGroup, { id: target.groupId });
      if (!group) throw new DomainError('not-found', fundraiserMessages.groupNotFound);
    }
    const fundraiserId = target.groupId === undefined ? target.fundraiserId : (group?.fundraiserId ?? '');
    const fundraiser = await this.access.requireAdministered(em, user, fundraiserId).catch((error: unknown) => {
      if (group && error instanceof DomainError && error.kind === 'not-found') {
        throw new DomainError('not-found', fundraiserMessages.groupNotFound);
      }
      throw error;
    });
    assertMayAddManualFunds(user, fundraiser, group);
    const membership = await em.findOne(Membership, {
      fundraiserId: fundraiser.id,
      accountId: participantAccountId,
      role: 'participant',
    });
    if (!membership || (group && membership.groupId !== group.id)) {
      throw new DomainError('invalid', moneyMessages.participantNotInTarget, {
        participantId: [moneyMessages.participantNotInTarget],
      });
    }
    return { fundraiserId: fundraiser.id, groupId: group?.id ?? null, membershipId: membership.id };
  }
}
