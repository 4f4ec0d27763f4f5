import { identityMessages, routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { ApproveSecondaryAdminCommand } from './commands/approve-secondary-admin/approve-secondary-admin.command';
import { InviteSecondaryAdminCommand } from './commands/invite-secondary-admin/invite-secondary-admin.command';
import { ResendAdminVerificationEmailCommand } from './commands/resend-admin-verification-email/resend-admin-verification-email.command';
import { SignUpAdminCommand } from './commands/sign-up-admin/sign-up-admin.command';
import { UpdateSecondaryAdminPrivilegesCommand } from './commands/update-secondary-admin-privileges/update-secondary-admin-privileges.command';
import { VerifyAdminEmailCommand } from './commands/verify-admin-email/verify-admin-email.command';
import { ListApprovedAdminsQuery } from './queries/list-approved-admins/list-approved-admins.query';
import { ListPendingAdminApprovalsQuery } from './queries/list-pending-admin-approvals/list-pending-admin-approvals.query';
import { ListSecondaryAdminEmailsQuery } from './queries/list-secondary-admin-emails/list-secondary-admin-emails.query';

/** The spec's /adminRoutes: administrator sign-up, email verification, approvals, privileges and invitations. */
@Controller()
export class AdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(routeTable.adminSignUp)
  async signUp(@RouteBody() body: ParsedBody<typeof routeTable.adminSignUp>) {
    return withMessage(
      identityMessages.emailVerificationSent,
      await this.commands.execute(new SignUpAdminCommand(body)),
    );
  }

  @Route(routeTable.verifyEmail)
  async verifyEmail(@RouteQuery() query: ParsedQuery<typeof routeTable.verifyEmail>) {
    await this.commands.execute(new VerifyAdminEmailCommand(query.token));
    return withMessage(identityMessages.emailVerified, null);
  }

  @Route(routeTable.reSendVerificationEmail)
  async resendVerificationEmail(@RouteQuery() query: ParsedQuery<typeof routeTable.reSendVerificationEmail>) {
    await this.commands.execute(
      new ResendAdminVerificationEmailCommand(query.email, query.firstName ?? '', query.next),
    );
    return withMessage('If that email has an account waiting for verification, we sent a new link.', null);
  }

  @Route(routeTable.getAdminStatus)
  status(@CurrentUser() user: AuthenticatedUser) {
    return { adminApproval: user.role === 'admin' || user.adminApproval === true, role: user.role };
  }

  @Route(routeTable.secondaryAdminApprovals)
  pendingApprovals(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new ListPendingAdminApprovalsQuery(user.accountId));
  }

  @Route(routeTable.approveSecondaryAdmin)
  async approve(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.approveSecondaryAdmin>,
  ) {
    await this.commands.execute(new ApproveSecondaryAdminCommand(user.accountId, body.adminId));
    return withMessage(identityMessages.adminApproved, null);
  }

  @Route(routeTable.getApprovedAdmins)
  approvedAdmins(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new ListApprovedAdminsQuery(user.accountId));
  }

  @Route(routeTable.updateSecondayAdminPrivileges)
  async updatePrivileges(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.updateSecondayAdminPrivileges>,
  ) {
    const privileges = await this.commands.execute(
      new UpdateSecondaryAdminPrivilegesCommand(user.accountId, body.adminId, body.privileges),
    );
    return withMessage(identityMessages.privilegesUpdated, privileges);
  }

  @Route(routeTable.generateSecondaryAdminInvitationLink)
  async invite(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.generateSecondaryAdminInvitationLink>,
  ) {
    const link = await this.commands.execute(new InviteSecondaryAdminCommand(user.accountId, body));
    return withMessage('Invite link has been sent successfully', { data: link });
  }

  @Route(routeTable.getSecondaryAdminEmails)
  async secondaryAdminEmails(@CurrentUser() user: AuthenticatedUser) {
    return { data: await this.queries.execute(new ListSecondaryAdminEmailsQuery(user.accountId)) };
  }
}
