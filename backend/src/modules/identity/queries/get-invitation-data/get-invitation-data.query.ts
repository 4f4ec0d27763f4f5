import type { InvitationData } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
export class GetInvitationDataQuery extends Query<InvitationData> {
  constructor(
    readonly role: 'secondaryAdmin' | 'participant' | 'teamMember',
    readonly invitationCode: string,
  ) {
    super();
  }
}
