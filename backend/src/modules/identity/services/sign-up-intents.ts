import { fundraiserMessages } from '@fundplay/contracts';
import type { QueryBus } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/http/domain-error';
import { GetFundraiserNamesQuery } from '../ports/get-fundraiser-names.query';
import { ResolveInvitationQuery } from '../ports/resolve-invitation.query';
import type { SignUpIntent } from '../entities/account.entity';

/**
 * What a participant or team-member sign-up asks to join, checked with the fundraisers context before anything is
 * written: an invitation code must resolve (and a private one be addressed to this email); a bare fundraiser id
 * (participants only) must name a fundraiser that is still running. Null when the sign-up asks for nothing.
 */
export async function signUpIntentFor(
  queries: QueryBus,
  role: 'participant' | 'teamMember',
  input: { email: string; invitationCode?: string; fundraisingId?: string },
): Promise<SignUpIntent | null> {
  if (input.invitationCode) {
    const invitation = await queries.execute(new ResolveInvitationQuery(role, input.invitationCode));
    if (invitation.kind === 'private' && invitation.email !== input.email.toLowerCase()) {
      throw new DomainError('forbidden', fundraiserMessages.invitationEmailMismatch, {
        email: [fundraiserMessages.invitationEmailMismatch],
      });
    }
    return {
      invitationId: invitation.invitationId,
      publicLinkCode: invitation.publicLinkCode,
      fundraiserId: invitation.fundraiser.id,
      groupId: invitation.groupId,
    };
  }
  if (role === 'participant' && input.fundraisingId) {
    const [fundraiser] = await queries.execute(new GetFundraiserNamesQuery([input.fundraisingId]));
    if (!fundraiser) throw new DomainError('not-found', fundraiserMessages.notFound);
    if (fundraiser.ended) throw new DomainError('conflict', fundraiserMessages.fundraiserEnded);
    return { invitationId: null, publicLinkCode: null, fundraiserId: fundraiser.id, groupId: null };
  }
  return null;
}
