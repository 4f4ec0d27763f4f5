import { outreachMessages, outreachRouteTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { withMessage } from '../../../platform/http/route-envelope.interceptor';
import {
  RouteBody,
  RouteQuery,
  type ParsedBody,
  type ParsedQuery,
} from '../../../platform/http/route-input.decorators';
import { Route } from '../../../platform/http/route.decorator';
import { SetConsentCommand } from './commands/set-consent/set-consent.command';
import { GetConsentPreferenceQuery } from './queries/get-consent-preference/get-consent-preference.query';

/**
 * The way out of outreach (issue #11): the `/unsubscribe/{token}` page's preference, visible and reversible, and the
 * RFC 8058 one-click unsubscribe a mail client posts from the List-Unsubscribe-Post header. The token in the link is
 * the only credential: whoever holds the message may change its address's consent, as with any unsubscribe link.
 */
@Controller()
export class ConsentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(outreachRouteTable.getConsent)
  get(@RouteQuery() query: ParsedQuery<typeof outreachRouteTable.getConsent>) {
    return this.queries.execute(new GetConsentPreferenceQuery(query.token));
  }

  @Route(outreachRouteTable.setConsent)
  async set(@RouteBody() body: ParsedBody<typeof outreachRouteTable.setConsent>) {
    const preference = await this.commands.execute(
      new SetConsentCommand(body.token, body.subscribed, 'unsubscribe-link'),
    );
    return withMessage(
      preference.subscribed ? outreachMessages.resubscribed : outreachMessages.unsubscribed,
      preference,
    );
  }

  /**
   * A mail client posts `List-Unsubscribe=One-Click` (form-encoded or multipart) to the link of the header; the
   * token in the query is what counts, so the body is not read. A POST, never a GET, so link scanners that follow
   * every URL in a message unsubscribe nobody.
   */
  @Route(outreachRouteTable.oneClickUnsubscribe)
  async oneClick(@RouteQuery() query: ParsedQuery<typeof outreachRouteTable.oneClickUnsubscribe>) {
    await this.commands.execute(new SetConsentCommand(query.token, false, 'one-click'));
    return { unsubscribed: true } as const;
  }
}
