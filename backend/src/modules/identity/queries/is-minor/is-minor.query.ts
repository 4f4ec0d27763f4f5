import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** Whether the account belongs to someone under 18 today (false when no birth month and year is known). */
@RequiresHandler()
export class IsMinorQuery extends Query<boolean> {
  constructor(readonly accountId: string) {
    super();
  }
}
