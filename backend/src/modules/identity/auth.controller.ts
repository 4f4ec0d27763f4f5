import { identityMessages, routeTable } from '@fundplay/contracts';
import { Controller, Ip } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { BearerToken, CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { ChangePasswordCommand } from './commands/change-password/change-password.command';
import { LogInCommand } from './commands/log-in/log-in.command';
import { LogOutCommand } from './commands/log-out/log-out.command';
import { RequestPasswordResetCommand } from './commands/request-password-reset/request-password-reset.command';
import { ResendOneTimeCodeCommand } from './commands/resend-one-time-code/resend-one-time-code.command';
import { VerifyOneTimeCodeCommand } from './commands/verify-one-time-code/verify-one-time-code.command';
import { GetInvitationDataQuery } from './queries/get-invitation-data/get-invitation-data.query';
import { GetSessionUserQuery } from './queries/get-session-user/get-session-user.query';

/** The spec's /authRoutes: two-step sign-in with a one-time code, sessions, passwords and invitations. */
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(routeTable.login)
  async login(@RouteBody() body: ParsedBody<typeof routeTable.login>, @Ip() ip: string) {
    return withMessage(identityMessages.otpSent, await this.commands.execute(new LogInCommand(body, ip)));
  }

  @Route(routeTable.verifyOtp)
  async verifyOtp(@RouteBody() body: ParsedBody<typeof routeTable.verifyOtp>, @Ip() ip: string) {
    return withMessage(
      identityMessages.otpVerified,
      await this.commands.execute(new VerifyOneTimeCodeCommand(body, ip)),
    );
  }

  @Route(routeTable.resendOtp)
  async resendOtp(@RouteBody() body: ParsedBody<typeof routeTable.resendOtp>, @Ip() ip: string) {
    return withMessage(identityMessages.otpSent, await this.commands.execute(new ResendOneTimeCodeCommand(body, ip)));
  }

  @Route(routeTable.forgotPassword)
  async forgotPassword(@RouteBody() body: ParsedBody<typeof routeTable.forgotPassword>, @Ip() ip: string) {
    // One answer for known and unknown emails: no masked phone, no different text, a challenge id either way.
    return withMessage(
      identityMessages.passwordResetRequested,
      await this.commands.execute(new RequestPasswordResetCommand(body, ip)),
    );
  }

  /** Public at the guard: it is authorised by the session or by a password-reset grant, checked in the command. */
  @Route(routeTable.changePassword)
  async changePassword(
    @RouteBody() body: ParsedBody<typeof routeTable.changePassword>,
    @BearerToken() token: string | null,
  ) {
    await this.commands.execute(new ChangePasswordCommand(body, token));
    return withMessage(identityMessages.passwordChanged, null);
  }

  @Route(routeTable.logout)
  async logout(@CurrentUser() user: AuthenticatedUser) {
    await this.commands.execute(new LogOutCommand(user.sessionId));
    return withMessage(identityMessages.loggedOut, null);
  }

  @Route(routeTable.me)
  me(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetSessionUserQuery(user.accountId));
  }

  @Route(routeTable.getInvitationData)
  getInvitationData(@RouteQuery() query: ParsedQuery<typeof routeTable.getInvitationData>) {
    const role = query.role === 'admin' ? 'secondaryAdmin' : query.role;
    return this.queries.execute(new GetInvitationDataQuery(role, query.invitationCode));
  }
}
