import {
  createFundraiserSchema,
  fundraiserIdQuerySchema,
  fundraiserMessages,
  joinableFundraisersQuerySchema,
  moneyMessages,
  publicLinkStatusSchema,
  routeTable,
  similarFundraisersQuerySchema,
  updateFundraiserSchema,
  updateFundraiserStripeSchema,
  type ApiResponse,
  type FundraiserDetail,
  type FundraiserSummary,
  type JoinableFundraiser,
  type PublicLinkState,
  type SimilarFundraiser,
} from '@fundplay/contracts';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { AllowPendingApproval, RequirePrivilege, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { ImageFormInterceptor, UploadedImage } from '../../platform/storage/image-form.interceptor';
import { ChangePublicLinkCommand } from './commands/change-public-link/change-public-link.command';
import { CreateFundraiserCommand } from './commands/create-fundraiser/create-fundraiser.command';
import { DeleteFundraiserCommand } from './commands/delete-fundraiser/delete-fundraiser.command';
import { LinkPayoutAccountCommand } from './commands/link-payout-account/link-payout-account.command';
import { UpdateFundraiserCommand } from './commands/update-fundraiser/update-fundraiser.command';
import { FindSimilarFundraisersQuery } from './queries/find-similar-fundraisers/find-similar-fundraisers.query';
import { ListJoinableFundraisersQuery } from './queries/list-joinable-fundraisers/list-joinable-fundraisers.query';
import { ListMyFundraisersQuery } from './queries/list-my-fundraisers/list-my-fundraisers.query';

/** The text fields updateFundRaising reads from a multipart form (beside the logo in `image`). */
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

  @AllowPendingApproval()
  @Get(routeTable.getFundRaising.path)
  async joinable(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(joinableFundraisersQuerySchema))
    query: z.output<typeof joinableFundraisersQuerySchema>,
  ): Promise<ApiResponse<JoinableFundraiser[]>> {
    return {
      message: '',
      data: await this.queries.execute(new ListJoinableFundraisersQuery(user.accountId, query.search)),
    };
  }

  @AllowPendingApproval()
  @Get(routeTable.getFundRaisingByRole.path)
  async mine(@CurrentUser() user: AuthenticatedUser): Promise<ApiResponse<FundraiserSummary[]>> {
    return { message: '', data: await this.queries.execute(new ListMyFundraisersQuery(user)) };
  }

  @RequirePrivilege('startNewFundraiser')
  @Post(routeTable.createFundRaising.path)
  @HttpCode(201)
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(createFundraiserSchema)) body: z.output<typeof createFundraiserSchema>,
  ): Promise<ApiResponse<FundraiserDetail>> {
    return {
      message: fundraiserMessages.created,
      data: await this.commands.execute(new CreateFundraiserCommand(user, body)),
    };
  }

  /** JSON, or a multipart form whose text fields are the same as the JSON's and whose logo is `image`. */
  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @UseInterceptors(ImageFormInterceptor(updateFormFields))
  @Put(routeTable.updateFundRaising.path)
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updateFundraiserSchema)) body: z.output<typeof updateFundraiserSchema>,
    @UploadedImage() image: Buffer | undefined,
  ): Promise<ApiResponse<FundraiserDetail>> {
    const detail = await this.commands.execute(new UpdateFundraiserCommand(user, body, image));
    const onlyLogo =
      image !== undefined &&
      Object.entries(body).every(([field, value]) => field === 'fundRaisingId' || value === undefined);
    return { message: onlyLogo ? fundraiserMessages.logoUpdated : fundraiserMessages.updated, data: detail };
  }

  /** Links a verified payout account; who may is the fundraiser's rule (its owners), checked by the command. */
  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @Post(routeTable.updateFundRaisingStripe.path)
  @HttpCode(200)
  async linkPayoutAccount(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updateFundraiserStripeSchema)) body: z.output<typeof updateFundraiserStripeSchema>,
  ): Promise<ApiResponse<{ fundRaisingId: string; fundRaisingStripe: string }>> {
    const { changed } = await this.commands.execute(
      new LinkPayoutAccountCommand(user, { fundraiserId: body.fundRaisingId }, body.fundRaisingStripe),
    );
    return {
      message: changed ? moneyMessages.fundraiserStripeUpdated : moneyMessages.noChange,
      data: { fundRaisingId: body.fundRaisingId, fundRaisingStripe: body.fundRaisingStripe },
    };
  }

  @Roles('admin')
  @Delete(routeTable.deleteFundRaising.path)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(fundraiserIdQuerySchema)) query: z.output<typeof fundraiserIdQuerySchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new DeleteFundraiserCommand(user, query.fundRaisingId));
    return { message: fundraiserMessages.deleted, data: null };
  }

  @RequirePrivilege('startNewFundraiser')
  @Get(routeTable.getSimilarFundraisings.path)
  async similar(
    @Query(new ZodValidationPipe(similarFundraisersQuerySchema)) query: z.output<typeof similarFundraisersQuerySchema>,
  ): Promise<ApiResponse<SimilarFundraiser[]>> {
    return { message: '', data: await this.queries.execute(new FindSimilarFundraisersQuery(query.fundRaisingName)) };
  }

  @RequirePrivilege('addNewAdministrator')
  @Put(routeTable.updateAdminGeneralInvitationLink.path)
  async adminLink(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(publicLinkStatusSchema)) body: z.output<typeof publicLinkStatusSchema>,
  ): Promise<ApiResponse<PublicLinkState>> {
    const state = await this.commands.execute(
      new ChangePublicLinkCommand(user, 'admin', body.fundRaisingId, body.status),
    );
    return { message: fundraiserMessages.linkStatusChanged, data: state };
  }

  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @Put(routeTable.updateParticipantGeneralInvitationLink.path)
  async participantLink(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(publicLinkStatusSchema)) body: z.output<typeof publicLinkStatusSchema>,
  ): Promise<ApiResponse<PublicLinkState>> {
    const state = await this.commands.execute(
      new ChangePublicLinkCommand(user, 'participant', body.fundRaisingId, body.status),
    );
    return { message: fundraiserMessages.linkStatusChanged, data: state };
  }
}
