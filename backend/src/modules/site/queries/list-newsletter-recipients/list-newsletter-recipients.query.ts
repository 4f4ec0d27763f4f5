import { Query } from '@nestjs/cqrs';

export interface NewsletterRecipient {
  subscriptionId: string;
  email: string;
}

/** Who a newsletter goes to: confirmed addresses only. */
export class ListNewsletterRecipientsQuery extends Query<NewsletterRecipient[]> {}
