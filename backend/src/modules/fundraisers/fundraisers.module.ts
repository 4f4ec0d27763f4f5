import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Fundraiser } from './entities/fundraiser.entity';
import { FundraiserGroup } from './entities/fundraiser-group.entity';
import { FundraiserInvitation } from './entities/fundraiser-invitation.entity';
import { JoinRequest } from './entities/join-request.entity';
import { Membership } from './entities/membership.entity';
import { ReferralCode } from './entities/referral-code.entity';
import { Sponsor } from './entities/sponsor.entity';
import { TeamPublicLink } from './entities/team-public-link.entity';
import { FundraiserAccess } from './policies/fundraiser-access.policy';
import { StorageModule } from '../../platform/storage/storage.module';
import { LedgerModule } from '../ledger/ledger.module';
import { AddSponsorHandler } from './commands/add-sponsor/add-sponsor.handler';
import { LinkPayoutAccountHandler } from './commands/link-payout-account/link-payout-account.handler';
import { UpdateSponsorHandler } from './commands/update-sponsor/update-sponsor.handler';
import { PayoutAccountLinks } from './services/payout-account-links';
import { GetFundraiserMoneyScopeHandler } from './queries/get-fundraiser-money-scope/get-fundraiser-money-scope.handler';
import { GetManualDonationTargetHandler } from './queries/get-manual-donation-target/get-manual-donation-target.handler';
import { ListPayoutAccountUsesHandler } from './queries/list-payout-account-uses/list-payout-account-uses.handler';
import { FindSponsorHandler } from './queries/find-sponsor/find-sponsor.handler';
import { ListSponsorsHandler } from './queries/list-sponsors/list-sponsors.handler';
import { SponsorController } from './sponsor.controller';
import { AdminFundraisingController } from './admin-fundraising.controller';
import { AssignParticipantToGroupHandler } from './commands/assign-participant-to-group/assign-participant-to-group.handler';
import { ChangeGroupAdminHandler } from './commands/change-group-admin/change-group-admin.handler';
import { ChangePublicLinkHandler } from './commands/change-public-link/change-public-link.handler';
import { CreateFundraiserHandler } from './commands/create-fundraiser/create-fundraiser.handler';
import { CreateGroupsHandler } from './commands/create-groups/create-groups.handler';
import { DeleteFundraiserHandler } from './commands/delete-fundraiser/delete-fundraiser.handler';
import { DeleteGroupHandler } from './commands/delete-group/delete-group.handler';
import { UpdateFundraiserHandler } from './commands/update-fundraiser/update-fundraiser.handler';
import { UpdateGroupHandler } from './commands/update-group/update-group.handler';
import { FundraisingController } from './fundraising.controller';
import { GroupController } from './group.controller';
import { FindSimilarFundraisersHandler } from './queries/find-similar-fundraisers/find-similar-fundraisers.handler';
import { GetFundraiserAdministrationHandler } from './queries/get-fundraiser-administration/get-fundraiser-administration.handler';
import { GetPlatformFiguresHandler } from './queries/get-platform-figures/get-platform-figures.handler';
import { ListAdministeredFundraisersHandler } from './queries/list-administered-fundraisers/list-administered-fundraisers.handler';
import { ListJoinableFundraisersHandler } from './queries/list-joinable-fundraisers/list-joinable-fundraisers.handler';
import { ListMyFundraisersHandler } from './queries/list-my-fundraisers/list-my-fundraisers.handler';
import { ApproveParticipantHandler } from './commands/approve-participant/approve-participant.handler';
import { GenerateReferralCodeHandler } from './commands/generate-referral-code/generate-referral-code.handler';
import { InviteParticipantHandler } from './commands/invite-participant/invite-participant.handler';
import { InviteTeamMemberHandler } from './commands/invite-team-member/invite-team-member.handler';
import { RequestToJoinHandler } from './commands/request-to-join/request-to-join.handler';
import { ShareTokensHandler } from './commands/share-tokens/share-tokens.handler';
import { RespondToInvitationHandler } from './commands/respond-to-invitation/respond-to-invitation.handler';
import { AdmitSignedUpMemberJob } from './jobs/admit-signed-up-member.job';
import { NotifyParticipantAdmittedJob } from './jobs/notify-participant-admitted.job';
import { SendParticipantInvitationJob } from './jobs/send-participant-invitation.job';
import { SendTeamMemberInvitationJob } from './jobs/send-team-member-invitation.job';
import { MembershipAdminController } from './membership-admin.controller';
import { ParticipantMembershipController } from './participant-membership.controller';
import { FindCompetitorHandler } from './queries/find-competitor/find-competitor.handler';
import { GetGameAdministrationHandler } from './queries/get-game-administration/get-game-administration.handler';
import { GetCampaignScopeHandler } from './queries/get-campaign-scope/get-campaign-scope.handler';
import { GetFundraiserShowcaseHandler } from './queries/get-fundraiser-showcase/get-fundraiser-showcase.handler';
import { GetMembershipFactsHandler } from './queries/get-membership-facts/get-membership-facts.handler';
import { ListEndedFundraisersHandler } from './queries/list-ended-fundraisers/list-ended-fundraisers.handler';
import { GetFundraiserNamesHandler } from './queries/get-fundraiser-names/get-fundraiser-names.handler';
import { GetOutreachContextHandler } from './queries/get-outreach-context/get-outreach-context.handler';
import { GetParticipantMembershipViewHandler } from './queries/get-participant-membership-view/get-participant-membership-view.handler';
import { GetTeamMemberMembershipViewHandler } from './queries/get-team-member-membership-view/get-team-member-membership-view.handler';
import { GetTeamMemberFundraisersHandler } from './queries/get-team-member-fundraisers/get-team-member-fundraisers.handler';
import { GetTeamMemberInvitationDataHandler } from './queries/get-team-member-invitation-data/get-team-member-invitation-data.handler';
import { ListParticipantFundraisersHandler } from './queries/list-participant-fundraisers/list-participant-fundraisers.handler';
import { ListParticipantRequestsHandler } from './queries/list-participant-requests/list-participant-requests.handler';
import { ResolveInvitationHandler } from './queries/resolve-invitation/resolve-invitation.handler';
import { VerifyReferralCodeHandler } from './queries/verify-referral-code/verify-referral-code.handler';
import { GetReceiptDetailsHandler } from './queries/get-receipt-details/get-receipt-details.handler';
import { ResolveDonationTargetHandler } from './queries/resolve-donation-target/resolve-donation-target.handler';
import { ResolveTokenPurchaseTargetHandler } from './queries/resolve-token-purchase-target/resolve-token-purchase-target.handler';
import { ReferralController } from './referral.controller';
import { TeamMemberController } from './team-member.controller';
import { CampaignProfileController } from './campaign-profile.controller';
import { OpenCampaignProfileHandler } from './commands/open-campaign-profile/open-campaign-profile.handler';
import { SetParticipantPhotoApprovalHandler } from './commands/set-participant-photo-approval/set-participant-photo-approval.handler';
import { UpdateCampaignProfileHandler } from './commands/update-campaign-profile/update-campaign-profile.handler';
import { ListParticipantPhotosHandler } from './queries/list-participant-photos/list-participant-photos.handler';

/** Fundraisers, groups, memberships, invitations, join requests, referral codes and sponsors (architecture §10). */
@Module({
  imports: [
    MikroOrmModule.forFeature([
      Fundraiser,
      FundraiserGroup,
      Membership,
      FundraiserInvitation,
      TeamPublicLink,
      JoinRequest,
      ReferralCode,
      Sponsor,
    ]),
    // Logos (ImageUploads, FileStorage); imported here too so the worker, which has no HTTP, can build the handlers.
    StorageModule,
    // Every total shown is read from the ledger.
    LedgerModule,
  ],
  controllers: [
    FundraisingController,
    GroupController,
    AdminFundraisingController,
    MembershipAdminController,
    ParticipantMembershipController,
    TeamMemberController,
    ReferralController,
    SponsorController,
    CampaignProfileController,
  ],
  providers: [
    AddSponsorHandler,
    AdmitSignedUpMemberJob,
    ApproveParticipantHandler,
    AssignParticipantToGroupHandler,
    ChangeGroupAdminHandler,
    ChangePublicLinkHandler,
    CreateFundraiserHandler,
    CreateGroupsHandler,
    DeleteFundraiserHandler,
    DeleteGroupHandler,
    FindCompetitorHandler,
    FindSimilarFundraisersHandler,
    FindSponsorHandler,
    FundraiserAccess,
    GenerateReferralCodeHandler,
    GetCampaignScopeHandler,
    GetFundraiserAdministrationHandler,
    GetFundraiserMoneyScopeHandler,
    GetFundraiserNamesHandler,
    GetFundraiserShowcaseHandler,
    GetGameAdministrationHandler,
    GetManualDonationTargetHandler,
    GetMembershipFactsHandler,
    GetOutreachContextHandler,
    GetParticipantMembershipViewHandler,
    GetPlatformFiguresHandler,
    GetReceiptDetailsHandler,
    GetTeamMemberFundraisersHandler,
    GetTeamMemberInvitationDataHandler,
    GetTeamMemberMembershipViewHandler,
    InviteParticipantHandler,
    InviteTeamMemberHandler,
    LinkPayoutAccountHandler,
    ListAdministeredFundraisersHandler,
    ListEndedFundraisersHandler,
    ListJoinableFundraisersHandler,
    ListMyFundraisersHandler,
    ListParticipantFundraisersHandler,
    ListParticipantPhotosHandler,
    ListParticipantRequestsHandler,
    ListPayoutAccountUsesHandler,
    ListSponsorsHandler,
    NotifyParticipantAdmittedJob,
    OpenCampaignProfileHandler,
    PayoutAccountLinks,
    RequestToJoinHandler,
    ResolveDonationTargetHandler,
    ResolveInvitationHandler,
    ResolveTokenPurchaseTargetHandler,
    RespondToInvitationHandler,
    SendParticipantInvitationJob,
    SendTeamMemberInvitationJob,
    SetParticipantPhotoApprovalHandler,
    ShareTokensHandler,
    UpdateCampaignProfileHandler,
    UpdateFundraiserHandler,
    UpdateGroupHandler,
    UpdateSponsorHandler,
    VerifyReferralCodeHandler,
  ],
})
export class FundraisersModule {}
