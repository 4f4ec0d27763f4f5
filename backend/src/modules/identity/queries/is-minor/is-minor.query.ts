import { Query } from '@nestjs/cqrs';

/** Whether the account belongs to someone under 18 today (false when no birth month and year is known). */
export class IsMinorQuery extends Query<boolean> {
  constructor(readonly accountId: string) {
    super();
  }
}
