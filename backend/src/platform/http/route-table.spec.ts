import 'reflect-metadata';
import { layoutRouteTable, routeKey, routeTable } from '@fundplay/contracts';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DevController } from '../../modules/dev/dev.controller';
import { AdminController } from '../../modules/identity/admin.controller';
import { AuthController } from '../../modules/identity/auth.controller';
import { CaptchaController } from '../../modules/identity/captcha.controller';
import { ParticipantController } from '../../modules/identity/participant.controller';
import { AdminFundraisingController } from '../../modules/fundraisers/admin-fundraising.controller';
import { FundraisingController } from '../../modules/fundraisers/fundraising.controller';
import { GroupController } from '../../modules/fundraisers/group.controller';
import { MembershipAdminController } from '../../modules/fundraisers/membership-admin.controller';
import { ParticipantMembershipController } from '../../modules/fundraisers/participant-membership.controller';
import { ReferralController } from '../../modules/fundraisers/referral.controller';
import { SponsorController } from '../../modules/fundraisers/sponsor.controller';
import { TeamMemberController } from '../../modules/fundraisers/team-member.controller';
import { FundraiserMoneyController } from '../../modules/payments/fundraiser-money.controller';
import { PaymentsController } from '../../modules/payments/payments.controller';
import { PayoutAccountsController } from '../../modules/payments/payout-accounts.controller';
import { StripeWebhookController } from '../../modules/payments/stripe-webhook.controller';
import { TeamMemberSignUpController } from '../../modules/identity/team-member-sign-up.controller';
import { CompeteController } from '../../modules/games/compete.controller';
import { GamesController } from '../../modules/games/games.controller';
import { LiveController } from '../../modules/games/live.controller';
import { ContactController } from '../../modules/outreach/contact.controller';
import { AdminOutreachController } from '../../modules/outreach/sending/admin-outreach.controller';
import { OutreachSendingController } from '../../modules/outreach/sending/outreach-sending.controller';
import { ConsentController } from '../../modules/outreach/consent/consent.controller';
import { OutreachReportController } from '../../modules/outreach/reporting/outreach-report.controller';
import { TwilioWebhookController } from '../../modules/outreach/webhooks/twilio-webhook.controller';
import { RewardController } from '../../modules/rewards/reward.controller';
import { SiteController } from '../../modules/site/site.controller';
import { DashboardsController } from '../../modules/views/dashboards.controller';
import { HealthController } from '../health/health.controller';
import { FilesController } from '../storage/files.controller';
import { ZodValidationPipe } from './zod-validation.pipe';

const controllers = [
  HealthController,
  FilesController,
  SiteController,
  DevController,
  CaptchaController,
  AuthController,
  AdminController,
  ParticipantController,
  TeamMemberSignUpController,
  MembershipAdminController,
  ParticipantMembershipController,
  DashboardsController,
  TeamMemberController,
  ReferralController,
  FundraisingController,
  GroupController,
  AdminFundraisingController,
  SponsorController,
  PaymentsController,
  StripeWebhookController,
  PayoutAccountsController,
  FundraiserMoneyController,
  GamesController,
  CompeteController,
  LiveController,
  RewardController,
  ContactController,
  OutreachSendingController,
  AdminOutreachController,
  ConsentController,
  TwilioWebhookController,
  OutreachReportController,
];

interface DeclaredRoute {
  key: string;
  /** The schemas the handler's ZodValidationPipes validate its body and query with. */
  body?: unknown;
  query?: unknown;
}

/** `'POST /api/authRoutes/login'` and its validation schemas for every handler, read from Nest's decorators. */
function declaredRoutes(): DeclaredRoute[] {
  return controllers.flatMap((controller) => {
    const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '/');
    const prototype = controller.prototype as unknown as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') return [];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) return [];
      const full = `/${prefix}/${path}`.replace(/\/+/g, '/');
      const declared: DeclaredRoute = { key: `${RequestMethod[method]} ${full}` };
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
        string,
        { pipes?: unknown[] }
      >;
      for (const [argument, { pipes = [] }] of Object.entries(args)) {
        const pipe = pipes.find((candidate) => candidate instanceof ZodValidationPipe);
        if (!pipe) continue;
        const schema = (pipe as unknown as { schema: unknown }).schema;
        if (argument.startsWith(`${RouteParamtypes.BODY}:`)) declared.body = schema;
        if (argument.startsWith(`${RouteParamtypes.QUERY}:`)) declared.query = schema;
      }
      return [declared];
    });
  });
}

describe('the route table', () => {
  it('has the method and path of every controller handler, and nothing else', () => {
    expect(
      declaredRoutes()
        .map((route) => route.key)
        .sort(),
    ).toEqual(Object.values(routeTable).map(routeKey).sort());
  });

  it("validates each handler's body and query with the very schemas its entry declares", () => {
    const entries = new Map(Object.values(routeTable).map((entry) => [routeKey(entry), entry]));
    for (const route of declaredRoutes()) {
      const entry = entries.get(route.key) as { body?: unknown; query?: unknown } | undefined;
      expect({ route: route.key, body: route.body === entry?.body, query: route.query === entry?.query }).toEqual({
        route: route.key,
        body: true,
        query: true,
      });
    }
  });

  it('gives each schema-free first-load entry the method, path and audience of the same route in the table', () => {
    for (const [name, entry] of Object.entries(layoutRouteTable)) {
      const same = routeTable[name as keyof typeof layoutRouteTable];
      expect({ name, method: entry.method, path: entry.path, audience: entry.audience }).toEqual({
        name,
        method: same.method,
        path: same.path,
        audience: same.audience,
      });
    }
  });
});
