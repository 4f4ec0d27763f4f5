import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** Puts a participant of the fundraiser in one of its groups (and so out of any other: one group per fundraiser). */
export class AssignParticipantToGroupCommand extends Command<void> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly groupId: string,
    readonly participantId: string,
  ) {
    super();
  }
}
