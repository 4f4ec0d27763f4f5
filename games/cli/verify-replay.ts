/**
 * `npm run verify-replay -- <file>`: replays a replay file through its game's core and prints the
 * verdict as JSON `{ game, valid, score, level, ticks, reason? }`. Exit code 0 only when valid.
 */
import { readFileSync } from 'node:fs';
import { gameDefinitions } from '../registry';
import type { ReplayVerdict } from '../sdk/src/replay';
import { verifyReplay } from '../sdk/src/verify';

function verdictFor(path: string): ReplayVerdict {
  let replay: unknown;
  try {
    replay = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `not JSON: ${error.message}` : `cannot read ${path}`;
    return { game: '', valid: false, score: 0, level: 0, ticks: 0, reason };
  }
  const slug = typeof replay === 'object' && replay !== null ? (replay as { game?: unknown }).game : undefined;
  const definition = typeof slug === 'string' ? gameDefinitions[slug] : undefined;
  if (!definition) {
    const known = Object.keys(gameDefinitions).join(', ');
    return {
      game: String(slug ?? ''),
      valid: false,
      score: 0,
      level: 0,
      ticks: 0,
      reason: `unknown game; known games: ${known}`,
    };
  }
  return verifyReplay(definition, replay);
}

const path = process.argv.slice(2).find((arg) => arg !== '--');
if (!path) {
  process.stderr.write('usage: npm run verify-replay -- <file.replay.json>\n');
  process.exit(2);
}
const verdict = verdictFor(path);
process.stdout.write(`${JSON.stringify(verdict, null, 2)}\n`);
process.exit(verdict.valid ? 0 : 1);
