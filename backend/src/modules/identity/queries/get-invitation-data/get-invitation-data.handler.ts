import { fundraiserLimits, identityMessages, type InvitationData } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetFundraiserNamesQuery } from '../../ports/get-fundraiser-names.query';
import { ResolveInvitationQuery } from '../../ports/resolve-invitation.query';
import { Invitation } from '../../entities/invitation.entity';
import { GetInvitationDataQuery } from './get-invitation-data.query';

/**
 * What a sign-up page shows of its invitation. Private administrator invitations are identity's own; participant
 * and team-member invitations and every `pub_` link belong to the fundraisers context, which is asked (never read).
 */
@QueryHandler(GetInvitationDataQuery)
export class GetInvitationDataHandler implements IQueryHandler<GetInvitationDataQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ role, invitationCode }: GetInvitationDataQuery): Promise<InvitationData> {
    if (role !== 'secondaryAdmin' || invitationCode.startsWith(fundraiserLimits.publicCodePrefix)) {
      const invitation = await this.queries.execute(new ResolveInvitationQuery(role, invitationCode));
      return {
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        email: invitation.email,
        phoneNumber: invitation.phoneNo,
        fundRaisingId: { _id: invitation.fundraiser.id, fundRaisingName: invitation.fundraiser.fundRaisingName },
        groupId: invitation.groupId,
        // The administrator behind it: the inviting admin, or the fundraiser's primary admin for its public links.
        adminId: invitation.role === 'teamMember' ? null : invitation.invitedBy,
        expire: false,
      };
    }
    const invitation = await this.em.fork().findOne(Invitation, { code: invitationCode, role });
    if (!invitation || !invitation.active) throw new DomainError('not-found', identityMessages.invitationInvalid);
    if (invitation.expiresAt < new Date() || (!invitation.isPublic && invitation.usedAt)) {
      throw new DomainError('gone', identityMessages.invitationExpired);
    }
    const [fundraiser] = invitation.fundraiserId
      ? await this.queries.execute(new GetFundraiserNamesQuery([invitation.fundraiserId]))
      : [];
    return {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      email: invitation.email,
      phoneNumber: invitation.phoneNo,
      fundRaisingId: fundraiser ? { _id: fundraiser.id, fundRaisingName: fundraiser.fundRaisingName } : null,
      groupId: invitation.groupId,
      adminId: invitation.invitedBy,
      expire: false,
    };
  }
}
