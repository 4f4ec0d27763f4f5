import { outreachMessages, type ConsentPreference } from '@fundplay/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../../platform/http/domain-error';
import { ConsentRegistry } from '../../consent-registry';
import { consentPreferenceOf } from '../../consent-preference';
import { GetConsentPreferenceQuery } from './get-consent-preference.query';

@QueryHandler(GetConsentPreferenceQuery)
export class GetConsentPreferenceHandler implements IQueryHandler<GetConsentPreferenceQuery> {
  constructor(private readonly registry: ConsentRegistry) {}

  async execute({ token }: GetConsentPreferenceQuery): Promise<ConsentPreference> {
    const record = await this.registry.findByToken(token);
    if (!record) throw new DomainError('not-found', outreachMessages.unsubscribeNotFound);
    return consentPreferenceOf(record);
  }
}
