import { fundraiserMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { Membership } from '../../entities/membership.entity';
import { hasEnded } from '../../policies/membership-access.policy';
import { RequestToJoinCommand } from './request-to-join.command';

@CommandHandler(RequestToJoinCommand)
export class RequestToJoinHandler implements ICommandHandler<RequestToJoinCommand> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ accountId, fundraiserId }: RequestToJoinCommand) {
    await this.uow.run(async ({ em }) => {
      const fundraiser = await em.findOne(Fundraiser, { id: fundraiserId });
      if (!fundraiser) throw new DomainError('not-found', fundraiserMessages.notFound);
      if (hasEnded(fundraiser)) throw new DomainError('conflict', fundraiserMessages.fundraiserEnded);
      if (await em.findOne(Membership, { fundraiserId, accountId, role: 'participant' })) {
        throw new DomainError('conflict', fundraiserMessages.alreadyMember);
      }
      // The unique (fundraiser, account) index answers a repeated (or concurrent) request.
      const inserted = await em.execute<{ id: string }[]>(
        `insert into join_requests (id, fundraiser_id, account_id) values (gen_random_uuid(), ?, ?)
         on conflict do nothing returning id`,
        [fundraiserId, accountId],
      );
      if (inserted.length === 0) throw new DomainError('conflict', fundraiserMessages.alreadyRequested);
    });
  }
}
