import { Query } from '@nestjs/cqrs';

export class ListSecondaryAdminEmailsQuery extends Query<{ _id: string; email: string }[]> {
  constructor(readonly primaryAdminId: string) {
    super();
  }
}
