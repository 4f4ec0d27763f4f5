import type { Privileges, Role } from './privileges';

// Response shapes of the identity context: the session user, login and code results, invitations, administrators.

/** The signed-in person, as stored in the browser's user-details key (spec §3 session user). */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phoneNo: string;
  privileges: Privileges;
  /** Secondary admins only: false until the inviting primary admin approves. */
  adminApproval?: boolean;
}

/**
 * The code step a login, sign-up or reset request opened: verifyOtp must send `challengeId` back, so only the
 * client that passed the password check (or started the sign-up or reset) can spend the code's tries.
 */
export interface OtpChallenge {
  challengeId: string;
}

/** data of POST /api/authRoutes/login (and of the 403 that sends an unverified account to its sign-up code) */
export interface LoginResult extends OtpChallenge {
  /** Masked destination of the code, e.g. "+1 ••• ••• 0199" or "a•••@example.com". */
  phoneNo: string;
}

/** data of POST /api/authRoutes/verifyOtp (modes signUp and logIn) */
export interface VerifyOtpResult {
  accessToken: string;
  privileges: Privileges;
  lastName: string;
  user: SessionUser;
}

/** data of POST /api/authRoutes/verifyOtp (mode forgotPassword) */
export interface PasswordResetGrant {
  resetToken: string;
}

/** data of POST /api/authRoutes/getInvitationData?role&invitationCode (spec §3 invitation data) */
export interface InvitationData {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  fundRaisingId: { _id: string; fundRaisingName: string } | null;
  groupId: string | null;
  adminId: string | null;
  expire: boolean;
}

/** Rows of GET /api/adminRoutes/secondaryAdminApprovals */
export interface AdminApprovalRecord {
  _id: string;
  adminId: { _id: string; firstName: string; lastName: string; email: string; phoneNo: string };
  approved: boolean;
  /** What approving grants: the privileges the invitation gave. */
  privileges: Privileges;
}

/** Rows of GET /api/adminRoutes/getApprovedAdmins */
export interface ApprovedAdmin {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNo: string;
  privileges: Privileges;
}

/** data.data of POST /api/adminRoutes/generatesecondaryAdminInvitationLink */
export interface InvitationLink {
  invitationCode: string;
  invitationLink: string;
}
