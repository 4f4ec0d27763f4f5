import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Fundraiser } from './entities/fundraiser.entity';
import { FundraiserGroup } from './entities/fundraiser-group.entity';
import { FundraiserInvitation } from './entities/fundraiser-invitation.entity';
import { JoinRequest } from './entities/join-request.entity';
import { Membership } from './entities/membership.entity';
import { ReferralCode } from './entities/referral-code.entity';
import { TeamPublicLink } from './entities/team-public-link.entity';
import { FundraiserAccess } from './policies/fundraiser-access.policy';

/** Fundraisers, groups, memberships, invitations, join requests and referral codes (architecture §10). */
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
    ]),
  ],
  controllers: [
    // fundraisers + groups (FundraisersController, GroupsController, AdminFundraisersController)
    // memberships (MembershipsController for participant/teamMember routes)
  ],
  providers: [
    FundraiserAccess,
    // fundraisers + groups handlers
    // memberships handlers and jobs
  ],
})
export class FundraisersModule {}
