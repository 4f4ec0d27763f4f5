/*
 * The fundraisers context (spec §7): fundraisers, groups, memberships, invitations and referral codes. Texts, limits
 * and the computed status are plain values without zod (status.ts), so a page that only shows a fundraiser loads no
 * schema. group-drafts.ts is internal and stays out of this list.
 */
export * from './status';
export * from './fields';
export * from './schedule';
export * from './fundraiser.schema';
export * from './group.schema';
export * from './membership.schema';
export * from './fundraiser-responses';
export * from './membership-responses';
export * from './dashboard-responses';
