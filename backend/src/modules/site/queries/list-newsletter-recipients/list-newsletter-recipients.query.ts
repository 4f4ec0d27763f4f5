import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

export interface NewsletterRecipient {
  subscriptionId: string;
  email: string;
}

/** Who a newsletter goes to: confirmed addresses only. */
@RequiresHandler()
export class ListNewsletterRecipientsQuery extends Query<NewsletterRecipient[]> {}
