import {
  badgesQuerySchema,
  competeLimits,
  createGameFieldsSchema,
  deleteGameQuerySchema,
  finishRunSchema,
  getGameQuerySchema,
  leaderboardQuerySchema,
  liveFundraiserQuerySchema,
  shareTokensSchema,
  startRunSchema,
  updateGameFieldsSchema,
  type BadgeBoard,
  type CompeteRunResult,
  type CompeteRunStart,
  type FundraiserGame,
  type Leaderboard,
  type LiveFundraiser,
  type TokensShareResult,
} from './compete';
import type { ApiResponse } from './http';
import { defineRoute } from './route-definition';

/** A fundraiser's games, compete runs, leaderboards, shared tokens, badges and the big screen (spec §7, issue #10). */
export const competeRouteTable = {
  /** data: one game with `gameId`; otherwise a list (see getGameQuerySchema). */
  getGame: defineRoute<ApiResponse<FundraiserGame | FundraiserGame[]>>()({
    method: 'GET',
    path: '/api/gameRoutes/getGame',
    query: getGameQuerySchema,
    audience: 'signed-in',
  }),
  /** Multipart: createGameFieldsSchema's fields plus `image`. */
  createGame: defineRoute<ApiResponse<FundraiserGame>>()({
    method: 'POST',
    path: '/api/gameRoutes/createGame',
    body: createGameFieldsSchema,
    audience: 'approved-admins',
  }),
  /** Multipart: updateGameFieldsSchema's fields, `image` optional. Primary admins only (the handler says so). */
  updateGame: defineRoute<ApiResponse<FundraiserGame>>()({
    method: 'PUT',
    path: '/api/gameRoutes/updateGame',
    body: updateGameFieldsSchema,
    audience: 'approved-admins',
  }),
  deleteGame: defineRoute<ApiResponse<null>>()({
    method: 'DELETE',
    path: '/api/gameRoutes/deleteGame',
    query: deleteGameQuerySchema,
    audience: 'approved-admins',
  }),
  startRun: defineRoute<ApiResponse<CompeteRunStart>>()({
    method: 'POST',
    path: '/api/gameRoutes/startRun',
    body: startRunSchema,
    audience: 'members',
    status: 200,
  }),
  finishRun: defineRoute<ApiResponse<CompeteRunResult>>()({
    method: 'POST',
    path: '/api/gameRoutes/finishRun',
    body: finishRunSchema,
    bodyLimitBytes: competeLimits.finishRunBodyLimitBytes,
    audience: 'members',
    status: 200,
  }),
  /** Public: players appear as "Jane D."; `me` and `around` are filled for a signed-in member. */
  leaderboard: defineRoute<ApiResponse<Leaderboard>>()({
    method: 'GET',
    path: '/api/gameRoutes/leaderboard',
    query: leaderboardQuerySchema,
    audience: 'anyone',
  }),
  sendTokensToTeamMember: defineRoute<ApiResponse<TokensShareResult>>()({
    method: 'PUT',
    path: '/api/participantRoutes/sendTokensToTeamMember',
    body: shareTokensSchema,
    audience: 'participants',
  }),
  getBadges: defineRoute<ApiResponse<BadgeBoard>>()({
    method: 'GET',
    path: '/api/rewardRoutes/getBadges',
    query: badgesQuerySchema,
    audience: 'members',
  }),
  getLiveFundraiser: defineRoute<ApiResponse<LiveFundraiser>>()({
    method: 'GET',
    path: '/api/liveRoutes/getLiveFundraiser',
    query: liveFundraiserQuerySchema,
    audience: 'anyone',
  }),
} as const;
