import type { Role } from '@fundplay/contracts';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { RequireSession } from '@/features/auth/components/require-session';
import { SiteLayout } from './layout/site-layout';
import { RouteError } from './routes/route-error';

const home = () => import('./routes/home').then((module) => ({ Component: module.HomeRoute }));

/** A lazy route whose page is one named export of a route module. */
function page<TModule>(load: () => Promise<TModule>, pick: (module: TModule) => RouteObject['Component']) {
  return () => load().then((module) => ({ Component: pick(module) }));
}

const choosers = () => import('./routes/account-choosers');
const logins = () => import('./routes/logins');
const signups = () => import('./routes/signups');
const passwords = () => import('./routes/passwords');
const emailVerification = () => import('./routes/email-verification');
const dashboards = () => import('./routes/dashboards');
const adminFundraisers = () => import('./routes/admin-fundraisers');
const payoutAccounts = () => import('./routes/payout-accounts');
const participantDashboards = () => import('./routes/participant-dashboards');
const participantFlyer = () => import('./routes/participant-flyer');
const teamMemberDashboards = () => import('./routes/team-member-dashboards');
const newsletter = () => import('./routes/newsletter');

const identityRoutes: RouteObject[] = [
  { path: paths.login, lazy: page(choosers, (module) => module.LoginChooserRoute) },
  { path: paths.signup, lazy: page(choosers, (module) => module.SignupChooserRoute) },
  { path: paths.admin.login, lazy: page(logins, (module) => module.AdminLoginRoute) },
  { path: paths.admin.primaryLogin, lazy: page(logins, (module) => module.PrimaryAdminLoginRoute) },
  { path: paths.participant.login, lazy: page(logins, (module) => module.ParticipantLoginRoute) },
  { path: paths.teamMember.login.pattern, lazy: page(logins, (module) => module.TeamMemberLoginRoute) },
  { path: paths.admin.signup.pattern, lazy: page(signups, (module) => module.AdminSignupRoute) },
  { path: paths.participant.signup.pattern, lazy: page(signups, (module) => module.ParticipantSignupRoute) },
  { path: paths.teamMember.signup.pattern, lazy: page(signups, (module) => module.TeamMemberSignupRoute) },
  {
    path: paths.verifyOtp,
    lazy: () => import('./routes/verify-otp').then((module) => ({ Component: module.VerifyOtpRoute })),
  },
  { path: paths.admin.forgotPassword, lazy: page(passwords, (module) => module.AdminForgotPasswordRoute) },
  { path: paths.participant.forgotPassword, lazy: page(passwords, (module) => module.ParticipantForgotPasswordRoute) },
  { path: paths.teamMember.forgotPassword, lazy: page(passwords, (module) => module.TeamMemberForgotPasswordRoute) },
  { path: paths.changePassword, lazy: page(passwords, (module) => module.ChangePasswordRoute) },
  { path: paths.resetPassword.pattern, lazy: page(passwords, (module) => module.ResetPasswordRoute) },
  { path: paths.emailVerification.pattern, lazy: page(emailVerification, (module) => module.EmailVerificationRoute) },
  { path: paths.resendEmail, lazy: page(emailVerification, (module) => module.ResendEmailRoute) },
  { path: paths.dashboard, lazy: page(dashboards, (module) => module.DashboardRoute) },
];

/** A role's section of the app: one guard for every page inside it (the pages need not repeat it). */
function RoleLayout(props: { roles: readonly Role[]; loginRole: Role }) {
  return (
    <RequireSession {...props}>
      <Outlet />
    </RequireSession>
  );
}

const adminRoles = ['admin', 'secondaryAdmin'] as const;

/** Signed-in areas, one guarded layout route per role (spec §2, §6). */
const roleRoutes: RouteObject[] = [
  {
    element: <RoleLayout roles={adminRoles} loginRole="admin" />,
    children: [
      { path: paths.admin.dashboard, lazy: page(dashboards, (module) => module.AdminDashboardRoute) },
      { path: paths.admin.fundraiser.pattern, lazy: page(adminFundraisers, (module) => module.AdminFundraiserRoute) },
      {
        path: paths.admin.fundraiserSponsors.pattern,
        lazy: page(adminFundraisers, (module) => module.AdminFundraiserSponsorsRoute),
      },
      { path: paths.admin.newFundraiser, lazy: page(adminFundraisers, (module) => module.NewFundraiserRoute) },
      { path: paths.admin.stripeAccounts, lazy: page(payoutAccounts, (module) => module.StripeAccountsRoute) },
    ],
  },
  {
    // A visitor without a session on a participant page logs in first, the sign-up one click away (issue #19).
    element: <RoleLayout roles={['participant']} loginRole="participant" />,
    children: [
      {
        path: paths.participant.dashboard,
        lazy: page(participantDashboards, (module) => module.ParticipantDashboardRoute),
      },
      {
        path: paths.participant.fundraiser.pattern,
        lazy: page(participantDashboards, (module) => module.ParticipantFundraiserRoute),
      },
      { path: paths.flyer.pattern, lazy: page(participantFlyer, (module) => module.ParticipantFlyerRoute) },
    ],
  },
  {
    element: <RoleLayout roles={['teamMember']} loginRole="teamMember" />,
    children: [
      {
        path: paths.teamMember.dashboard,
        lazy: page(teamMemberDashboards, (module) => module.TeamMemberDashboardRoute),
      },
      {
        path: paths.teamMember.fundraiser.pattern,
        lazy: page(teamMemberDashboards, (module) => module.TeamMemberFundraiserRoute),
      },
    ],
  },
];

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
            path: paths.newsletter.confirm.pattern,
            lazy: page(newsletter, (module) => module.NewsletterConfirmRoute),
          },
          {
            path: paths.newsletter.unsubscribe.pattern,
            lazy: page(newsletter, (module) => module.NewsletterUnsubscribeRoute),
          },
          {
            path: paths.unsubscribe.pattern,
            lazy: () => import('./routes/unsubscribe').then((module) => ({ Component: module.UnsubscribeRoute })),
          },
          {
            path: paths.donate.pattern,
            lazy: () => import('./routes/donate').then((module) => ({ Component: module.DonateRoute })),
          },
          {
            path: paths.campaign.pattern,
            lazy: () => import('./routes/campaign').then((module) => ({ Component: module.CampaignRoute })),
          },
          {
            path: paths.transparency.pattern,
            lazy: () => import('./routes/transparency').then((module) => ({ Component: module.TransparencyRoute })),
          },
          {
            path: paths.practice.pattern,
            lazy: () => import('./routes/practice-game').then((module) => ({ Component: module.PracticeGameRoute })),
          },
          {
            path: paths.play.pattern,
            lazy: () => import('./routes/play-game').then((module) => ({ Component: module.CompeteRoute })),
          },
          {
            path: paths.live.pattern,
            lazy: () => import('./routes/live').then((module) => ({ Component: module.LiveRoute })),
          },
          ...identityRoutes,
          ...roleRoutes,
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
