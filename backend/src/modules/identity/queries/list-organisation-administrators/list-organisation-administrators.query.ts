import type { AdminRow } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** The primary admin and the approved secondary admins they answer for: who may run their fundraisers. */
export class ListOrganisationAdministratorsQuery extends Query<AdminRow[]> {
  constructor(readonly primaryAdminId: string) {
    super();
  }
}
