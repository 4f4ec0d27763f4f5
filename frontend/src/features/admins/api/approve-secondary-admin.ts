import { identityRoutes } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { approvedAdminsQueryOptions } from './get-approved-admins';
import { secondaryAdminApprovalsQueryOptions } from './get-secondary-admin-approvals';

export function approveSecondaryAdmin({ adminId }: { adminId: string }): Promise<{ message: string }> {
  return api.put<{ message: string }>(identityRoutes.approveSecondaryAdmin, { adminId });
}

export function approveSecondaryAdminMutationOptions() {
  return mutationOptions({ mutationKey: ['admins', 'approve'] as const, mutationFn: approveSecondaryAdmin });
}

/** Approving moves the administrator from the pending list to the approved one. */
export function useApproveSecondaryAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...approveSecondaryAdminMutationOptions(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: secondaryAdminApprovalsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: approvedAdminsQueryOptions().queryKey }),
      ]),
  });
}
