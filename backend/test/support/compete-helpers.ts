import { randomUUID } from 'node:crypto';
import { competeRouteTable, gameLinkFor, type GameSlug } from '@fundplay/contracts';
import { replayFromMoves } from '@fundplay/game-cores';
import sharp from 'sharp';
import type { Api } from './identity-helpers';

/** A small PNG, as an admin's picture of a game. */
export function gameImage(background = '#2a9d8f'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
}

export interface FormAnswer {
  status: number;
  body: { message: string; data?: any; errors?: Record<string, string[]> };
}

/** The game forms as a browser sends them: multipart, the picture in `image`. */
export async function sendGameForm(
  baseUrl: string,
  method: 'POST' | 'PUT',
  fields: Record<string, string>,
  { image, token }: { image?: Buffer; token?: string } = {},
): Promise<FormAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'game.png');
  const path = method === 'POST' ? competeRouteTable.createGame.path : competeRouteTable.updateGame.path;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as FormAnswer['body'] };
}

/** The fields of a new game of `slug`. */
export const newGameFields = (fundRaiserId: string, slug: GameSlug = 'alphabet-merge') => ({
  fundRaiserId,
  gameName: `Spring ${slug}`,
  gameDescription: 'Play for your class and climb the board.',
  gameLink: gameLinkFor(slug),
});

/** Adds a game to the fundraiser as `token`'s admin; fails the test unless it is created. */
export async function addGame(baseUrl: string, token: string, fundRaiserId: string, slug: GameSlug = 'alphabet-merge') {
  const answer = await sendGameForm(baseUrl, 'POST', newGameFields(fundRaiserId, slug), {
    image: await gameImage(),
    token,
  });
  if (answer.status !== 201) throw new Error(`game not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as { _id: string; slug: GameSlug };
}

/** Alphabet Merge moves a player might make: one slide every three ticks. */
export function alphabetMoves(count: number, pattern: readonly string[] = ['d', 'l', 'd', 'r']) {
  return Array.from({ length: count }, (_, index) => [index * 3, pattern[index % pattern.length] as string] as const);
}

export interface StartedRun {
  runId: string;
  ticket: string;
  seed: number;
  tokens: number;
}

export async function startRun(client: Api, token: string, fundRaiserId: string, gameId: string, runId = randomUUID()) {
  return client.post(competeRouteTable.startRun.path, { runId, fundRaiserId, gameId }, token);
}

/** Starts a run and plays `moves` through the real core from the issued seed: a valid replay to finish with. */
export async function playRun(
  client: Api,
  token: string,
  fundRaiserId: string,
  gameId: string,
  moves: ReturnType<typeof alphabetMoves>,
  slug: GameSlug = 'alphabet-merge',
) {
  const started = await startRun(client, token, fundRaiserId, gameId);
  if (started.status !== 200) throw new Error(`run not started: ${started.status} ${JSON.stringify(started.body)}`);
  const run = started.body.data as StartedRun;
  return {
    run,
    replay: replayFromMoves(
      slug,
      run.seed,
      moves.map(([tick, input]) => [tick, input]),
    ),
  };
}

export function finishRun(client: Api, token: string, body: { runId: string; ticket: string; replay: unknown }) {
  return client.post(competeRouteTable.finishRun.path, body, token);
}
