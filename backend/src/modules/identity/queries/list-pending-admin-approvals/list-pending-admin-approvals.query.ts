import type { AdminApprovalRecord } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
export class ListPendingAdminApprovalsQuery extends Query<AdminApprovalRecord[]> {
  constructor(readonly primaryAdminId: string) {
    super();
  }
}
