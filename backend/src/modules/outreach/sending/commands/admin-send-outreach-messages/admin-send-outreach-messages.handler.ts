import { fundraiserMessages, outreachMessages, type OutreachSendResult } from '@fundplay/contracts';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../../platform/http/domain-error';
import { GetOutreachContextQuery } from '../../../../fundraisers/queries/get-outreach-context/get-outreach-context.query';
import { OutreachDispatcher, type OutreachTarget } from '../../outreach-dispatcher';
import { AdminSendOutreachMessagesCommand } from './admin-send-outreach-messages.command';

/**
 * An administrator holding `sendEmailAndTexts` (the guard checked it) messages the participants or the team members
 * of a fundraiser they administer: everyone in that audience, or the chosen accounts, which must belong to it.
 * Never contacts: those belong to the participants. The same limits hold, counted for the administrator.
 */
@CommandHandler(AdminSendOutreachMessagesCommand)
export class AdminSendOutreachMessagesHandler implements ICommandHandler<AdminSendOutreachMessagesCommand> {
  constructor(
    private readonly queries: QueryBus,
    private readonly dispatcher: OutreachDispatcher,
  ) {}

  async execute({ administrator, input }: AdminSendOutreachMessagesCommand): Promise<OutreachSendResult> {
    const context = await this.queries.execute(
      new GetOutreachContextQuery(input.fundRaiserId, { kind: 'administrator', user: administrator }),
    );
    if (!context) throw new DomainError('not-found', fundraiserMessages.notFound);

    const kind = input.audience === 'participants' ? 'participant' : 'teamMember';
    const audience = new Map(
      context.people.filter((person) => person.kind === kind).map((person) => [person.accountId, person]),
    );
    const chosenIds = input.accountIds.length === 0 ? [...audience.keys()] : [...new Set(input.accountIds)];
    const targets = chosenIds.map((accountId): OutreachTarget => {
      const person = audience.get(accountId);
      if (!person) throw new DomainError('not-found', outreachMessages.recipientNotFound);
      return {
        kind: person.kind,
        contactId: null,
        accountId: person.accountId,
        name: person.name,
        email: person.email,
        phoneNumber: person.phoneNumber,
      };
    });
    if (targets.length === 0) throw new DomainError('invalid', outreachMessages.noRecipients);

    return this.dispatcher.dispatch({
      fundraiserId: context.fundraiser.id,
      fundraiserZone: context.fundraiser.timeZone,
      senderAccountId: administrator.accountId,
      senderRole: 'admin',
      channel: input.channel,
      note: input.note,
      targets,
    });
  }
}
