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
  teamMemberSignUpSchema,
  resendVerificationQuerySchema,
  secondaryAdminInvitationSchema,
  updatePrivilegesSchema,
  verifyEmailQuerySchema,
  verifyOtpSchema,
  type AdminApprovalRecord,
  type ApprovedAdmin,
  type InvitationData,
  type InvitationLink,
  type LoginResult,
  type OtpChallenge,
  type PasswordResetGrant,
  type Privileges,
  type VerifyOtpResult,
} from './identity';
import { layoutRouteTable } from './layout-route-table';
import { defineRoute } from './route-definition';

/** Identity and access: sign-ups, logins, codes, passwords, administrators (spec §7 Auth and Admin calls). */
export const identityRouteTable = {
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
  forgotPassword: defineRoute<ApiResponse<OtpChallenge>>()({
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
  logout: layoutRouteTable.logout,
  me: layoutRouteTable.me,
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
  teamMemberSignUp: defineRoute<ApiResponse<LoginResult>>()({
    method: 'POST',
    path: '/api/teamMemberRoutes/teamMemberSignUp',
    body: teamMemberSignUpSchema,
    audience: 'anyone',
  }),
} as const;
