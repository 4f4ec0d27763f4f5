import { identityMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { Invitation } from '../../entities/invitation.entity';
import { GetInvitationDataQuery } from './get-invitation-data.query';

@QueryHandler(GetInvitationDataQuery)
export class GetInvitationDataHandler implements IQueryHandler<GetInvitationDataQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ role, invitationCode }: GetInvitationDataQuery) {
    const em = this.em.fork();
    const invitation = await em.findOne(Invitation, { code: invitationCode, role });
    if (!invitation || !invitation.active) throw new DomainError('not-found', identityMessages.invitationInvalid);
    if (invitation.expiresAt < new Date() || (!invitation.isPublic && invitation.usedAt)) {
      throw new DomainError('gone', identityMessages.invitationExpired);
    }
    const [fundraiser] = invitation.fundraiserId
      ? await em.execute<{ id: string; fund_raising_name: string }[]>(
          'select id, fund_raising_name from fundraisers where id = ?',
          [invitation.fundraiserId],
        )
      : [];
    return {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      email: invitation.email,
      phoneNumber: invitation.phoneNo,
      fundRaisingId: fundraiser ? { _id: fundraiser.id, fundRaisingName: fundraiser.fund_raising_name } : null,
      groupId: invitation.groupId,
      adminId: invitation.invitedBy,
      expire: false,
    };
  }
}
