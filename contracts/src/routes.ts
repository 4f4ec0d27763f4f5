import { identityRouteTable } from './identity-route-table';
import { siteRouteTable } from './site-route-table';

/** API paths (under /api) by area, read from the route tables; kept for code that only needs a path. */
export const apiRoutes = {
  health: siteRouteTable.health.path,
  site: {
    newsletter: siteRouteTable.newsletter.path,
    newsletterConfirm: siteRouteTable.newsletterConfirm.path,
    newsletterUnsubscribe: siteRouteTable.newsletterUnsubscribe.path,
    support: siteRouteTable.support.path,
    figures: siteRouteTable.siteFigures.path,
    contact: siteRouteTable.siteContact.path,
  },
  dev: {
    messages: siteRouteTable.devMessages.path,
  },
} as const;

/** Identity and access (spec §7 Auth and Admin calls), read from the route tables. */
export const identityRoutes = {
  login: identityRouteTable.login.path,
  verifyOtp: identityRouteTable.verifyOtp.path,
  resendOtp: identityRouteTable.resendOtp.path,
  logout: identityRouteTable.logout.path,
  forgotPassword: identityRouteTable.forgotPassword.path,
  changePassword: identityRouteTable.changePassword.path,
  getInvitationData: identityRouteTable.getInvitationData.path,
  me: identityRouteTable.me.path,
  captchaChallenge: siteRouteTable.captchaChallenge.path,
  adminSignUp: identityRouteTable.adminSignUp.path,
  verifyEmail: identityRouteTable.verifyEmail.path,
  reSendVerificationEmail: identityRouteTable.reSendVerificationEmail.path,
  getApprovedAdmins: identityRouteTable.getApprovedAdmins.path,
  updateSecondayAdminPrivileges: identityRouteTable.updateSecondayAdminPrivileges.path,
  secondaryAdminApprovals: identityRouteTable.secondaryAdminApprovals.path,
  approveSecondaryAdmin: identityRouteTable.approveSecondaryAdmin.path,
  getAdminStatus: identityRouteTable.getAdminStatus.path,
  generateSecondaryAdminInvitationLink: identityRouteTable.generateSecondaryAdminInvitationLink.path,
  getSecondaryAdminEmails: identityRouteTable.getSecondaryAdminEmails.path,
  participantSignUp: identityRouteTable.participantSignUp.path,
} as const;
