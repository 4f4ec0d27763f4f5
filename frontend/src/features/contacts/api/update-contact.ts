import { outreachRouteTable, type UpdateContactRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { contactKeys } from './get-contacts';

/** PUT /api/contactRoutes/updateContact */
export function updateContact(body: UpdateContactRequest) {
  return call(outreachRouteTable.updateContact, { body });
}

export function updateContactMutationOptions() {
  return mutationOptions({ mutationKey: [...contactKeys.all, 'update'] as const, mutationFn: updateContact });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateContactMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.list() }),
  });
}
