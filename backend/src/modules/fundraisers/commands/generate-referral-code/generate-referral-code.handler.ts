import { fundraiserMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { Membership } from '../../entities/membership.entity';
import { newReferralCode } from '../../domain/invitation-codes';
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
      // A code colliding with another's primary key inserts nothing and is simply drawn again.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await em.execute(
          `insert into referral_codes (code, kind, fundraiser_id, group_id, participant_id)
           values (?, 'participant', ?, ?, ?) on conflict do nothing`,
          [newReferralCode(), membership.fundraiserId, groupId, accountId],
        );
        const [existing] = await em.execute<{ code: string }[]>(
          `update referral_codes set group_id = ?
            where kind = 'participant' and fundraiser_id = ? and participant_id = ? returning code`,
          [groupId, membership.fundraiserId, accountId],
        );
        if (existing) return { code: existing.code };
      }
      throw new Error('no referral code could be drawn');
    });
  }
}
