import { fundraiserMessages } from '@fundplay/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { FindAccountByEmailQuery } from '../../../identity/queries/find-account-by-email/find-account-by-email.query';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { FundraiserInvitation } from '../../entities/fundraiser-invitation.entity';
import { Membership } from '../../entities/membership.entity';
import { TeamMemberInvited } from '../../events/team-member-invited.event';
import {
  hashInvitationCode,
  INVITATION_LIFETIME_SECONDS,
  invitationExpiry,
  invitationSecretRef,
  newPrivateInvitationCode,
  newPublicLinkCode,
} from '../../domain/invitation-codes';
import { hasEnded, requireMembership } from '../../policies/membership-access.policy';
import { InviteTeamMemberCommand } from './invite-team-member.command';

@CommandHandler(InviteTeamMemberCommand)
export class InviteTeamMemberHandler implements ICommandHandler<InviteTeamMemberCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async execute({ user, input }: InviteTeamMemberCommand) {
    if (input.isGeneral) {
      const invitationCode = await this.uow.run(async ({ em }) => {
        await requireMembership(em, user.accountId, input.fundRaisingId, 'participant');
        return this.teamLinkOf(em, input.fundRaisingId, user.accountId);
      });
      return {
        userExists: false,
        invitationlink: `${this.config.http.publicUrl}/teammember/signup/${invitationCode}`,
        invitationCode,
      };
    }

    const [existing, [participant]] = await Promise.all([
      this.queries.execute(new FindAccountByEmailQuery('teamMember', input.email)),
      this.queries.execute(new GetPeopleQuery([user.accountId])),
    ]);
    const userExists = existing !== null;
    return this.uow.run(async ({ em, publish, keepSecret }) => {
      await requireMembership(em, user.accountId, input.fundRaisingId, 'participant');
      const fundraiser = await em.findOneOrFail(Fundraiser, { id: input.fundRaisingId });
      if (hasEnded(fundraiser)) throw new DomainError('conflict', fundraiserMessages.fundraiserEnded);
      if (
        existing &&
        (await em.findOne(Membership, {
          fundraiserId: fundraiser.id,
          accountId: existing.id,
          role: 'teamMember',
          participantId: user.accountId,
        }))
      ) {
        throw new DomainError('conflict', fundraiserMessages.teamMemberAlreadyOnTeam);
      }
      const code = newPrivateInvitationCode();
      const invitation = em.create(FundraiserInvitation, {
        codeHash: hashInvitationCode(code),
        role: 'teamMember',
        fundraiserId: fundraiser.id,
        invitedBy: user.accountId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNo: input.phoneNumber ?? '',
        expiresAt: invitationExpiry(),
      });
      em.persist(invitation);
      keepSecret(invitationSecretRef(invitation.id), code, INVITATION_LIFETIME_SECONDS);
      publish(
        new TeamMemberInvited({
          invitationId: invitation.id,
          email: input.email,
          phoneNo: input.phoneNumber || null,
          firstName: input.firstName,
          fundraiserName: fundraiser.fundRaisingName,
          participantName: participant ? `${participant.firstName} ${participant.lastName}` : 'A participant',
          userExists,
        }),
      );
      return {
        userExists,
        invitationlink: `${this.config.http.publicUrl}/teammember/${userExists ? 'login' : 'signup'}/${code}`,
        invitationCode: code,
      };
    });
  }

  /** The participant's one `pub_` team link for the fundraiser, made on first use (concurrent first uses agree). */
  private async teamLinkOf(em: EntityManager, fundraiserId: string, participantId: string): Promise<string> {
    await em.execute(
      `insert into team_public_links (code, fundraiser_id, participant_id) values (?, ?, ?) on conflict do nothing`,
      [newPublicLinkCode(), fundraiserId, participantId],
    );
    const [link] = await em.execute<{ code: string }[]>(
      'select code from team_public_links where fundraiser_id = ? and participant_id = ?',
      [fundraiserId, participantId],
    );
    if (!link) throw new Error('team link was neither found nor created');
    return link.code;
  }
}
