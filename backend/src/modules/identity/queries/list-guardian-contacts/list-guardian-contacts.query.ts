import { Query } from '@nestjs/cqrs';

/** A minor participant and the guardian who asked to hear about what is sent in the child's name. */
export interface GuardianContact {
  accountId: string;
  firstName: string;
  lastName: string;
  guardianEmail: string;
}

/**
 * Of `accountIds`, the verified, active participants under 18 on `today` who gave a guardian email (issue #11: the
 * guardian's weekly outreach summary). Unknown ids, adults and minors without a guardian email are left out.
 */
export class ListGuardianContactsQuery extends Query<GuardianContact[]> {
  constructor(
    readonly accountIds: readonly string[],
    readonly today: Date = new Date(),
  ) {
    super();
  }
}
