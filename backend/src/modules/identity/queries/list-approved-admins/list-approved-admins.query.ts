import type { ApprovedAdmin } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

export class ListApprovedAdminsQuery extends Query<ApprovedAdmin[]> {
  constructor(readonly primaryAdminId: string) {
    super();
  }
}
