import {
  campaignPageQuerySchema,
  fundraiserIdQuerySchema,
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
import type { AuthenticatedRequest } from '../../../platform/auth/access.guard';
import { audienceAccess, decideAccess } from '../../../platform/auth/access.policy';
import { bearerTokenOf } from '../../../platform/auth/bearer-token';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { SessionResolver } from '../../../platform/auth/session-resolver.port';
import { ReadDocuments, type BuiltDocument, type DocumentScope } from '../../../platform/read-models/read-documents';
import { VerifyReferralCodeQuery } from '../../fundraisers/queries/verify-referral-code/verify-referral-code.query';
import { GetLeaderboardQuery } from '../../games/queries/get-leaderboard/get-leaderboard.query';
import { GetLiveFundraiserQuery } from '../../games/queries/get-live-fundraiser/get-live-fundraiser.query';
import { GetCampaignPageQuery } from '../queries/get-campaign-page/get-campaign-page.query';
import { GetParticipantDashboardQuery } from '../queries/get-participant-dashboard/get-participant-dashboard.query';
import { validUntil } from './valid-until';

/**
 * One read served from a versioned document: which document a valid request names, and how to build it. A public
 * read is the same for every caller; a member's read (`signedIn`) is the caller's own, once their session and the
 * route's audience admit them.
 */
interface DocumentRead<T> {
  route: RouteDefinition;
  input: ZodType<T>;
  /** Where the input is: the query string, or a POST's JSON body. */
  from: 'query' | 'body';
  /** A member's own read: `caller` is the signed-in caller the route's audience admits. */
  signedIn?: true;
  /** A read answered per caller when this is true (the caller's own row on a board): left to the controller. */
  callerSpecific?: (request: FastifyRequest) => boolean;
  key(input: T, caller: AuthenticatedUser | null): string;
  scope(input: T, caller: AuthenticatedUser | null): DocumentScope;
  build(
    queries: QueryBus,
    input: T,
    caller: AuthenticatedUser | null,
  ): Promise<{ fundraiserId: string; data: unknown }>;
}

const read = <T>(definition: DocumentRead<T>): DocumentRead<unknown> => definition as DocumentRead<unknown>;

/**
 * The reads served from documents (issue #22): the public ones every caller gets the same answer to (the big screen,
 * the campaign pages, the donation page's referral lookup and a board read signed out) and a participant's own
 * dashboard. Their controllers stay as they are (the documents are built through the very queries they execute);
 * this answers first when it can.
 */
const documentReads = [
  read({
    route: routeTable.getLiveFundraiser,
    input: liveFundraiserQuerySchema,
    from: 'query',
    key: ({ fundRaiserId }) => `live:${fundRaiserId}`,
    scope: ({ fundRaiserId }) => ({ fundraiserId: fundRaiserId }),
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
    scope: () => ({}),
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
    scope: () => ({}),
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
    scope: ({ fundRaiserId }) => ({ fundraiserId: fundRaiserId }),
    build: async (queries, query) => ({
      fundraiserId: query.fundRaiserId,
      data: await queries.execute(new GetLeaderboardQuery(null, query)),
    }),
  }),
  read({
    route: routeTable.getParticipantDashboardByFundRaisingId,
    input: fundraiserIdQuerySchema,
    from: 'query',
    signedIn: true,
    key: ({ fundRaisingId }, caller) => `dashboard:${fundRaisingId}:${caller?.accountId ?? ''}`,
    scope: ({ fundRaisingId }, caller) => ({ fundraiserId: fundRaisingId, accountId: caller?.accountId }),
    build: async (queries, { fundRaisingId }, caller) => ({
      fundraiserId: fundRaisingId,
      data: await queries.execute(new GetParticipantDashboardQuery(caller?.accountId ?? '', fundRaisingId)),
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
 * Serves the document reads (platform/read-models/read-documents.ts) ahead of Nest's pipeline. The GET reads answer
 * in a Fastify onRequest hook registered after the request id and the security headers (helmet) and before Nest's
 * middleware (the per-request access log, MikroORM's request context), its guard, validation pipes, envelope
 * interceptor and controller: none of which a cached read needs (measured: they were most of a cached answer's CPU).
 * A member's read checks what the guard would first: the session (through the same cached resolver) and the route's
 * audience. The referral lookup is a POST, so it answers in a preHandler, once its body is parsed. The bytes are the
 * `{ message, data }` envelope serialised once per document, with a strong ETag (If-None-Match → 304) and their
 * br/gzip forms compressed once. Anything unusual (an input the contract refuses, a code that does not exist, a caller
 * the route refuses, someone who is not a member, Redis unavailable) is left to the controller, which answers it as
 * it always has.
 *
 * A member's documents must show their own changes at once: every change a signed-in caller makes (a request other
 * than GET that succeeds) announces their documents as changed before its answer leaves, in an onSend hook; the
 * guard has named the caller on the request by then.
 *
 * Call after the security headers are registered and before Nest's application is created (Nest's middleware hooks
 * then come after these), then attach the application once it exists.
 */
export function registerDocumentReads(fastify: FastifyInstance): { attach(app: NestFastifyApplication): void } {
  let documents: ReadDocuments | undefined;
  let queries: QueryBus | undefined;
  let sessions: SessionResolver | undefined;
  const reads = (from: 'query' | 'body') =>
    new Map(
      documentReads
        .filter((entry) => entry.from === from)
        .map((entry) => [`${entry.route.method} ${entry.route.path}`, entry]),
    );

  /** The caller a member's read is for, once their session and the route admit them; undefined: not answered here. */
  const admitted = async (entry: DocumentRead<unknown>, request: FastifyRequest) => {
    if (!entry.signedIn) return null;
    const token = bearerTokenOf(request.headers.authorization);
    const caller = token && sessions ? await sessions.resolve(token) : null;
    return caller && decideAccess(audienceAccess(entry.route.audience), caller, true).allowed ? caller : undefined;
  };

  const answer = (byRoute: Map<string, DocumentRead<unknown>>) =>
    async function documentRead(request: FastifyRequest, reply: FastifyReply) {
      const entry = byRoute.get(`${request.method} ${request.routeOptions.url}`);
      if (!entry || !documents || !queries || entry.callerSpecific?.(request)) return;
      const parsed = entry.input.safeParse(entry.from === 'query' ? request.query : request.body);
      if (!parsed.success) return;
      const input = parsed.data;
      const bus = queries;
      let document;
      try {
        const caller = await admitted(entry, request);
        if (caller === undefined) return;
        document = await documents.read(
          entry.key(input, caller),
          entry.scope(input, caller),
          async (): Promise<BuiltDocument> => {
            const { fundraiserId, data } = await entry.build(bus, input, caller);
            const response: ApiResponse<unknown> = { message: '', data };
            return { fundraiserId, json: JSON.stringify(response), validUntil: validUntil(data, Date.now()) };
          },
        );
      } catch {
        return;
      }
      void reply.header('etag', document.etag);
      // A member's read is theirs alone: a shared cache must not keep it, and the browser asks again each time.
      if (entry.signedIn) void reply.header('cache-control', 'private, no-cache');
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
  fastify.addHook('onSend', async (request: AuthenticatedRequest, reply) => {
    const caller = request.user;
    if (!caller || !documents || request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400)
      return;
    await documents.accountChanged(caller.accountId);
  });
  return {
    attach(app) {
      documents = app.get(ReadDocuments);
      queries = app.get(QueryBus);
      sessions = app.get(SessionResolver);
    },
  };
}
