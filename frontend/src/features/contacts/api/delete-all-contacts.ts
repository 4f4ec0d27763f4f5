import { outreachRouteTable } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { contactKeys } from './get-contacts';

/** DELETE /api/contactRoutes/deleteAllContacts: every contact of the caller, in one action. */
export function deleteAllContacts() {
  return call(outreachRouteTable.deleteAllContacts);
}

export function deleteAllContactsMutationOptions() {
  return mutationOptions({ mutationKey: [...contactKeys.all, 'delete-all'] as const, mutationFn: deleteAllContacts });
}

export function useDeleteAllContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteAllContactsMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.list() }),
  });
}
