/*
 * Campaign pages (issue #21): the public fundraiser, group and participant pages, the supporters wall, the
 * participant's page settings and the admins' moderation.
 */
export * from './campaign-limits';
export * from './campaign.schema';
export * from './campaign-responses';
