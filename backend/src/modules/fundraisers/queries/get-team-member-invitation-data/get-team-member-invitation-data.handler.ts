import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { ResolveInvitationQuery } from '../../../identity/ports/resolve-invitation.query';
import { GetTeamMemberInvitationDataQuery } from './get-team-member-invitation-data.query';

@QueryHandler(GetTeamMemberInvitationDataQuery)
export class GetTeamMemberInvitationDataHandler implements IQueryHandler<GetTeamMemberInvitationDataQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ invitationCode }: GetTeamMemberInvitationDataQuery) {
    const invitation = await this.queries.execute(new ResolveInvitationQuery('teamMember', invitationCode));
    const [participant] = invitation.participantId
      ? await this.queries.execute(new GetPeopleQuery([invitation.participantId]))
      : [];
    return {
      expire: false,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      email: invitation.email,
      phoneNumber: invitation.phoneNo,
      fundRaisingId: { _id: invitation.fundraiser.id, fundRaisingName: invitation.fundraiser.fundRaisingName },
      participant: { firstName: participant?.firstName ?? '', lastName: participant?.lastName ?? '' },
      isPublic: invitation.kind === 'public',
    };
  }
}
