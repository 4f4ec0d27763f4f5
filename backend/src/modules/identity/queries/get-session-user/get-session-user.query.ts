import type { SessionUser } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

export class GetSessionUserQuery extends Query<SessionUser> {
  constructor(readonly accountId: string) {
    super();
  }
}
