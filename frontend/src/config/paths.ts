/** A route with an optional trailing code segment, e.g. `/admin/signup` and `/admin/signup/{invitationCode}`. */
function withOptionalCode<TParam extends string>(base: string, param: TParam) {
  return {
    pattern: `${base}/:${param}?` as const,
    href: (code?: string) => (code ? `${base}/${encodeURIComponent(code)}` : base),
  };
}

/** Every route of the app in one place: `pattern` is what the router matches, `href` builds a link. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  about: '/about',
  games: '/games',
  support: '/support',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  signup: '/signup',
  login: '/login',
  dashboard: '/dashboard',
  verifyOtp: '/auth/verify',
  admin: {
    login: '/admin/login',
    primaryLogin: '/primaryadmin/login',
    signup: withOptionalCode('/admin/signup', 'invitationCode'),
    dashboard: '/admin/dashboard',
    fundraiser: {
      pattern: '/admin/dashboard/:fundraiserId',
      href: (fundraiserId: string) => `/admin/dashboard/${encodeURIComponent(fundraiserId)}`,
    },
    /** spec §2: the fundraiser's sponsors page ('Fundraiser Sponsors'). */
    fundraiserSponsors: {
      pattern: '/admin/dashboard/:fundraiserId/sponsors',
      href: (fundraiserId: string) => `/admin/dashboard/${encodeURIComponent(fundraiserId)}/sponsors`,
    },
    newFundraiser: '/admin/fundraisers/new',
    /** spec §2: 'My Accounts', the administrator's payout (Stripe) accounts. */
    stripeAccounts: '/admin/stripeAccounts',
    forgotPassword: '/admin/forgot-password',
  },
  participant: {
    login: '/participant/login',
    signup: withOptionalCode('/participant/signup', 'invitationcode'),
    dashboard: '/participant/dashboard',
    fundraiser: {
      pattern: '/participant/dashboard/:fundraiserId',
      href: (fundraiserId: string) => `/participant/dashboard/${encodeURIComponent(fundraiserId)}`,
    },
    forgotPassword: '/participant/forgot-password',
  },
  teamMember: {
    login: withOptionalCode('/teammember/login', 'invitationCode'),
    signup: withOptionalCode('/teammember/signup', 'invitationCode'),
    dashboard: '/teammember/dashboard',
    /** The dashboard opened for one invitation (spec §2: optional query invitationCode). */
    invitationDashboard: (invitationCode: string) =>
      `/teammember/dashboard?invitationCode=${encodeURIComponent(invitationCode)}`,
    fundraiser: {
      pattern: '/teammember/dashboard/:fundraiserId',
      href: (fundraiserId: string) => `/teammember/dashboard/${encodeURIComponent(fundraiserId)}`,
    },
    forgotPassword: '/teammember/forgot-password',
  },
  changePassword: '/change-password',
  resetPassword: {
    pattern: '/student/reset-password/:token',
    href: (token: string) => `/student/reset-password/${encodeURIComponent(token)}`,
  },
  emailVerification: {
    pattern: '/email-verification/:token?',
    href: (token?: string) => (token ? `/email-verification/${encodeURIComponent(token)}` : '/email-verification'),
  },
  resendEmail: '/resend-email',
  /** A participant's referral link (spec §2: donation page). */
  donate: {
    pattern: '/donate/:referalCode',
    href: (referalCode: string) => `/donate/${encodeURIComponent(referalCode)}`,
  },
  /** A fundraiser's page at its readable address (issue #21); the same page as its `/donate/{code}`. */
  campaign: {
    pattern: '/f/:slug',
    href: (slug: string) => `/f/${encodeURIComponent(slug)}`,
  },
  /** The participant's printable flyer (issue #21): QR code, photo, goal and link on one page. */
  flyer: {
    pattern: '/participant/flyer/:fundraiserId',
    href: (fundraiserId: string) => `/participant/flyer/${encodeURIComponent(fundraiserId)}`,
  },
  /** ★ Where a fundraiser's money went (public). */
  transparency: {
    pattern: '/transparency/:fundraiserId',
    href: (fundraiserId: string) => `/transparency/${encodeURIComponent(fundraiserId)}`,
  },
  newsletter: {
    confirm: {
      pattern: '/newsletter/confirm/:token',
      href: (token: string) => `/newsletter/confirm/${encodeURIComponent(token)}`,
    },
    unsubscribe: {
      pattern: '/newsletter/unsubscribe/:token',
      href: (token: string) => `/newsletter/unsubscribe/${encodeURIComponent(token)}`,
    },
  },
  /** The link every outreach message carries (issue #11): see and change whether FundPlay may write there. */
  unsubscribe: {
    pattern: '/unsubscribe/:token',
    href: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  },
  devMailbox: '/dev/mailbox',
  practice: {
    pattern: '/practice/:fundraiserId/:gameId',
    href: (fundraiserId: string, gameId: string) =>
      `/practice/${encodeURIComponent(fundraiserId)}/${encodeURIComponent(gameId)}`,
  },
  play: {
    pattern: '/play/:fundraiserId/:gameId',
    href: (fundraiserId: string, gameId: string) =>
      `/play/${encodeURIComponent(fundraiserId)}/${encodeURIComponent(gameId)}`,
  },
  /** ★ The public big screen of a fundraiser (a gym, an assembly). */
  live: {
    pattern: '/live/:fundraiserId',
    href: (fundraiserId: string) => `/live/${encodeURIComponent(fundraiserId)}`,
  },
} as const;

/** Fundraiser id used for the free practice games on the public Games page. */
export const publicFundraiserId = 'public';

/** Game pages fill the screen: the site navbar and footer step aside on any `play` or `practice` path. */
export function isGamePath(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment === 'play' || segment === 'practice');
}

/** Pages that fill the screen without the site's navbar and footer: the games and the big screen (`/live/…`). */
export function isFullScreenPath(pathname: string): boolean {
  return isGamePath(pathname) || pathname.split('/')[1] === 'live';
}
