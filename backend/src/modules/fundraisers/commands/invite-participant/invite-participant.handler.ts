import { fundraiserMessages } from '@fundplay/contracts';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { FundraiserGroup } from '../../entities/fundraiser-group.entity';
import { FundraiserInvitation } from '../../entities/fundraiser-invitation.entity';
import { ParticipantInvited } from '../../events/participant-invited.event';
import {
  hashInvitationCode,
  INVITATION_LIFETIME_SECONDS,
  invitationExpiry,
  invitationSecretRef,
  newPrivateInvitationCode,
} from '../../domain/invitation-codes';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { hasEnded } from '../../policies/membership-access.policy';
import { InviteParticipantCommand } from './invite-participant.command';

/**
 * Invites one named participant to a fundraiser the admin runs (optionally to one of its groups). Only the code's
 * hash is stored; the code goes to the admin in the answer and to the invitee through the vault and a job.
 */
@CommandHandler(InviteParticipantCommand)
export class InviteParticipantHandler implements ICommandHandler<InviteParticipantCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: FundraiserAccess,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async execute({ user, input }: InviteParticipantCommand) {
    const [inviter] = await this.queries.execute(new GetPeopleQuery([user.accountId]));
    return this.uow.run(async ({ em, publish, keepSecret }) => {
      const fundraiser = await this.access.requireAdministered(em, user, input.fundRaisingId);
      if (hasEnded(fundraiser)) throw new DomainError('conflict', fundraiserMessages.fundraiserEnded);
      if (input.groupId && !(await em.findOne(FundraiserGroup, { id: input.groupId, fundraiserId: fundraiser.id }))) {
        throw new DomainError('not-found', fundraiserMessages.groupNotFound, {
          groupId: [fundraiserMessages.groupNotFound],
        });
      }
      const code = newPrivateInvitationCode();
      const invitation = em.create(FundraiserInvitation, {
        codeHash: hashInvitationCode(code),
        role: 'participant',
        fundraiserId: fundraiser.id,
        groupId: input.groupId ?? null,
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
        new ParticipantInvited({
          invitationId: invitation.id,
          email: input.email,
          phoneNo: input.phoneNumber || null,
          firstName: input.firstName,
          fundraiserName: fundraiser.fundRaisingName,
          inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : fundraiser.fundRaisingName,
        }),
      );
      return { invitationCode: code, invitationLink: `${this.config.http.publicUrl}/participant/signup/${code}` };
    });
  }
}
