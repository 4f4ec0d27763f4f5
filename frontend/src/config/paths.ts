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
} as const;

/** Fundraiser id used for the free practice games on the public Games page. */
export const publicFundraiserId = 'public';

/** Game pages fill the screen: the site navbar and footer step aside on any `play` or `practice` path. */
export function isGamePath(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment === 'play' || segment === 'practice');
}
