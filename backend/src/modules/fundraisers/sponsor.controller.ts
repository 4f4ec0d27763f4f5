import { moneyMessages, routeTable, type sponsorFieldsSchema } from '@fundplay/contracts';
import { Controller, Ip, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
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
  @Route(routeTable.addSponsor)
  @UseInterceptors(ImageFormInterceptor(sponsorFormFields))
  async add(
    @RouteBody() body: ParsedBody<typeof routeTable.addSponsor>,
    @UploadedImage() image: Buffer | undefined,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const saved = await this.commands.execute(new AddSponsorCommand(body, image, ip));
    void reply.status(saved.existed ? 200 : 201);
    return withMessage(saved.existed ? moneyMessages.sponsorExists : moneyMessages.sponsorAdded, saved);
  }

  @Route(routeTable.getSponsor)
  list(@CurrentUser() user: AuthenticatedUser, @RouteQuery() query: ParsedQuery<typeof routeTable.getSponsor>) {
    return this.queries.execute(new ListSponsorsQuery(user, query.fundRaisingId));
  }

  @Route(routeTable.updateSponsor)
  @UseInterceptors(ImageFormInterceptor([...sponsorFormFields, 'sponsorId']))
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.updateSponsor>,
    @UploadedImage() image: Buffer | undefined,
  ) {
    return withMessage(
      moneyMessages.sponsorUpdated,
      await this.commands.execute(new UpdateSponsorCommand(user, body, image)),
    );
  }
}
