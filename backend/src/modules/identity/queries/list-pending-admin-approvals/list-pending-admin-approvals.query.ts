import type { AdminApprovalRecord } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

export class ListPendingAdminApprovalsQuery extends Query<AdminApprovalRecord[]> {
  constructor(readonly primaryAdminId: string) {
    super();
  }
}
