import { identityMessages } from '@fundplay/contracts';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { DomainError } from '../../../platform/http/domain-error';
import { holdsPrivilege } from './fundraiser-access.policy';

/**
 * Approving under-18 participants' photos is part of admitting participants: the administrators who approve
 * participants (acceptStudentFund, the dashboard's `approveParticipants`) of a fundraiser they administer.
 */
export function assertMayApproveParticipantPhotos(user: AuthenticatedUser): void {
  if (!holdsPrivilege(user, 'acceptStudentFund')) throw new DomainError('forbidden', identityMessages.forbidden);
}
