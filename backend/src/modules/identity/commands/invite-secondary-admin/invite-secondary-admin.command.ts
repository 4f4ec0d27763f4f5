import type { InvitationLink, secondaryAdminInvitationSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

export class InviteSecondaryAdminCommand extends Command<InvitationLink> {
  constructor(
    readonly inviterId: string,
    readonly input: z.output<typeof secondaryAdminInvitationSchema>,
  ) {
    super();
  }
}
