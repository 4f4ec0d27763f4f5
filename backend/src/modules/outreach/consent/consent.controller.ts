import {
  consentQuerySchema,
  outreachMessages,
  outreachRouteTable,
  setConsentSchema,
  type ApiResponse,
  type ConsentPreference,
} from '@fundplay/contracts';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Public } from '../../../platform/auth/access.decorators';
import { ZodValidationPipe } from '../../../platform/http/zod-validation.pipe';
import { SetConsentCommand } from './commands/set-consent/set-consent.command';
import { GetConsentPreferenceQuery } from './queries/get-consent-preference/get-consent-preference.query';

type ConsentQuery = z.output<typeof consentQuerySchema>;

/**
 * The way out of outreach (issue #11): the `/unsubscribe/{token}` page's preference, visible and reversible, and the
 * RFC 8058 one-click unsubscribe a mail client posts from the List-Unsubscribe-Post header. The token in the link is
 * the only credential: whoever holds the message may change its address's consent, as with any unsubscribe link.
 */
@Public()
@Controller()
export class ConsentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(outreachRouteTable.getConsent.path)
  async get(
    @Query(new ZodValidationPipe(consentQuerySchema)) query: ConsentQuery,
  ): Promise<ApiResponse<ConsentPreference>> {
    return { message: '', data: await this.queries.execute(new GetConsentPreferenceQuery(query.token)) };
  }

  @Post(outreachRouteTable.setConsent.path)
  @HttpCode(200)
  async set(
    @Body(new ZodValidationPipe(setConsentSchema)) body: z.output<typeof setConsentSchema>,
  ): Promise<ApiResponse<ConsentPreference>> {
    const preference = await this.commands.execute(
      new SetConsentCommand(body.token, body.subscribed, 'unsubscribe-link'),
    );
    return {
      message: preference.subscribed ? outreachMessages.resubscribed : outreachMessages.unsubscribed,
      data: preference,
    };
  }

  /**
   * A mail client posts `List-Unsubscribe=One-Click` (form-encoded or multipart) to the link of the header; the
   * token in the query is what counts, so the body is not read. A POST, never a GET, so link scanners that follow
   * every URL in a message unsubscribe nobody.
   */
  @Post(outreachRouteTable.oneClickUnsubscribe.path)
  @HttpCode(200)
  async oneClick(
    @Query(new ZodValidationPipe(consentQuerySchema)) query: ConsentQuery,
  ): Promise<{ unsubscribed: true }> {
    await this.commands.execute(new SetConsentCommand(query.token, false, 'one-click'));
    return { unsubscribed: true };
  }
}
