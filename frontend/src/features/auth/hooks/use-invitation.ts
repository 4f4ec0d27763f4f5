import { identityMessages, type InvitationData, type Role } from '@fundplay/contracts';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useInvitationData } from '../api/get-invitation-data';
import { isPublicInvitation } from '../lib/roles';

/**
 * Loads the invitation behind a signup link. A private invitation names its person, whose name and email
 * the form then locks; a public (`pub_`) link names nobody. Expired codes warn, unknown ones fail (spec §8).
 */
export function useInvitation(role: Role, code: string | undefined, onPrivate: (invitation: InvitationData) => void) {
  const query = useInvitationData(role, code);
  const isPrivate = Boolean(code && !isPublicInvitation(code) && query.data);

  const onPrivateRef = useRef(onPrivate);
  useEffect(() => {
    onPrivateRef.current = onPrivate;
  }, [onPrivate]);

  // Prefill once per loaded invitation, not on every render of the form.
  useEffect(() => {
    if (query.data && code && !isPublicInvitation(code)) onPrivateRef.current(query.data);
  }, [query.data, code]);

  const error = query.error;
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 410) notify.warning(error.message);
    else notify.error(errorMessage(error, identityMessages.invitationInvalid));
  }, [error]);

  return {
    invitation: query.data,
    isLoading: query.isLoading,
    error: error ? errorMessage(error, identityMessages.invitationInvalid) : null,
    isPrivate,
  };
}
