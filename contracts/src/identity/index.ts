/*
 * The identity context: roles and privileges, sign-ups, login and one-time codes, passwords, administrator
 * invitations and the captcha. form-parts.ts is internal and stays out of this list.
 */
export * from './privileges';
export * from './messages';
export * from './fields';
export * from './sign-up.schema';
export * from './auth.schema';
export * from './admin.schema';
export * from './captcha';
export * from './responses';
