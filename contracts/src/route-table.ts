import type { z } from 'zod';
import { mailboxFilterSchema, type MailboxMessage } from './dev';
import {
  approveParticipantSchema,
  assignParticipantSchema,
  createFundraiserSchema,
  createGroupsSchema,
  fundraiserIdQuerySchema,
  groupIdQuerySchema,
  invitationResponseSchema,
  joinRequestSchema,
  joinableFundraisersQuerySchema,
  participantInvitationSchema,
  publicLinkStatusSchema,
  referralLinkSchema,
  similarFundraisersQuerySchema,
  teamMemberInvitationQuerySchema,
  teamMemberInvitationSchema,
  teamMemberSignUpSchema,
  updateFundraiserSchema,
  updateGroupAdminSchema,
  updateGroupSchema,
  verifyReferralSchema,
  type AdminFundraiserDashboard,
  type FundraiserDetail,
  type FundraiserSummary,
  type GroupDetail,
  type JoinableFundraiser,
  type ParticipantDashboard,
  type ParticipantRequest,
  type PrivateInvitationLink,
  type PublicLinkState,
  type ReferralTarget,
  type SimilarFundraiser,
  type TeamMemberDashboard,
  type TeamMemberFundraisers,
  type TeamMemberInvitationData,
  type TeamMemberInvitationResult,
} from './fundraisers';
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
  | 'participants'
  | 'team-members'
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

  /* ---------- Fundraisers (fundraisers issue) ---------- */
  getFundRaising: defineRoute<ApiResponse<JoinableFundraiser[]>>()({
    method: 'GET',
    path: '/api/fundRaisingRoutes/getFundRaising',
    query: joinableFundraisersQuerySchema,
    audience: 'signed-in',
  }),
  getFundRaisingByRole: defineRoute<ApiResponse<FundraiserSummary[]>>()({
    method: 'GET',
    path: '/api/fundRaisingRoutes/getFundRaisingByRole',
    audience: 'signed-in',
  }),
  createFundRaising: defineRoute<ApiResponse<FundraiserDetail>>()({
    method: 'POST',
    path: '/api/fundRaisingRoutes/createFundRaising',
    body: createFundraiserSchema,
    audience: { privilege: 'startNewFundraiser' },
  }),
  /** Multipart (fields plus the logo as `image`) or JSON. */
  updateFundRaising: defineRoute<ApiResponse<FundraiserDetail>>()({
    method: 'PUT',
    path: '/api/fundRaisingRoutes/updateFundRaising',
    body: updateFundraiserSchema,
    audience: 'admins',
  }),
  deleteFundRaising: defineRoute<ApiResponse<null>>()({
    method: 'DELETE',
    path: '/api/fundRaisingRoutes/deleteFundRaising',
    query: fundraiserIdQuerySchema,
    audience: 'primary-admin',
  }),
  getSimilarFundraisings: defineRoute<ApiResponse<SimilarFundraiser[]>>()({
    method: 'GET',
    path: '/api/fundRaisingRoutes/getSimilarFundraisings',
    query: similarFundraisersQuerySchema,
    audience: { privilege: 'startNewFundraiser' },
  }),
  updateAdminGeneralInvitationLink: defineRoute<ApiResponse<PublicLinkState>>()({
    method: 'PUT',
    path: '/api/fundRaisingRoutes/updateAdminGeneralInvitationLink',
    body: publicLinkStatusSchema,
    audience: { privilege: 'addNewAdministrator' },
  }),
  updateParticipantGeneralInvitationLink: defineRoute<ApiResponse<PublicLinkState>>()({
    method: 'PUT',
    path: '/api/fundRaisingRoutes/updateParticipantGeneralInvitationLink',
    body: publicLinkStatusSchema,
    audience: 'admins',
  }),
  getAdminFundRaisings: defineRoute<ApiResponse<FundraiserSummary[]>>()({
    method: 'POST',
    path: '/api/adminRoutes/getAdminFundRaisings',
    audience: 'admins',
  }),
  getAdminDashboardByFundRaisingId: defineRoute<ApiResponse<AdminFundraiserDashboard>>()({
    method: 'GET',
    path: '/api/adminRoutes/getAdminDashboardByFundRaisingId',
    query: fundraiserIdQuerySchema,
    audience: 'admins',
  }),

  /* ---------- Groups ---------- */
  createGroups: defineRoute<ApiResponse<GroupDetail[]>>()({
    method: 'POST',
    path: '/api/groupRoutes/createGroups',
    body: createGroupsSchema,
    audience: 'admins',
  }),
  updateGroup: defineRoute<ApiResponse<GroupDetail>>()({
    method: 'PUT',
    path: '/api/groupRoutes/updateGroup',
    body: updateGroupSchema,
    audience: 'admins',
  }),
  assignParticipantToGroup: defineRoute<ApiResponse<null>>()({
    method: 'PUT',
    path: '/api/groupRoutes/assignParticipantToGroup',
    body: assignParticipantSchema,
    audience: 'admins',
  }),
  deleteGroup: defineRoute<ApiResponse<null>>()({
    method: 'DELETE',
    path: '/api/groupRoutes/deleteGroup',
    query: groupIdQuerySchema,
    audience: 'admins',
  }),
  updateGroupAdmin: defineRoute<ApiResponse<GroupDetail>>()({
    method: 'PUT',
    path: '/api/groupRoutes/updateGroupAdmin',
    body: updateGroupAdminSchema,
    audience: 'admins',
  }),

  /* ---------- Memberships ---------- */
  getParticipantRequests: defineRoute<ApiResponse<ParticipantRequest[]>>()({
    method: 'GET',
    path: '/api/adminRoutes/getParticipantRequests',
    query: fundraiserIdQuerySchema,
    audience: 'admins',
  }),
  approveParticipant: defineRoute<ApiResponse<null>>()({
    method: 'PUT',
    path: '/api/adminRoutes/approveParticipant',
    body: approveParticipantSchema,
    audience: { privilege: 'acceptStudentFund' },
  }),
  generateParticipantInvitationLink: defineRoute<ApiResponse<PrivateInvitationLink>>()({
    method: 'POST',
    path: '/api/adminRoutes/generateParticipantInvitationLink',
    body: participantInvitationSchema,
    audience: 'admins',
  }),
  requestToJoinNewFundRaising: defineRoute<ApiResponse<null>>()({
    method: 'PUT',
    path: '/api/participantRoutes/requestToJoinNewFundRaising',
    body: joinRequestSchema,
    audience: 'participants',
  }),
  getParticipantFundRaisings: defineRoute<ApiResponse<FundraiserSummary[]>>()({
    method: 'GET',
    path: '/api/participantRoutes/getParticipantFundRaisings',
    audience: 'participants',
  }),
  getParticipantDashboardByFundRaisingId: defineRoute<ApiResponse<ParticipantDashboard>>()({
    method: 'GET',
    path: '/api/participantRoutes/getParticipantDashboardByFundRaisingId',
    query: fundraiserIdQuerySchema,
    audience: 'participants',
  }),
  generateTeamMemberInvitationLink: defineRoute<ApiResponse<TeamMemberInvitationResult>>()({
    method: 'POST',
    path: '/api/participantRoutes/generateTeamMemberInvitationLink',
    body: teamMemberInvitationSchema,
    audience: 'participants',
  }),
  generateParticipantGroupDonationLink: defineRoute<ApiResponse<{ code: string }>>()({
    method: 'PUT',
    path: '/api/participantRoutes/generateParticipantGroupDonationLink',
    body: referralLinkSchema,
    audience: 'participants',
  }),
  getTeamMemberInvitationData: defineRoute<ApiResponse<TeamMemberInvitationData>>()({
    method: 'GET',
    path: '/api/teamMemberRoutes/getTeamMemberInvitationData',
    query: teamMemberInvitationQuerySchema,
    audience: 'anyone',
  }),
  invitationResponse: defineRoute<ApiResponse<null>>()({
    method: 'PUT',
    path: '/api/teamMemberRoutes/invitationResponse',
    body: invitationResponseSchema,
    audience: 'team-members',
  }),
  teamMemberSignUp: defineRoute<ApiResponse<LoginResult>>()({
    method: 'POST',
    path: '/api/teamMemberRoutes/teamMemberSignUp',
    body: teamMemberSignUpSchema,
    audience: 'anyone',
  }),
  getTeamMemberFundRaisers: defineRoute<ApiResponse<TeamMemberFundraisers>>()({
    method: 'GET',
    path: '/api/teamMemberRoutes/getTeamMemberFundRaisers',
    audience: 'team-members',
  }),
  teamMemberDashboard: defineRoute<ApiResponse<TeamMemberDashboard>>()({
    method: 'GET',
    path: '/api/teamMemberRoutes/teamMemberDashboard',
    query: fundraiserIdQuerySchema,
    audience: 'team-members',
  }),
  verifyReferalCode: defineRoute<ApiResponse<ReferralTarget>>()({
    method: 'POST',
    path: '/api/authRoutes/verifyReferalCode',
    body: verifyReferralSchema,
    audience: 'anyone',
  }),
} as const;

export type RouteName = keyof typeof routeTable;
export type AnyRoute = (typeof routeTable)[RouteName];

/** `'POST /api/authRoutes/login'`: how the route listing and the test mocks name a route. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
