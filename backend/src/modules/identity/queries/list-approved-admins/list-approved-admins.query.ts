import type { ApprovedAdmin } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
export class ListApprovedAdminsQuery extends Query<ApprovedAdmin[]> {
  constructor(readonly primaryAdminId: string) {
    super();
  }
}
