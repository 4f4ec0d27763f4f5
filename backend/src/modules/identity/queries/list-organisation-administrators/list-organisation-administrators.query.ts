import type { AdminRow } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** The primary admin and the approved secondary admins they answer for: who may run their fundraisers. */
@RequiresHandler()
export class ListOrganisationAdministratorsQuery extends Query<AdminRow[]> {
  constructor(readonly primaryAdminId: string) {
    super();
  }
}
