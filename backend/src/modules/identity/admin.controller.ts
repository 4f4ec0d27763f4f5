import {
  adminSignUpSchema,
  approveSecondaryAdminSchema,
  identityMessages,
  resendVerificationQuerySchema,
  routeTable,
  verifyEmailQuerySchema,
  secondaryAdminInvitationSchema,
  updatePrivilegesSchema,
  type AdminApprovalRecord,
  type ApiResponse,
  type ApprovedAdmin,
  type InvitationLink,
  type Privileges,
} from '@fundplay/contracts';
import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { AllowPendingApproval, Public, RequirePrivilege, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
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

  @Public()
  @Post(routeTable.adminSignUp.path)
  async signUp(
    @Body(new ZodValidationPipe(adminSignUpSchema)) body: z.output<typeof adminSignUpSchema>,
  ): Promise<ApiResponse<{ role: 'admin' | 'secondaryAdmin' }>> {
    return {
      message: identityMessages.emailVerificationSent,
      data: await this.commands.execute(new SignUpAdminCommand(body)),
    };
  }

  @Public()
  @Get(routeTable.verifyEmail.path)
  async verifyEmail(
    @Query(new ZodValidationPipe(verifyEmailQuerySchema)) query: z.output<typeof verifyEmailQuerySchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new VerifyAdminEmailCommand(query.token));
    return { message: identityMessages.emailVerified, data: null };
  }

  @Public()
  @Get(routeTable.reSendVerificationEmail.path)
  async resendVerificationEmail(
    @Query(new ZodValidationPipe(resendVerificationQuerySchema)) query: z.output<typeof resendVerificationQuerySchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(
      new ResendAdminVerificationEmailCommand(query.email, query.firstName ?? '', query.next),
    );
    return { message: 'If that email has an account waiting for verification, we sent a new link.', data: null };
  }

  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @Get(routeTable.getAdminStatus.path)
  status(@CurrentUser() user: AuthenticatedUser): ApiResponse<{ adminApproval: boolean; role: string }> {
    return {
      message: '',
      data: { adminApproval: user.role === 'admin' || user.adminApproval === true, role: user.role },
    };
  }

  @Roles('admin')
  @Get(routeTable.secondaryAdminApprovals.path)
  async pendingApprovals(@CurrentUser() user: AuthenticatedUser): Promise<ApiResponse<AdminApprovalRecord[]>> {
    return { message: '', data: await this.queries.execute(new ListPendingAdminApprovalsQuery(user.accountId)) };
  }

  @Roles('admin')
  @Put(routeTable.approveSecondaryAdmin.path)
  async approve(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(approveSecondaryAdminSchema)) body: z.output<typeof approveSecondaryAdminSchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new ApproveSecondaryAdminCommand(user.accountId, body.adminId));
    return { message: identityMessages.adminApproved, data: null };
  }

  @Roles('admin')
  @Get(routeTable.getApprovedAdmins.path)
  async approvedAdmins(@CurrentUser() user: AuthenticatedUser): Promise<ApiResponse<ApprovedAdmin[]>> {
    return { message: '', data: await this.queries.execute(new ListApprovedAdminsQuery(user.accountId)) };
  }

  @Roles('admin')
  @Put(routeTable.updateSecondayAdminPrivileges.path)
  async updatePrivileges(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updatePrivilegesSchema)) body: z.output<typeof updatePrivilegesSchema>,
  ): Promise<ApiResponse<Privileges>> {
    const privileges = await this.commands.execute(
      new UpdateSecondaryAdminPrivilegesCommand(user.accountId, body.adminId, body.privileges),
    );
    return { message: identityMessages.privilegesUpdated, data: privileges };
  }

  @RequirePrivilege('addNewAdministrator')
  @Post(routeTable.generateSecondaryAdminInvitationLink.path)
  @HttpCode(201)
  async invite(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(secondaryAdminInvitationSchema)) body: z.output<typeof secondaryAdminInvitationSchema>,
  ): Promise<ApiResponse<{ data: InvitationLink }>> {
    const link = await this.commands.execute(new InviteSecondaryAdminCommand(user.accountId, body));
    return { message: 'Invite link has been sent successfully', data: { data: link } };
  }

  @Roles('admin')
  @Post(routeTable.getSecondaryAdminEmails.path)
  @HttpCode(200)
  async secondaryAdminEmails(
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ApiResponse<{ data: { _id: string; email: string }[] }>> {
    return {
      message: '',
      data: { data: await this.queries.execute(new ListSecondaryAdminEmailsQuery(user.accountId)) },
    };
  }
}
