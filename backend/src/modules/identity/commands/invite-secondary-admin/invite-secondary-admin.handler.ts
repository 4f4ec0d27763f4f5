import { randomBytes } from 'node:crypto';
import { identityMessages, privilegeLabels, privilegesBeyond } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { Account } from '../../entities/account.entity';
import { Invitation } from '../../entities/invitation.entity';
import { SecondaryAdminInvited } from '../../events/secondary-admin-invited.event';
import { InviteSecondaryAdminCommand } from './invite-secondary-admin.command';

export const INVITATION_LIFETIME_MS = 7 * 24 * 3600_000;

/** A private, single-use, expiring code for one named administrator, emailed to them and shown to the inviter. */
@CommandHandler(InviteSecondaryAdminCommand)
export class InviteSecondaryAdminHandler implements ICommandHandler<InviteSecondaryAdminCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly config: AppConfig,
  ) {}

  async execute({ inviterId, input }: InviteSecondaryAdminCommand) {
    return this.uow.run(async ({ em, publish }) => {
      const inviter = await em.findOneOrFail(Account, { id: inviterId });
      // An inviter grants at most what it holds; a primary admin holds everything.
      const beyond = inviter.role === 'admin' ? [] : privilegesBeyond(inviter.privileges, input.privileges);
      if (beyond.length > 0) {
        const message = `${identityMessages.privilegesBeyondInviter}: ${beyond.map((name) => privilegeLabels[name]).join(', ')}`;
        throw new DomainError('forbidden', message, { privileges: [message] });
      }
      const invitation = em.create(Invitation, {
        code: randomBytes(18).toString('base64url'),
        role: 'secondaryAdmin',
        invitedBy: inviter.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNo: input.phoneNo ?? '',
        fundraiserId: input.fundRaisingId ?? null,
        privileges: input.privileges,
        expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
      });
      em.persist(invitation);
      const invitationLink = `${this.config.http.publicUrl}/admin/signup/${invitation.code}`;
      publish(
        new SecondaryAdminInvited({
          invitationId: invitation.id,
          email: input.email,
          firstName: input.firstName,
          inviterName: `${inviter.firstName} ${inviter.lastName}`,
        }),
      );
      return { invitationCode: invitation.code, invitationLink };
    });
  }
}
