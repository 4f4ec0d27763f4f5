import { Query } from '@nestjs/cqrs';

/**
 * How many different donors gave through a participant's referral link (card gifts credited to the membership
 * that went through and were not refunded in full), told apart by email address regardless of case.
 */
export class CountDistinctDonorsQuery extends Query<number> {
  constructor(readonly membershipId: string) {
    super();
  }
}
