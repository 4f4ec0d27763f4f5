import { fundraiserMessages } from '@fundplay/contracts';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { JoinRequest } from '../../entities/join-request.entity';
import { ParticipantAdmitted } from '../../events/participant-admitted.event';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { ApproveParticipantCommand } from './approve-participant.command';

const requestNotFound = () => new DomainError('not-found', fundraiserMessages.requestNotFound);

@CommandHandler(ApproveParticipantCommand)
export class ApproveParticipantHandler implements ICommandHandler<ApproveParticipantCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: FundraiserAccess,
    private readonly queries: QueryBus,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, requestId }: ApproveParticipantCommand) {
    await this.uow.run(async ({ em, publish, afterCommit }) => {
      const request = await em.findOne(JoinRequest, { id: requestId });
      if (!request) throw requestNotFound();
      const fundraiser = await this.access.requireAdministered(em, user, request.fundraiserId);
      // What its pages and its members' dashboards show changes: their documents are replaced once this commits.
      afterCommit(() => this.documents.changed(fundraiser.id));
      // The delete decides: of two approvals racing, only one removes the row, and only that one admits.
      const deleted = await em.execute<{ id: string }[]>('delete from join_requests where id = ? returning id', [
        request.id,
      ]);
      if (deleted.length === 0) throw requestNotFound();
      await em.execute(
        `insert into fundraiser_memberships (id, fundraiser_id, account_id, role)
         values (gen_random_uuid(), ?, ?, 'participant') on conflict do nothing`,
        [fundraiser.id, request.accountId],
      );
      const [participant] = await this.queries.execute(new GetPeopleQuery([request.accountId]));
      if (participant) {
        publish(
          new ParticipantAdmitted({
            accountId: participant.id,
            fundraiserId: fundraiser.id,
            email: participant.email,
            firstName: participant.firstName,
            fundraiserName: fundraiser.fundRaisingName,
          }),
        );
      }
    });
  }
}
