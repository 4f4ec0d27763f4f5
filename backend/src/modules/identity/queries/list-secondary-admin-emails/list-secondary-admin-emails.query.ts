import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
export class ListSecondaryAdminEmailsQuery extends Query<{ _id: string; email: string }[]> {
  constructor(readonly primaryAdminId: string) {
    super();
  }
}
