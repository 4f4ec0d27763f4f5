import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { SiteLayout } from './layout/site-layout';
import { RouteError } from './routes/route-error';

const home = () => import('./routes/home').then((module) => ({ Component: module.HomeRoute }));

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      {
        // Errors inside a page render within the layout, so the navigation stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: home },
          { path: paths.homeAlias, lazy: home },
          {
            path: paths.about,
            lazy: () => import('./routes/about').then((module) => ({ Component: module.AboutRoute })),
          },
          {
            path: paths.games,
            lazy: () => import('./routes/games').then((module) => ({ Component: module.GamesRoute })),
          },
          {
            path: paths.support,
            lazy: () => import('./routes/support').then((module) => ({ Component: module.SupportRoute })),
          },
          {
            path: paths.privacyPolicy,
            lazy: () => import('./routes/privacy-policy').then((module) => ({ Component: module.PrivacyPolicyRoute })),
          },
          {
            path: paths.termsAndConditions,
            lazy: () =>
              import('./routes/terms-and-conditions').then((module) => ({
                Component: module.TermsAndConditionsRoute,
              })),
          },
          {
            path: paths.practice.pattern,
            lazy: () => import('./routes/practice-game').then((module) => ({ Component: module.PracticeGameRoute })),
          },
          {
            path: paths.devMailbox,
            lazy: () => import('./routes/dev-mailbox').then((module) => ({ Component: module.DevMailboxRoute })),
          },
          {
            path: '*',
            lazy: () => import('./routes/not-found').then((module) => ({ Component: module.NotFoundRoute })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
