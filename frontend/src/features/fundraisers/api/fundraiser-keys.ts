/** Query keys of the fundraisers feature: one place, so mutations invalidate exactly what queries read. */
export const fundraiserKeys = {
  all: ['fundraisers'] as const,
  adminList: () => ['fundraisers', 'admin-list'] as const,
  adminDashboards: () => ['fundraisers', 'admin-dashboard'] as const,
  adminDashboard: (fundraiserId: string) => ['fundraisers', 'admin-dashboard', fundraiserId] as const,
  participantRequests: (fundraiserId: string) => ['fundraisers', 'participant-requests', fundraiserId] as const,
  similar: (name: string) => ['fundraisers', 'similar', name] as const,
  donations: (fundraiserId: string) => ['fundraisers', 'donations', fundraiserId] as const,
  sponsors: (fundraiserId: string) => ['fundraisers', 'sponsors', fundraiserId] as const,
};
