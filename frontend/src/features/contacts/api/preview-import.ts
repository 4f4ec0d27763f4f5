import { outreachRouteTable, type ImportContactsRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { contactKeys } from './get-contacts';

/** POST /api/contactRoutes/previewImport: which rows are new, duplicates or invalid. Saves nothing. */
export async function previewImport(body: ImportContactsRequest) {
  return (await call(outreachRouteTable.previewImport, { body })).data;
}

export function previewImportMutationOptions() {
  return mutationOptions({ mutationKey: [...contactKeys.all, 'preview-import'] as const, mutationFn: previewImport });
}

/** A mutation (a POST with a body the person chose), but it changes nothing: no list to refresh. */
export function usePreviewImport() {
  return useMutation(previewImportMutationOptions());
}
