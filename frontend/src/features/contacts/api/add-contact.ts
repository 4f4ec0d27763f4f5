import { outreachRouteTable, type AddContactRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { contactKeys } from './get-contacts';

/** POST /api/contactRoutes/addContact */
export function addContact(body: AddContactRequest) {
  return call(outreachRouteTable.addContact, { body });
}

export function addContactMutationOptions() {
  return mutationOptions({ mutationKey: [...contactKeys.all, 'add'] as const, mutationFn: addContact });
}

/** A new contact joins the list. */
export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addContactMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.list() }),
  });
}
