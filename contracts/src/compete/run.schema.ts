import { z } from 'zod';
import { fundRaiserIdField, gameIdField, uuid } from './ids';
import { competeLimits } from './rules';

// Compete runs: start one (a token spent) and finish it with the replay the server verifies.

/**
 * POST /api/gameRoutes/startRun: spends one token and opens a run. `runId` is chosen by the browser (a fresh
 * uuid per Compete press), so a retried request opens the same run and spends nothing twice. One account may start
 * a few runs a minute (the server's `COMPETE_STARTS_PER_MINUTE`); more are refused with 429 and when to retry.
 */
export const startRunSchema = z.object({
  runId: uuid('A run id is required'),
  fundRaiserId: fundRaiserIdField,
  gameId: gameIdField,
});
export type StartRunRequest = z.input<typeof startRunSchema>;

const replayInputMessage = 'This replay holds an input no FundPlay game makes.';

/** A whole number up to the latest tick, or a word of 1–8 lower-case letters ('u', 'quit'). */
function isReplayAtom(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= competeLimits.maxReplayTick;
  return typeof value === 'string' && /^[a-z]{1,8}$/.test(value);
}

/**
 * One recorded input as the game sends it: `[tick, input]`, the input an atom or a pair of atoms (a swap [17, 18]),
 * so it takes at most `competeLimits.maxReplayInputBytes` as JSON. Each game's own core checks its inputs itself.
 */
function isReplayInput(entry: unknown): boolean {
  if (!Array.isArray(entry) || entry.length !== 2) return false;
  const [tick, input]: unknown[] = entry;
  if (typeof tick !== 'number' || !isReplayAtom(tick)) return false;
  if (!Array.isArray(input)) return isReplayAtom(input);
  return (input.length === 1 || input.length === 2) && input.every(isReplayAtom);
}

/**
 * The recorded inputs, checked with one predicate pass (zod checking 60,000 tuples costs several times more); only
 * the first input that breaks the shape is named, however many do.
 */
const replayInputsField = z
  .array(z.unknown())
  .max(competeLimits.maxReplayInputs, 'This replay is longer than any game lasts.')
  .superRefine((inputs, ctx) => {
    const wrong = inputs.findIndex((entry) => !isReplayInput(entry));
    if (wrong >= 0) ctx.addIssue({ code: 'custom', path: [wrong], message: replayInputMessage });
  });

/**
 * POST /api/gameRoutes/finishRun: the run's ticket and what the game recorded. Any body this schema allows, as
 * JSON.stringify writes it, is at most `competeLimits.finishRunBodyLimitBytes` (about 2 MB: 60,000 inputs at their
 * longest), the route's own body limit; a larger one is refused with 413 before it is read. The run ranks only if
 * its replay lasts no longer than the time since startRun (ticks at the game's rate) plus a few seconds' slack.
 */
export const finishRunSchema = z.object({
  runId: uuid('A run id is required'),
  ticket: z.string().min(16).max(200),
  replay: z.object({
    game: z.string().max(100),
    seed: z.number().int().min(0).max(0xffffffff),
    inputs: replayInputsField,
    claimedScore: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
});
export type FinishRunRequest = z.input<typeof finishRunSchema>;
