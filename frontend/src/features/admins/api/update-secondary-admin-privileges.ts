import { identityRoutes, type Privileges } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { approvedAdminsQueryOptions } from './get-approved-admins';

export interface UpdatePrivilegesInput {
  adminId: string;
  privileges: Privileges;
}

export function updateSecondaryAdminPrivileges(input: UpdatePrivilegesInput): Promise<{ message: string }> {
  return api.put<{ message: string }>(identityRoutes.updateSecondayAdminPrivileges, input);
}

export function updateSecondaryAdminPrivilegesMutationOptions() {
  return mutationOptions({
    mutationKey: ['admins', 'privileges'] as const,
    mutationFn: updateSecondaryAdminPrivileges,
  });
}

export function useUpdateSecondaryAdminPrivileges() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateSecondaryAdminPrivilegesMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvedAdminsQueryOptions().queryKey }),
  });
}
