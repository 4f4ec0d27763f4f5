import type { ConsentPreference } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /api/outreachRoutes/getConsent: the preference behind an unsubscribe link's token (404 when unknown). */
export class GetConsentPreferenceQuery extends Query<ConsentPreference> {
  constructor(readonly token: string) {
    super();
  }
}
