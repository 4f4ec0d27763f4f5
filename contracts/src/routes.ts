import { routeTable } from './route-table';

/** API paths (under /api) by area, read from {@link routeTable}; kept for code that only needs a path. */
export const apiRoutes = {
  health: routeTable.health.path,
  site: {
    newsletter: routeTable.newsletter.path,
    newsletterConfirm: routeTable.newsletterConfirm.path,
    newsletterUnsubscribe: routeTable.newsletterUnsubscribe.path,
    support: routeTable.support.path,
    figures: routeTable.siteFigures.path,
    contact: routeTable.siteContact.path,
  },
  dev: {
    messages: routeTable.devMessages.path,
  },
} as const;

/** Identity and access (spec §7 Auth and Admin calls), read from {@link routeTable}. */
export const identityRoutes = {
  login: routeTable.login.path,
  verifyOtp: routeTable.verifyOtp.path,
  resendOtp: routeTable.resendOtp.path,
  logout: routeTable.logout.path,
  forgotPassword: routeTable.forgotPassword.path,
  changePassword: routeTable.changePassword.path,
  getInvitationData: routeTable.getInvitationData.path,
  me: routeTable.me.path,
  captchaChallenge: routeTable.captchaChallenge.path,
  adminSignUp: routeTable.adminSignUp.path,
  verifyEmail: routeTable.verifyEmail.path,
  reSendVerificationEmail: routeTable.reSendVerificationEmail.path,
  getApprovedAdmins: routeTable.getApprovedAdmins.path,
  updateSecondayAdminPrivileges: routeTable.updateSecondayAdminPrivileges.path,
  secondaryAdminApprovals: routeTable.secondaryAdminApprovals.path,
  approveSecondaryAdmin: routeTable.approveSecondaryAdmin.path,
  getAdminStatus: routeTable.getAdminStatus.path,
  generateSecondaryAdminInvitationLink: routeTable.generateSecondaryAdminInvitationLink.path,
  getSecondaryAdminEmails: routeTable.getSecondaryAdminEmails.path,
  participantSignUp: routeTable.participantSignUp.path,
} as const;
