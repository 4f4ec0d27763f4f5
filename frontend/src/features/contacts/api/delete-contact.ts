import { outreachRouteTable } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { contactKeys } from './get-contacts';

/** DELETE /api/contactRoutes/deleteContact?contactId */
export function deleteContact({ contactId }: { contactId: string }) {
  return call(outreachRouteTable.deleteContact, { query: { contactId } });
}

export function deleteContactMutationOptions() {
  return mutationOptions({ mutationKey: [...contactKeys.all, 'delete'] as const, mutationFn: deleteContact });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteContactMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.list() }),
  });
}
