import type { ConsentPreference } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';

/**
 * The choice made through an unsubscribe link: on the page (reversible either way) or by a mail client's RFC 8058
 * one-click POST (always an opt-out). Unknown tokens are a 404; the answer is the preference as it now stands.
 */
export class SetConsentCommand extends Command<ConsentPreference> {
  constructor(
    readonly token: string,
    readonly subscribed: boolean,
    readonly source: 'unsubscribe-link' | 'one-click',
  ) {
    super();
  }
}
