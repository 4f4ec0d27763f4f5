import type { DonorType } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * The sponsor `sponsorId` of fundraiser `fundraiserId`, or null (unknown, or another fundraiser's): for the
 * payments context, before a business gift is credited to a sponsor.
 */
export class FindSponsorQuery extends Query<{ id: string; type: DonorType; businessName: string } | null> {
  constructor(
    readonly sponsorId: string,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
