/** Query keys of the outreach feature: one root, so a change can refresh everything outreach at once. */
export const outreachKeys = {
  all: ['outreach'] as const,
  messages: (fundraiserId: string) => [...outreachKeys.all, 'messages', fundraiserId] as const,
  report: (fundraiserId: string) => [...outreachKeys.all, 'report', fundraiserId] as const,
  audience: (fundraiserId: string) => [...outreachKeys.all, 'audience', fundraiserId] as const,
  consent: (token: string) => [...outreachKeys.all, 'consent', token] as const,
};
