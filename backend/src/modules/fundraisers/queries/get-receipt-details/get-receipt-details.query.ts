import { Query } from '@nestjs/cqrs';

/** What a donation receipt and a participant's thank-you say about the fundraiser and the credited participant. */
export interface ReceiptDetails {
  fundraiserId: string;
  /** The fundraiser's legal name as registered (its name on FundPlay). */
  legalName: string;
  taxId: string;
  /** One line: street, city, state and ZIP, as registered ('' when unknown). */
  address: string;
  /** The credited participant, when `membershipId` names one who is still a verified account. */
  participant: { accountId: string; firstName: string; lastName: string; email: string } | null;
  /** The name of the group `groupId` names, when it is one of this fundraiser's. */
  groupName: string | null;
}

/** 404 when the fundraiser no longer exists. */
export class GetReceiptDetailsQuery extends Query<ReceiptDetails> {
  constructor(
    readonly fundraiserId: string,
    readonly membershipId: string | null = null,
    readonly groupId: string | null = null,
  ) {
    super();
  }
}
