import {
  changePasswordSchema,
  forgotPasswordSchema,
  identityMessages,
  invitationQuerySchema,
  routeTable,
  loginSchema,
  resendOtpSchema,
  verifyOtpSchema,
  type ApiResponse,
  type InvitationData,
  type LoginResult,
  type OtpChallenge,
  type PasswordResetGrant,
  type SessionUser,
  type VerifyOtpResult,
} from '@fundplay/contracts';
import { Body, Controller, Get, HttpCode, Ip, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { AllowPendingApproval, Public } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { BearerToken, CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
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

  @Public()
  @Post(routeTable.login.path)
  @HttpCode(200)
  async login(
    @Body(new ZodValidationPipe(loginSchema)) body: z.output<typeof loginSchema>,
    @Ip() ip: string,
  ): Promise<ApiResponse<LoginResult>> {
    return { message: identityMessages.otpSent, data: await this.commands.execute(new LogInCommand(body, ip)) };
  }

  @Public()
  @Post(routeTable.verifyOtp.path)
  @HttpCode(200)
  async verifyOtp(
    @Body(new ZodValidationPipe(verifyOtpSchema)) body: z.output<typeof verifyOtpSchema>,
    @Ip() ip: string,
  ): Promise<ApiResponse<VerifyOtpResult | PasswordResetGrant>> {
    return {
      message: identityMessages.otpVerified,
      data: await this.commands.execute(new VerifyOneTimeCodeCommand(body, ip)),
    };
  }

  @Public()
  @Post(routeTable.resendOtp.path)
  @HttpCode(200)
  async resendOtp(
    @Body(new ZodValidationPipe(resendOtpSchema)) body: z.output<typeof resendOtpSchema>,
    @Ip() ip: string,
  ): Promise<ApiResponse<{ retryAfterSeconds: number }>> {
    return {
      message: identityMessages.otpSent,
      data: await this.commands.execute(new ResendOneTimeCodeCommand(body, ip)),
    };
  }

  @Public()
  @Post(routeTable.forgotPassword.path)
  @HttpCode(200)
  async forgotPassword(
    @Body(new ZodValidationPipe(forgotPasswordSchema)) body: z.output<typeof forgotPasswordSchema>,
    @Ip() ip: string,
  ): Promise<ApiResponse<OtpChallenge>> {
    // One answer for known and unknown emails: no masked phone, no different text, a challenge id either way.
    return {
      message: identityMessages.passwordResetRequested,
      data: await this.commands.execute(new RequestPasswordResetCommand(body, ip)),
    };
  }

  /** Public at the guard: it is authorised by the session or by a password-reset grant, checked in the command. */
  @Public()
  @Post(routeTable.changePassword.path)
  @HttpCode(200)
  async changePassword(
    @Body(new ZodValidationPipe(changePasswordSchema)) body: z.output<typeof changePasswordSchema>,
    @BearerToken() token: string | null,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new ChangePasswordCommand(body, token));
    return { message: identityMessages.passwordChanged, data: null };
  }

  @AllowPendingApproval()
  @Post(routeTable.logout.path)
  @HttpCode(200)
  async logout(@CurrentUser() user: AuthenticatedUser): Promise<ApiResponse<null>> {
    await this.commands.execute(new LogOutCommand(user.sessionId));
    return { message: identityMessages.loggedOut, data: null };
  }

  @AllowPendingApproval()
  @Get(routeTable.me.path)
  async me(@CurrentUser() user: AuthenticatedUser): Promise<ApiResponse<SessionUser>> {
    return { message: '', data: await this.queries.execute(new GetSessionUserQuery(user.accountId)) };
  }

  @Public()
  @Post(routeTable.getInvitationData.path)
  @HttpCode(200)
  async getInvitationData(
    @Query(new ZodValidationPipe(invitationQuerySchema)) query: z.output<typeof invitationQuerySchema>,
  ): Promise<ApiResponse<InvitationData>> {
    const role = query.role === 'admin' ? 'secondaryAdmin' : query.role;
    return { message: '', data: await this.queries.execute(new GetInvitationDataQuery(role, query.invitationCode)) };
  }
}
