import { outreachRouteTable, type ImportContactsRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { contactKeys } from './get-contacts';

/** POST /api/contactRoutes/importContacts: saves the new rows. */
export async function importContacts(body: ImportContactsRequest) {
  return (await call(outreachRouteTable.importContacts, { body })).data;
}

export function importContactsMutationOptions() {
  return mutationOptions({ mutationKey: [...contactKeys.all, 'import'] as const, mutationFn: importContacts });
}

export function useImportContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    ...importContactsMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.list() }),
  });
}
