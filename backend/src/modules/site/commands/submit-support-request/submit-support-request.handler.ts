import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { SupportRequest } from '../../entities/support-request.entity';
import { SupportRequestReceived } from '../../events/support-request-received.event';
import { SubmitSupportRequestCommand } from './submit-support-request.command';

@CommandHandler(SubmitSupportRequestCommand)
export class SubmitSupportRequestHandler implements ICommandHandler<SubmitSupportRequestCommand> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ name, email, message }: SubmitSupportRequestCommand) {
    return this.uow.run(async ({ em, publish }) => {
      const request = em.create(SupportRequest, { name, email, message });
      em.persist(request);
      publish(new SupportRequestReceived({ supportRequestId: request.id, name, email, message }));
      return { supportRequestId: request.id };
    });
  }
}
