import { fundraiserMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { Membership } from '../../entities/membership.entity';
import { participantReferralCode } from '../../services/participant-referral-codes';
import { GenerateReferralCodeCommand } from './generate-referral-code.command';

/**
 * Gets or makes the participant's referral code for the fundraiser of their group (spec §5: a referral link needs a
 * group). One code per participant per fundraiser: asking again answers the same code, kept on their current group.
 */
@CommandHandler(GenerateReferralCodeCommand)
export class GenerateReferralCodeHandler implements ICommandHandler<GenerateReferralCodeCommand> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ accountId, groupId }: GenerateReferralCodeCommand) {
    return this.uow.run(async ({ em }) => {
      const membership = await em.findOne(Membership, { accountId, groupId, role: 'participant' });
      if (!membership) {
        throw new DomainError('invalid', fundraiserMessages.needGroupForReferral, {
          groupId: [fundraiserMessages.needGroupForReferral],
        });
      }
      return { code: await participantReferralCode(em, membership.fundraiserId, accountId, groupId) };
    });
  }
}
