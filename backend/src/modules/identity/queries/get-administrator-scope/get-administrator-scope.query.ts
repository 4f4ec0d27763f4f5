import { Query } from '@nestjs/cqrs';

/**
 * The primary admin an administrator acts for: a primary admin themselves; a secondary admin, the primary admin
 * who (directly or through another secondary admin) invited them. Null for anyone else.
 */
export class GetAdministratorScopeQuery extends Query<{ primaryAdminId: string } | null> {
  constructor(readonly accountId: string) {
    super();
  }
}
