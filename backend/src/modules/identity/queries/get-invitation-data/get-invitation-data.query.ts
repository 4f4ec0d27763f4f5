import type { InvitationData } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

export class GetInvitationDataQuery extends Query<InvitationData> {
  constructor(
    readonly role: 'secondaryAdmin' | 'participant' | 'teamMember',
    readonly invitationCode: string,
  ) {
    super();
  }
}
