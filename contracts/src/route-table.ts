import type { z } from 'zod';
import { mailboxFilterSchema, type MailboxMessage } from './dev';
import type { HealthReport } from './health';
import type { ApiResponse } from './http';
import {
  adminSignUpSchema,
  approveSecondaryAdminSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  invitationQuerySchema,
  loginSchema,
  participantSignUpSchema,
  resendOtpSchema,
  resendVerificationQuerySchema,
  secondaryAdminInvitationSchema,
  updatePrivilegesSchema,
  verifyEmailQuerySchema,
  verifyOtpSchema,
  type AdminApprovalRecord,
  type ApprovedAdmin,
  type CaptchaChallenge,
  type InvitationData,
  type InvitationLink,
  type LoginResult,
  type PasswordResetGrant,
  type PrivilegeName,
  type Privileges,
  type SessionUser,
  type VerifyOtpResult,
} from './identity';
import {
  newsletterConfirmationSchema,
  newsletterSignupSchema,
  newsletterUnsubscribeSchema,
  supportRequestSchema,
  type ContactDetails,
  type PublicFigures,
} from './site';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route; the guard decorators on the controller must agree (the authorization matrix checks). */
export type Audience =
  | 'anyone'
  | 'signed-in' // any live session, including a secondary admin still waiting for approval
  | 'admins' // primary and secondary admins, including one waiting for approval
  | 'primary-admin'
  | { privilege: PrivilegeName }; // primary admins, and approved secondary admins holding it

/** One API route. `response` is type-only: its value is always undefined. */
export interface RouteDefinition<TResponse = unknown> {
  method: HttpMethod;
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  audience: Audience;
  readonly response: TResponse;
}

/** Bytes rather than JSON (e.g. a stored image). */
export type BinaryBody = Uint8Array;

/**
 * `defineRoute<Response>()({ method, path, ... })`: curried so the response type is named while the
 * literal method, path and schemas are still inferred.
 */
export function defineRoute<TResponse>() {
  return <const TRoute extends Omit<RouteDefinition, 'response'>>(route: TRoute) =>
    ({ ...route, response: undefined as unknown as TResponse }) as TRoute & { readonly response: TResponse };
}

/** What a route answers on success. */
export type RouteResponse<R> = R extends { readonly response: infer T } ? T : never;
/** The JSON body a caller sends (the schema's input), or `undefined` when the route takes none. */
export type RouteBody<R> = R extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;
/** The query a caller sends (the schema's input), or `undefined` when the route declares none. */
export type RouteQuery<R> = R extends { query: infer S extends z.ZodType } ? z.input<S> : undefined;

/**
 * THE table of every API route (architecture §10): controllers take their paths from it, the frontend
 * client and test mocks type bodies and responses from it, and the authorization matrix reads audiences.
 */
export const routeTable = {
  health: defineRoute<HealthReport>()({ method: 'GET', path: '/api/health', audience: 'anyone' }),
  file: defineRoute<BinaryBody>()({ method: 'GET', path: '/api/files/:id', audience: 'anyone' }),

  siteFigures: defineRoute<PublicFigures>()({ method: 'GET', path: '/api/site/figures', audience: 'anyone' }),
  siteContact: defineRoute<ContactDetails>()({ method: 'GET', path: '/api/site/contact', audience: 'anyone' }),
  newsletter: defineRoute<ApiResponse<null>>()({
    method: 'POST',
    path: '/api/site/newsletter',
    body: newsletterSignupSchema,
    audience: 'anyone',
  }),
  newsletterConfirm: defineRoute<ApiResponse<null>>()({
    method: 'POST',
    path: '/api/site/newsletter/confirm',
    body: newsletterConfirmationSchema,
    audience: 'anyone',
  }),
  newsletterUnsubscribe: defineRoute<ApiResponse<null>>()({
    method: 'POST',
    path: '/api/site/newsletter/unsubscribe',
    body: newsletterUnsubscribeSchema,
    audience: 'anyone',
  }),
  support: defineRoute<ApiResponse<{ supportRequestId: string }>>()({
    method: 'POST',
    path: '/api/site/support',
    body: supportRequestSchema,
    audience: 'anyone',
  }),
  devMessages: defineRoute<MailboxMessage[]>()({
    method: 'GET',
    path: '/api/dev/messages',
    query: mailboxFilterSchema,
    audience: 'anyone',
  }),
  captchaChallenge: defineRoute<CaptchaChallenge>()({
    method: 'GET',
    path: '/api/captcha/challenge',
    audience: 'anyone',
  }),

  login: defineRoute<ApiResponse<LoginResult>>()({
    method: 'POST',
    path: '/api/authRoutes/login',
    body: loginSchema,
    audience: 'anyone',
  }),
  verifyOtp: defineRoute<ApiResponse<VerifyOtpResult | PasswordResetGrant>>()({
    method: 'POST',
    path: '/api/authRoutes/verifyOtp',
    body: verifyOtpSchema,
    audience: 'anyone',
  }),
  resendOtp: defineRoute<ApiResponse<{ retryAfterSeconds: number }>>()({
    method: 'POST',
    path: '/api/authRoutes/resendOtp',
    body: resendOtpSchema,
    audience: 'anyone',
  }),
  forgotPassword: defineRoute<ApiResponse<null>>()({
    method: 'POST',
    path: '/api/authRoutes/forgotPassword',
    body: forgotPasswordSchema,
    audience: 'anyone',
  }),
  /** 'anyone' at the guard: authorised inside by the session or a password-reset grant. */
  changePassword: defineRoute<ApiResponse<null>>()({
    method: 'POST',
    path: '/api/authRoutes/changePassword',
    body: changePasswordSchema,
    audience: 'anyone',
  }),
  getInvitationData: defineRoute<ApiResponse<InvitationData>>()({
    method: 'POST',
    path: '/api/authRoutes/getInvitationData',
    query: invitationQuerySchema,
    audience: 'anyone',
  }),
  logout: defineRoute<ApiResponse<null>>()({ method: 'POST', path: '/api/authRoutes/logout', audience: 'signed-in' }),
  me: defineRoute<ApiResponse<SessionUser>>()({ method: 'GET', path: '/api/authRoutes/me', audience: 'signed-in' }),

  adminSignUp: defineRoute<ApiResponse<{ role: 'admin' | 'secondaryAdmin' }>>()({
    method: 'POST',
    path: '/api/adminRoutes/adminSignUp',
    body: adminSignUpSchema,
    audience: 'anyone',
  }),
  verifyEmail: defineRoute<ApiResponse<null>>()({
    method: 'GET',
    path: '/api/adminRoutes/verifyEmail',
    query: verifyEmailQuerySchema,
    audience: 'anyone',
  }),
  reSendVerificationEmail: defineRoute<ApiResponse<null>>()({
    method: 'GET',
    path: '/api/adminRoutes/reSendVerificationEmail',
    query: resendVerificationQuerySchema,
    audience: 'anyone',
  }),
  getAdminStatus: defineRoute<ApiResponse<{ adminApproval: boolean; role: string }>>()({
    method: 'GET',
    path: '/api/adminRoutes/getAdminStatus',
    audience: 'admins',
  }),
  secondaryAdminApprovals: defineRoute<ApiResponse<AdminApprovalRecord[]>>()({
    method: 'GET',
    path: '/api/adminRoutes/secondaryAdminApprovals',
    audience: 'primary-admin',
  }),
  approveSecondaryAdmin: defineRoute<ApiResponse<null>>()({
    method: 'PUT',
    path: '/api/adminRoutes/approveSecondaryAdmin',
    body: approveSecondaryAdminSchema,
    audience: 'primary-admin',
  }),
  getApprovedAdmins: defineRoute<ApiResponse<ApprovedAdmin[]>>()({
    method: 'GET',
    path: '/api/adminRoutes/getApprovedAdmins',
    audience: 'primary-admin',
  }),
  updateSecondayAdminPrivileges: defineRoute<ApiResponse<Privileges>>()({
    method: 'PUT',
    path: '/api/adminRoutes/updateSecondayAdminPrivileges',
    body: updatePrivilegesSchema,
    audience: 'primary-admin',
  }),
  getSecondaryAdminEmails: defineRoute<ApiResponse<{ data: { _id: string; email: string }[] }>>()({
    method: 'POST',
    path: '/api/adminRoutes/getSecondaryAdminEmails',
    audience: 'primary-admin',
  }),
  generateSecondaryAdminInvitationLink: defineRoute<ApiResponse<{ data: InvitationLink }>>()({
    method: 'POST',
    path: '/api/adminRoutes/generatesecondaryAdminInvitationLink',
    body: secondaryAdminInvitationSchema,
    audience: { privilege: 'addNewAdministrator' },
  }),

  participantSignUp: defineRoute<ApiResponse<LoginResult>>()({
    method: 'POST',
    path: '/api/participantRoutes/participantSignUp',
    body: participantSignUpSchema,
    audience: 'anyone',
  }),
} as const;

export type RouteName = keyof typeof routeTable;
export type AnyRoute = (typeof routeTable)[RouteName];

/** `'POST /api/authRoutes/login'`: how the route listing and the test mocks name a route. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
