import {
  campaignPageQuerySchema,
  leaderboardQuerySchema,
  liveFundraiserQuerySchema,
  routeTable,
  verifyReferralSchema,
  type ApiResponse,
  type RouteDefinition,
} from '@fundplay/contracts';
import { QueryBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { PublicDocuments, type BuiltDocument } from '../../../platform/read-models/public-documents';
import { VerifyReferralCodeQuery } from '../../fundraisers/queries/verify-referral-code/verify-referral-code.query';
import { GetLeaderboardQuery } from '../../games/queries/get-leaderboard/get-leaderboard.query';
import { GetLiveFundraiserQuery } from '../../games/queries/get-live-fundraiser/get-live-fundraiser.query';
import { GetCampaignPageQuery } from '../queries/get-campaign-page/get-campaign-page.query';
import { validUntil } from './valid-until';

/** One public read served from a versioned document: which document a valid request names, and how to build it. */
interface PublicRead<T> {
  route: RouteDefinition;
  input: ZodType<T>;
  /** Where the input is: the query string, or a POST's JSON body. */
  from: 'query' | 'body';
  /** A read answered per caller when this is true (the caller's own row on a board): left to the controller. */
  callerSpecific?: (request: FastifyRequest) => boolean;
  key(input: T): string;
  fundraiserId(input: T): string | undefined;
  build(queries: QueryBus, input: T): Promise<{ fundraiserId: string; data: unknown }>;
}

const read = <T>(definition: PublicRead<T>): PublicRead<unknown> => definition as PublicRead<unknown>;

/**
 * The public reads every caller gets the same answer to (issue #22): the big screen, the campaign pages, the
 * donation page's referral lookup and a board read signed out. Their controllers stay as they are (the documents
 * are built through the very queries they execute); this answers first when it can.
 */
const publicReads = [
  read({
    route: routeTable.getLiveFundraiser,
    input: liveFundraiserQuerySchema,
    from: 'query',
    key: ({ fundRaiserId }) => `live:${fundRaiserId}`,
    fundraiserId: ({ fundRaiserId }) => fundRaiserId,
    build: async (queries, { fundRaiserId }) => ({
      fundraiserId: fundRaiserId,
      data: await queries.execute(new GetLiveFundraiserQuery(fundRaiserId)),
    }),
  }),
  read({
    route: routeTable.getCampaignPage,
    input: campaignPageQuerySchema,
    from: 'query',
    key: (query) => (query.slug ? `page:slug:${query.slug}` : `page:code:${query.code ?? ''}`),
    fundraiserId: () => undefined,
    build: async (queries, query) => {
      const page = await queries.execute(
        new GetCampaignPageQuery(query.slug ? { slug: query.slug } : { code: query.code ?? '' }),
      );
      return { fundraiserId: page.fundraiser._id, data: page };
    },
  }),
  read({
    route: routeTable.verifyReferalCode,
    input: verifyReferralSchema,
    from: 'body',
    key: ({ referalCode }) => `referral:${referalCode}`,
    fundraiserId: () => undefined,
    build: async (queries, { referalCode }) => {
      const target = await queries.execute(new VerifyReferralCodeQuery(referalCode));
      return { fundraiserId: target.fundRaiser._id, data: target };
    },
  }),
  read({
    route: routeTable.leaderboard,
    input: leaderboardQuerySchema,
    from: 'query',
    // Signed in, a board carries the caller's own row and neighbours (`me`, `around`): the controller answers that.
    callerSpecific: (request) => request.headers.authorization !== undefined,
    key: ({ fundRaiserId, gameId, groupId, limit }) => `board:${fundRaiserId}:${gameId}:${groupId ?? '-'}:${limit}`,
    fundraiserId: ({ fundRaiserId }) => fundRaiserId,
    build: async (queries, query) => ({
      fundraiserId: query.fundRaiserId,
      data: await queries.execute(new GetLeaderboardQuery(null, query)),
    }),
  }),
];

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

/**
 * Serves the public reads from their versioned documents (platform/read-models/public-documents.ts) ahead of Nest's
 * pipeline. The GET reads answer in a Fastify onRequest hook registered after the request id and the security
 * headers (helmet) and before Nest's middleware (the per-request access log, MikroORM's request context), its guard,
 * validation pipes, envelope interceptor and controller: none of which a public cached read needs (measured: they
 * were most of a cached answer's CPU). The referral lookup is a POST, so it answers in a preHandler, once its body is
 * parsed. The bytes are the `{ message, data }` envelope serialised once per document, with a strong ETag
 * (If-None-Match → 304) and their br/gzip forms compressed once. Anything unusual (an input the contract refuses, a
 * code that does not exist, Redis unavailable) is left to the controller, which answers it as it always has.
 *
 * Call after the security headers are registered and before Nest's application is created (Nest's middleware hooks
 * then come after these), then attach the application once it exists.
 */
export function registerPublicReads(fastify: FastifyInstance): { attach(app: NestFastifyApplication): void } {
  let documents: PublicDocuments | undefined;
  let queries: QueryBus | undefined;
  const reads = (from: 'query' | 'body') =>
    new Map(
      publicReads
        .filter((entry) => entry.from === from)
        .map((entry) => [`${entry.route.method} ${entry.route.path}`, entry]),
    );

  const answer = (byRoute: Map<string, PublicRead<unknown>>) =>
    async function publicRead(request: FastifyRequest, reply: FastifyReply) {
      const entry = byRoute.get(`${request.method} ${request.routeOptions.url}`);
      if (!entry || !documents || !queries || entry.callerSpecific?.(request)) return;
      const parsed = entry.input.safeParse(entry.from === 'query' ? request.query : request.body);
      if (!parsed.success) return;
      const input = parsed.data;
      const bus = queries;
      let document;
      try {
        document = await documents.read(
          entry.key(input),
          entry.fundraiserId(input),
          async (): Promise<BuiltDocument> => {
            const { fundraiserId, data } = await entry.build(bus, input);
            const response: ApiResponse<unknown> = { message: '', data };
            return { fundraiserId, json: JSON.stringify(response), validUntil: validUntil(data, Date.now()) };
          },
        );
      } catch {
        return;
      }
      void reply.header('etag', document.etag);
      if (matchesEtag(request.headers['if-none-match'], document.etag)) {
        await reply.code(304).send();
        return reply;
      }
      void reply.code(entry.route.status ?? 200).header('content-type', 'application/json; charset=utf-8');
      const encoded = document.encoded(request.headers['accept-encoding']);
      if (encoded) {
        void reply.header('content-encoding', encoded.encoding).header('vary', 'accept-encoding');
        await reply.send(encoded.body);
      } else await reply.send(document.body);
      return reply;
    };

  fastify.addHook('onRequest', answer(reads('query')));
  fastify.addHook('preHandler', answer(reads('body')));
  return {
    attach(app) {
      documents = app.get(PublicDocuments);
      queries = app.get(QueryBus);
    },
  };
}
