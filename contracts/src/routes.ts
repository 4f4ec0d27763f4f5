/** API paths (under /api) shared by the backend controllers and the frontend client. */
export const apiRoutes = {
  health: '/api/health',
  site: {
    newsletter: '/api/site/newsletter',
    newsletterConfirm: '/api/site/newsletter/confirm',
    newsletterUnsubscribe: '/api/site/newsletter/unsubscribe',
    support: '/api/site/support',
    figures: '/api/site/figures',
    contact: '/api/site/contact',
  },
  dev: {
    messages: '/api/dev/messages',
  },
} as const;

/** Identity and access (spec §7 Auth and Admin calls). */
export const identityRoutes = {
  login: '/api/authRoutes/login',
  verifyOtp: '/api/authRoutes/verifyOtp',
  resendOtp: '/api/authRoutes/resendOtp',
  logout: '/api/authRoutes/logout',
  forgotPassword: '/api/authRoutes/forgotPassword',
  changePassword: '/api/authRoutes/changePassword',
  getInvitationData: '/api/authRoutes/getInvitationData',
  me: '/api/authRoutes/me',
  captchaChallenge: '/api/captcha/challenge',
  adminSignUp: '/api/adminRoutes/adminSignUp',
  verifyEmail: '/api/adminRoutes/verifyEmail',
  reSendVerificationEmail: '/api/adminRoutes/reSendVerificationEmail',
  getApprovedAdmins: '/api/adminRoutes/getApprovedAdmins',
  updateSecondayAdminPrivileges: '/api/adminRoutes/updateSecondayAdminPrivileges',
  secondaryAdminApprovals: '/api/adminRoutes/secondaryAdminApprovals',
  approveSecondaryAdmin: '/api/adminRoutes/approveSecondaryAdmin',
  getAdminStatus: '/api/adminRoutes/getAdminStatus',
  generateSecondaryAdminInvitationLink: '/api/adminRoutes/generatesecondaryAdminInvitationLink',
  getSecondaryAdminEmails: '/api/adminRoutes/getSecondaryAdminEmails',
  participantSignUp: '/api/participantRoutes/participantSignUp',
} as const;
