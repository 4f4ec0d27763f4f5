import { routeTable } from '@fundplay/contracts';
import { Controller, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { campaignProfileSchema } from '@fundplay/contracts';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { ImageFormInterceptor, UploadedImage } from '../../platform/storage/image-form.interceptor';
import { OpenCampaignProfileCommand } from './commands/open-campaign-profile/open-campaign-profile.command';
import { SetParticipantPhotoApprovalCommand } from './commands/set-participant-photo-approval/set-participant-photo-approval.command';
import { UpdateCampaignProfileCommand } from './commands/update-campaign-profile/update-campaign-profile.command';
import { ListParticipantPhotosQuery } from './queries/list-participant-photos/list-participant-photos.query';

/** The text fields updateCampaignProfile reads from a multipart form (beside the photo in `image`). */
const profileFormFields = [
  'fundRaisingId',
  'whyRaising',
  'personalGoal',
  'showPhoto',
  'showMessage',
  'removePhoto',
] as const satisfies readonly (keyof z.input<typeof campaignProfileSchema>)[];

/**
 * The campaign pages' routes of the fundraisers context (issue #21): the participant's own page settings, and the
 * admins' approval of under-18 participants' photos. The public pages themselves are the views context's.
 */
@Controller()
export class CampaignProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(routeTable.getCampaignProfile)
  profile(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.getCampaignProfile>,
  ) {
    return this.commands.execute(new OpenCampaignProfileCommand(user.accountId, query.fundRaisingId));
  }

  @Route(routeTable.updateCampaignProfile)
  @UseInterceptors(ImageFormInterceptor(profileFormFields))
  updateProfile(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.updateCampaignProfile>,
    @UploadedImage() photo: Buffer | undefined,
  ) {
    return this.commands.execute(new UpdateCampaignProfileCommand(user.accountId, body, photo));
  }

  @Route(routeTable.getParticipantPhotos)
  photos(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.getParticipantPhotos>,
  ) {
    return this.queries.execute(new ListParticipantPhotosQuery(user, query.fundRaisingId));
  }

  @Route(routeTable.setParticipantPhotoApproval)
  approvePhoto(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.setParticipantPhotoApproval>,
  ) {
    return this.commands.execute(
      new SetParticipantPhotoApprovalCommand(user, body.fundRaisingId, body.participantId, body.approved),
    );
  }
}
