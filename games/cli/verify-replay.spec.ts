import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./verify-replay.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const golden = fileURLToPath(new URL('../hang-glider/fixtures/steady-pilot.replay.json', import.meta.url));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('verify-replay CLI', () => {
  it('prints a valid verdict and exits 0 for a golden replay', () => {
    const sut = run('--', golden);
    expect(sut.code).toBe(0);
    const replay = JSON.parse(readFileSync(golden, 'utf8')) as { claimedScore: number };
    expect(JSON.parse(sut.out)).toMatchObject({ game: 'hang-glider', valid: true, score: replay.claimedScore });
  });

  it('prints the reason and exits 1 for a tampered replay', () => {
    const replay = JSON.parse(readFileSync(golden, 'utf8')) as { claimedScore: number };
    replay.claimedScore += 500;
    const file = join(mkdtempSync(join(tmpdir(), 'fundplay-')), 'tampered.replay.json');
    writeFileSync(file, JSON.stringify(replay));
    const sut = run(file);
    expect(sut.code).toBe(1);
    expect(JSON.parse(sut.out)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/^claimed score \d+ does not match/),
    });
  });

  it('exits 1 for an unknown game and 2 without a file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fundplay-')), 'other.replay.json');
    writeFileSync(file, JSON.stringify({ game: 'snake', seed: 1, inputs: [], claimedScore: 0 }));
    const unknown = run(file);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.out).reason).toMatch(/unknown game/);
    expect(run().code).toBe(2);
  });
});
