import {
  moneyMessages,
  routeTable,
  sponsorFieldsSchema,
  sponsorsQuerySchema,
  updateSponsorFieldsSchema,
  type ApiResponse,
  type SponsorRow,
  type SponsorSaved,
} from '@fundplay/contracts';
import { Body, Controller, Get, Ip, Post, Put, Query, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AllowPendingApproval, Public, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { ImageFormInterceptor, UploadedImage } from '../../platform/storage/image-form.interceptor';
import { AddSponsorCommand } from './commands/add-sponsor/add-sponsor.command';
import { UpdateSponsorCommand } from './commands/update-sponsor/update-sponsor.command';
import { ListSponsorsQuery } from './queries/list-sponsors/list-sponsors.query';

/** The text fields the sponsor forms send beside the logo in `image`. */
const sponsorFormFields = [
  'fundRaisingId',
  'type',
  'firstName',
  'lastName',
  'businessName',
  'websiteUrl',
] as const satisfies readonly (keyof z.input<typeof sponsorFieldsSchema>)[];

/** The spec's /sponsorRoutes: sponsors' profiles belong to the fundraisers context (architecture §10). */
@Controller()
export class SponsorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Multipart (the logo in `image`) or JSON; a business that already sponsors the fundraiser is a 200 success. */
  @Public()
  @UseInterceptors(ImageFormInterceptor(sponsorFormFields))
  @Post(routeTable.addSponsor.path)
  async add(
    @Body(new ZodValidationPipe(sponsorFieldsSchema)) body: z.output<typeof sponsorFieldsSchema>,
    @UploadedImage() image: Buffer | undefined,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiResponse<SponsorSaved>> {
    const saved = await this.commands.execute(new AddSponsorCommand(body, image, ip));
    void reply.status(saved.existed ? 200 : 201);
    return { message: saved.existed ? moneyMessages.sponsorExists : moneyMessages.sponsorAdded, data: saved };
  }

  @AllowPendingApproval()
  @Get(routeTable.getSponsor.path)
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(sponsorsQuerySchema)) query: z.output<typeof sponsorsQuerySchema>,
  ): Promise<ApiResponse<SponsorRow[]>> {
    return { message: '', data: await this.queries.execute(new ListSponsorsQuery(user, query.fundRaisingId)) };
  }

  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @UseInterceptors(ImageFormInterceptor([...sponsorFormFields, 'sponsorId']))
  @Put(routeTable.updateSponsor.path)
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updateSponsorFieldsSchema)) body: z.output<typeof updateSponsorFieldsSchema>,
    @UploadedImage() image: Buffer | undefined,
  ): Promise<ApiResponse<SponsorSaved>> {
    return {
      message: moneyMessages.sponsorUpdated,
      data: await this.commands.execute(new UpdateSponsorCommand(user, body, image)),
    };
  }
}
