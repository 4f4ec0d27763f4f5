import { fundraiserMessages, moneyMessages, routeTable, type updateFundraiserSchema } from '@fundplay/contracts';
import { Controller, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { ImageFormInterceptor, UploadedImage } from '../../platform/storage/image-form.interceptor';
import { IMAGE_FIELD } from '../../platform/storage/multipart-form';
import { ChangePublicLinkCommand } from './commands/change-public-link/change-public-link.command';
import { CreateFundraiserCommand } from './commands/create-fundraiser/create-fundraiser.command';
import { DeleteFundraiserCommand } from './commands/delete-fundraiser/delete-fundraiser.command';
import { LinkPayoutAccountCommand } from './commands/link-payout-account/link-payout-account.command';
import { UpdateFundraiserCommand } from './commands/update-fundraiser/update-fundraiser.command';
import { FindSimilarFundraisersQuery } from './queries/find-similar-fundraisers/find-similar-fundraisers.query';
import { ListJoinableFundraisersQuery } from './queries/list-joinable-fundraisers/list-joinable-fundraisers.query';
import { ListMyFundraisersQuery } from './queries/list-my-fundraisers/list-my-fundraisers.query';

/** The campaign page's cover photo travels beside the logo in its own file field. */
const COVER_IMAGE_FIELD = 'coverImage';

/** The text fields updateFundRaising reads from a multipart form (beside the logo in `image` and the cover). */
const updateFormFields = [
  'fundRaisingId',
  'fundRaisingName',
  'address',
  'city',
  'state',
  'zip',
  'fundRaisingTaxId',
  'fundRaisingRoutingNumber',
  'fundRaisingAccountNumber',
  'fundRaisingStartTime',
  'fundRaisingEndTime',
  'fundRaisingGoal',
  'fundRaisingCause',
  'fundRaisingStory',
] as const satisfies readonly (keyof z.input<typeof updateFundraiserSchema>)[];

/**
 * The spec's /fundRaisingRoutes. Routes open to every administrator also let a secondary admin still waiting
 * for approval in (the route table's 'admins' audience): the handlers give them no fundraiser to act on.
 */
@Controller()
export class FundraisingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(routeTable.getFundRaising)
  joinable(@CurrentUser() user: AuthenticatedUser, @RouteQuery() query: ParsedQuery<typeof routeTable.getFundRaising>) {
    return this.queries.execute(new ListJoinableFundraisersQuery(user.accountId, query.search));
  }

  @Route(routeTable.getFundRaisingByRole)
  mine(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new ListMyFundraisersQuery(user));
  }

  @Route(routeTable.createFundRaising)
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.createFundRaising>,
  ) {
    return withMessage(
      fundraiserMessages.created,
      await this.commands.execute(new CreateFundraiserCommand(user, body)),
    );
  }

  /** JSON, or a multipart form whose text fields are the same as the JSON's and whose logo is `image`. */
  @Route(routeTable.updateFundRaising)
  @UseInterceptors(ImageFormInterceptor(updateFormFields, [IMAGE_FIELD, COVER_IMAGE_FIELD]))
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.updateFundRaising>,
    @UploadedImage() image: Buffer | undefined,
    @UploadedImage(COVER_IMAGE_FIELD) cover: Buffer | undefined,
  ) {
    const detail = await this.commands.execute(new UpdateFundraiserCommand(user, body, image, cover));
    const onlyLogo =
      image !== undefined &&
      Object.entries(body).every(([field, value]) => field === 'fundRaisingId' || value === undefined);
    return withMessage(onlyLogo ? fundraiserMessages.logoUpdated : fundraiserMessages.updated, detail);
  }

  /** Links a verified payout account; who may is the fundraiser's rule (its owners), checked by the command. */
  @Route(routeTable.updateFundRaisingStripe)
  async linkPayoutAccount(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.updateFundRaisingStripe>,
  ) {
    const { changed } = await this.commands.execute(
      new LinkPayoutAccountCommand(user, { fundraiserId: body.fundRaisingId }, body.fundRaisingStripe),
    );
    return withMessage(changed ? moneyMessages.fundraiserStripeUpdated : moneyMessages.noChange, {
      fundRaisingId: body.fundRaisingId,
      fundRaisingStripe: body.fundRaisingStripe,
    });
  }

  @Route(routeTable.deleteFundRaising)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.deleteFundRaising>,
  ) {
    await this.commands.execute(new DeleteFundraiserCommand(user, query.fundRaisingId));
    return withMessage(fundraiserMessages.deleted, null);
  }

  @Route(routeTable.getSimilarFundraisings)
  similar(@RouteQuery() query: ParsedQuery<typeof routeTable.getSimilarFundraisings>) {
    return this.queries.execute(new FindSimilarFundraisersQuery(query.fundRaisingName));
  }

  @Route(routeTable.updateAdminGeneralInvitationLink)
  async adminLink(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.updateAdminGeneralInvitationLink>,
  ) {
    const state = await this.commands.execute(
      new ChangePublicLinkCommand(user, 'admin', body.fundRaisingId, body.status),
    );
    return withMessage(fundraiserMessages.linkStatusChanged, state);
  }

  @Route(routeTable.updateParticipantGeneralInvitationLink)
  async participantLink(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.updateParticipantGeneralInvitationLink>,
  ) {
    const state = await this.commands.execute(
      new ChangePublicLinkCommand(user, 'participant', body.fundRaisingId, body.status),
    );
    return withMessage(fundraiserMessages.linkStatusChanged, state);
  }
}
