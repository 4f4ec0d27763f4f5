import { Query } from '@nestjs/cqrs';

/**
 * Which of these accounts belong to someone under 18 today (an account without a birth month and year is not
 * counted, as IsMinorQuery answers); unknown ids are left out.
 */
export class ListMinorsQuery extends Query<Set<string>> {
  constructor(readonly accountIds: readonly string[]) {
    super();
  }
}
