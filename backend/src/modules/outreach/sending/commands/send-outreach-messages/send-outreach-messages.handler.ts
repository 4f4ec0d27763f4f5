import { outreachMessages, type OutreachSendResult } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../../platform/http/domain-error';
import { GetOutreachContextQuery } from '../../../../fundraisers/queries/get-outreach-context/get-outreach-context.query';
import { Contact } from '../../../entities/contact.entity';
import { OutreachDispatcher, type OutreachTarget } from '../../outreach-dispatcher';
import { SendOutreachMessagesCommand } from './send-outreach-messages.command';

/**
 * A participant sends the FundPlay template with their referral link to people they chose: their own contacts
 * (nobody else's) and their own team members in this fundraiser. Each recipient gets a personal tracking code.
 */
@CommandHandler(SendOutreachMessagesCommand)
export class SendOutreachMessagesHandler implements ICommandHandler<SendOutreachMessagesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly dispatcher: OutreachDispatcher,
  ) {}

  async execute({ senderAccountId, input }: SendOutreachMessagesCommand): Promise<OutreachSendResult> {
    const context = await this.queries.execute(
      new GetOutreachContextQuery(input.fundRaiserId, { kind: 'participant', accountId: senderAccountId }),
    );
    if (!context) throw new DomainError('forbidden', outreachMessages.notAMember);
    if (!context.sender.referralCode) throw new DomainError('conflict', outreachMessages.noReferralCode);

    const chosen = uniqueRecipients(input.recipients);
    const contactIds = chosen.filter((recipient) => recipient.kind === 'contact').map((recipient) => recipient.id);
    const contacts = new Map(
      (contactIds.length === 0
        ? []
        : await this.em.fork().find(Contact, { id: { $in: contactIds }, ownerAccountId: senderAccountId })
      ).map((contact) => [contact.id, contact]),
    );
    const team = new Map(
      context.people
        .filter((person) => person.kind === 'teamMember' && person.teamOfAccountId === senderAccountId)
        .map((person) => [person.accountId, person]),
    );

    const targets = chosen.map((recipient): OutreachTarget => {
      if (recipient.kind === 'contact') {
        const contact = contacts.get(recipient.id);
        // Someone else's contact answers exactly like one that does not exist.
        if (!contact) throw new DomainError('not-found', outreachMessages.recipientNotFound);
        return {
          kind: 'contact',
          contactId: contact.id,
          accountId: null,
          name: contact.fullName,
          email: contact.email,
          phoneNumber: contact.phoneNumber,
        };
      }
      const member = team.get(recipient.id);
      if (!member) throw new DomainError('not-found', outreachMessages.recipientNotFound);
      return {
        kind: 'teamMember',
        contactId: null,
        accountId: member.accountId,
        name: member.name,
        email: member.email,
        phoneNumber: member.phoneNumber,
      };
    });

    return this.dispatcher.dispatch({
      fundraiserId: context.fundraiser.id,
      fundraiserZone: context.fundraiser.timeZone,
      senderAccountId,
      senderRole: 'participant',
      channel: input.channel,
      note: input.note,
      targets,
    });
  }
}

/** The same person chosen twice is messaged once. */
function uniqueRecipients<T extends { kind: string; id: string }>(recipients: readonly T[]): T[] {
  const seen = new Set<string>();
  return recipients.filter((recipient) => {
    const key = `${recipient.kind}:${recipient.id.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
