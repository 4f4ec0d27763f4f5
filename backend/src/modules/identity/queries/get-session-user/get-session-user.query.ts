import type { SessionUser } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
export class GetSessionUserQuery extends Query<SessionUser> {
  constructor(readonly accountId: string) {
    super();
  }
}
