import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from '../../platform/auth/access.guard';
import { SessionResolver } from '../../platform/auth/session-resolver.port';
import { AdminController } from './admin.controller';
import { AuthController } from './auth.controller';
import { CaptchaController } from './captcha.controller';
import { CodeAttemptLimits } from './services/code-attempt-limits';
import { ApproveSecondaryAdminHandler } from './commands/approve-secondary-admin/approve-secondary-admin.handler';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { InviteSecondaryAdminHandler } from './commands/invite-secondary-admin/invite-secondary-admin.handler';
import { LogInHandler } from './commands/log-in/log-in.handler';
import { LogOutHandler } from './commands/log-out/log-out.handler';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler';
import { ResendAdminVerificationEmailHandler } from './commands/resend-admin-verification-email/resend-admin-verification-email.handler';
import { ResendOneTimeCodeHandler } from './commands/resend-one-time-code/resend-one-time-code.handler';
import { SignUpAdminHandler } from './commands/sign-up-admin/sign-up-admin.handler';
import { SignUpParticipantHandler } from './commands/sign-up-participant/sign-up-participant.handler';
import { SignUpTeamMemberHandler } from './commands/sign-up-team-member/sign-up-team-member.handler';
import { UpdateSecondaryAdminPrivilegesHandler } from './commands/update-secondary-admin-privileges/update-secondary-admin-privileges.handler';
import { VerifyAdminEmailHandler } from './commands/verify-admin-email/verify-admin-email.handler';
import { VerifyOneTimeCodeHandler } from './commands/verify-one-time-code/verify-one-time-code.handler';
import { EmailVerificationLinks } from './services/email-verification-links';
import { Account } from './entities/account.entity';
import { EmailVerification } from './entities/email-verification.entity';
import { Invitation } from './entities/invitation.entity';
import { OneTimeCode } from './entities/one-time-code.entity';
import { Session } from './entities/session.entity';
import { NotifySecondaryAdminApprovedJob } from './jobs/notify-secondary-admin-approved.job';
import { SendAdminEmailVerificationJob } from './jobs/send-admin-email-verification.job';
import { SendOneTimeCodeJob } from './jobs/send-one-time-code.job';
import { SendSecondaryAdminInvitationJob } from './jobs/send-secondary-admin-invitation.job';
import { WarnOwnerOfCodeLockJob } from './jobs/warn-owner-of-code-lock.job';
import { MemberSignUps } from './services/member-sign-ups';
import { OneTimeCodes } from './services/one-time-codes';
import { ParticipantController } from './participant.controller';
import { PasswordHasher } from './services/password-hasher';
import { GetInvitationDataHandler } from './queries/get-invitation-data/get-invitation-data.handler';
import { FindAccountByEmailHandler } from './queries/find-account-by-email/find-account-by-email.handler';
import { GetAdministratorScopeHandler } from './queries/get-administrator-scope/get-administrator-scope.handler';
import { GetPeopleHandler } from './queries/get-people/get-people.handler';
import { IsMinorHandler } from './queries/is-minor/is-minor.handler';
import { ListMinorsHandler } from './queries/list-minors/list-minors.handler';
import { ListGuardianContactsHandler } from './queries/list-guardian-contacts/list-guardian-contacts.handler';
import { ListOrganisationAdministratorsHandler } from './queries/list-organisation-administrators/list-organisation-administrators.handler';
import { GetSessionUserHandler } from './queries/get-session-user/get-session-user.handler';
import { ListApprovedAdminsHandler } from './queries/list-approved-admins/list-approved-admins.handler';
import { ListPendingAdminApprovalsHandler } from './queries/list-pending-admin-approvals/list-pending-admin-approvals.handler';
import { ListSecondaryAdminEmailsHandler } from './queries/list-secondary-admin-emails/list-secondary-admin-emails.handler';
import { SessionCache } from './services/session-cache';
import { SessionTokens } from './services/session-tokens';
import { TeamMemberSignUpController } from './team-member-sign-up.controller';

/** Identity and access: accounts, one-time codes, sessions, administrators, invitations; and the global access guard. */
@Module({
  imports: [MikroOrmModule.forFeature([Account, OneTimeCode, Session, EmailVerification, Invitation])],
  controllers: [AuthController, AdminController, ParticipantController, TeamMemberSignUpController, CaptchaController],
  providers: [
    { provide: SessionResolver, useExisting: SessionTokens },
    { provide: APP_GUARD, useClass: AccessGuard },
    ApproveSecondaryAdminHandler,
    ChangePasswordHandler,
    CodeAttemptLimits,
    EmailVerificationLinks,
    FindAccountByEmailHandler,
    GetAdministratorScopeHandler,
    GetInvitationDataHandler,
    GetPeopleHandler,
    GetSessionUserHandler,
    InviteSecondaryAdminHandler,
    IsMinorHandler,
    ListApprovedAdminsHandler,
    ListGuardianContactsHandler,
    ListMinorsHandler,
    ListOrganisationAdministratorsHandler,
    ListPendingAdminApprovalsHandler,
    ListSecondaryAdminEmailsHandler,
    LogInHandler,
    LogOutHandler,
    MemberSignUps,
    NotifySecondaryAdminApprovedJob,
    OneTimeCodes,
    PasswordHasher,
    RequestPasswordResetHandler,
    ResendAdminVerificationEmailHandler,
    ResendOneTimeCodeHandler,
    SendAdminEmailVerificationJob,
    SendOneTimeCodeJob,
    SendSecondaryAdminInvitationJob,
    SessionCache,
    SessionTokens,
    SignUpAdminHandler,
    SignUpParticipantHandler,
    SignUpTeamMemberHandler,
    UpdateSecondaryAdminPrivilegesHandler,
    VerifyAdminEmailHandler,
    VerifyOneTimeCodeHandler,
    WarnOwnerOfCodeLockJob,
  ],
  exports: [SessionTokens, SessionResolver],
})
export class IdentityModule {}
