import { outreachMessages, type ConsentPreference } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../../platform/http/domain-error';
import { ConsentRegistry } from '../../consent-registry';
import { consentPreferenceOf } from '../../consent-preference';
import { SetConsentCommand } from './set-consent.command';

@CommandHandler(SetConsentCommand)
export class SetConsentHandler implements ICommandHandler<SetConsentCommand> {
  constructor(private readonly registry: ConsentRegistry) {}

  async execute({ token, subscribed, source }: SetConsentCommand): Promise<ConsentPreference> {
    const record = await this.registry.findByToken(token);
    if (!record) throw new DomainError('not-found', outreachMessages.unsubscribeNotFound);
    // Under the registry's row lock, so a send being claimed either sees this choice or finishes before it.
    await this.registry.setSubscribed(record.channel, record.address, subscribed, source);
    const updated = await this.registry.findByToken(token);
    if (!updated) throw new DomainError('not-found', outreachMessages.unsubscribeNotFound);
    return consentPreferenceOf(updated);
  }
}
