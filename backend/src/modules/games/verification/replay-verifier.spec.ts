import { gameRules, gameSlugs, verifyRun, type ReplayVerdict } from '@fundplay/game-cores';
import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../../../config/app-config';
import { ConfigModule } from '../../../config/config.module';
import { ReplayVerifier } from './replay-verifier';
import { VerificationModule } from './verification.module';

interface Replay {
  game: string;
  seed: number;
  inputs: [number, unknown][];
  claimedScore: number;
}

const gamesDir = join(__dirname, '..', '..', '..', '..', '..', 'games');
const goldenReplays = gameSlugs.flatMap((slug) =>
  readdirSync(join(gamesDir, slug, 'fixtures'))
    .filter((name) => name.endsWith('.replay.json'))
    .map((name) => ({
      slug,
      name,
      replay: JSON.parse(readFileSync(join(gamesDir, slug, 'fixtures', name), 'utf8')) as Replay,
    })),
);
function golden(slug: string): Replay {
  const found = goldenReplays.find((g) => g.slug === slug);
  if (!found) throw new Error(`no golden replay for ${slug}`);
  return structuredClone(found.replay);
}
const config = { compete: { verifierThreads: 2, runGraceMinutes: 5 } } as AppConfig;

/** An hour of Alphabet Merge slides at the human bound (12 a second): as many inputs as any game accepts. */
function boundedAlphabetMerge(): Replay {
  const { maxTicks } = gameRules('alphabet-merge');
  const slides = ['l', 'u', 'r', 'd'];
  const inputs: [number, unknown][] = [];
  for (let tick = 0; tick < maxTicks - 1; tick++) if (tick % 5 < 3) inputs.push([tick, slides[inputs.length % 4]]);
  return { game: 'alphabet-merge', seed: 7, inputs, claimedScore: 0 };
}

/** The same verifier with a timeout no replay can meet. */
class ImpatientReplayVerifier extends ReplayVerifier {
  protected override readonly timeoutMs = 1;
}

describe('ReplayVerifier', () => {
  let sut: ReplayVerifier;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    warn.mockRestore();
  });

  beforeAll(() => {
    sut = new ReplayVerifier(config);
  });

  afterAll(async () => {
    await sut.onModuleDestroy();
  });

  it.each(goldenReplays.map((g) => [`${g.slug}/${g.name}`, g] as const))(
    'verifies the golden replay %s in a worker thread with its score',
    async (_name, { slug, replay }) => {
      const verdict = await sut.verify(slug, replay);
      expect(verdict).toMatchObject({ game: slug, valid: true, score: replay.claimedScore });
      expect(verdict).toEqual(verifyRun(slug, replay));
    },
  );

  it('refuses a raised claimed score, naming the replayed one', async () => {
    const replay = golden('gem-crusher');
    const honest = replay.claimedScore;
    replay.claimedScore = honest + 10;
    expect(await sut.verify('gem-crusher', replay)).toMatchObject({
      valid: false,
      score: honest,
      reason: `claimed score ${honest + 10} does not match replayed score ${honest}`,
    });
  });

  it('refuses a replay with one input changed, because its score no longer follows', async () => {
    const replay = golden('hang-glider');
    const first = replay.inputs.findIndex(([, input]) => input === 'u');
    replay.inputs[first] = [replay.inputs[first]?.[0] ?? 0, 'd'];
    const verdict = await sut.verify('hang-glider', replay);
    expect(verdict.valid).toBe(false);
    expect(verdict.reason).toMatch(new RegExp(`^claimed score ${replay.claimedScore} does not match replayed score`));
  });

  it("refuses one game's replay submitted as another's", async () => {
    expect(await sut.verify('gem-crusher', golden('hang-glider'))).toMatchObject({
      game: 'gem-crusher',
      valid: false,
      reason: 'replay is for game "hang-glider", not "gem-crusher"',
    });
    expect(await sut.verify('hang-glider', { ...golden('hang-glider'), game: 'freight-train' })).toMatchObject({
      valid: false,
      reason: 'replay is for game "freight-train", not "hang-glider"',
    });
  });

  it('refuses a replay with more inputs than the longest run allows', async () => {
    const replay = golden('freight-train');
    const { maxInputs } = gameRules('freight-train');
    replay.inputs = Array.from({ length: maxInputs + 1 }, (_, tick) => [tick, 0]);
    expect(await sut.verify('freight-train', replay)).toMatchObject({
      valid: false,
      reason: 'inputs faster than the human bound',
    });
  });

  it('refuses a game it cannot replay', async () => {
    expect(await sut.verify('chess', golden('hang-glider'))).toMatchObject({
      game: 'chess',
      valid: false,
      reason: 'no verifiable game "chess"',
    });
  });

  it('answers 20 verifications at once, each with its own verdict', async () => {
    const cases = Array.from({ length: 20 }, (_, k) => {
      const picked = goldenReplays[k % goldenReplays.length];
      if (!picked) throw new Error('no golden replays');
      const { slug } = picked;
      const copy = structuredClone(picked.replay);
      if (k % 3 === 0) copy.claimedScore += 1; // every third one lies
      return { slug, replay: copy };
    });
    const verdicts = await Promise.all(cases.map(({ slug, replay }) => sut.verify(slug, replay)));
    expect(verdicts).toEqual(cases.map(({ slug, replay }) => verifyRun(slug, replay)));
    expect(verdicts.filter((v) => v.valid)).toHaveLength(13);
  });

  it('gives a replay at the input bound the same verdict as the core does in this thread', async () => {
    const replay = boundedAlphabetMerge();
    expect(replay.inputs.length).toBeGreaterThan(43_000);
    expect(replay.inputs.length).toBeLessThanOrEqual(gameRules('alphabet-merge').maxInputs);
    expect(await sut.verify('alphabet-merge', replay)).toEqual(verifyRun('alphabet-merge', replay));
  });

  it('answers a replay that runs out of time with an invalid verdict, and keeps verifying', async () => {
    const impatient = new ImpatientReplayVerifier({ compete: { verifierThreads: 1, runGraceMinutes: 5 } } as AppConfig);
    try {
      const replay = boundedAlphabetMerge();
      expect(await impatient.verify('alphabet-merge', replay)).toEqual({
        game: 'alphabet-merge',
        valid: false,
        score: 0,
        level: 0,
        ticks: 0,
        reason: 'verification timed out',
      } satisfies ReplayVerdict);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ slug: 'alphabet-merge' }),
        'replay verification timed out',
      );
    } finally {
      await impatient.onModuleDestroy();
    }
    // The shared pool is untouched by another pool's timeout.
    expect(await sut.verify('hang-glider', golden('hang-glider'))).toMatchObject({ valid: true });
  });

  it('answers a replay the pool cannot take with an invalid verdict instead of throwing', async () => {
    const replay = { ...golden('hang-glider'), inputs: [[0, () => 'u']] };
    expect(await sut.verify('hang-glider', replay)).toMatchObject({
      game: 'hang-glider',
      valid: false,
      reason: 'verification failed',
    });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ slug: 'hang-glider' }), 'replay verification failed');
  });
});

describe('VerificationModule', () => {
  it('provides the verifier, lets verifications under way finish when the app stops, then refuses new ones', async () => {
    const app = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), VerificationModule],
    }).compile();
    await app.init();
    const verifier = app.get(ReplayVerifier);
    const underWay = Array.from({ length: 6 }, () => verifier.verify('gem-crusher', golden('gem-crusher')));
    await app.close();
    for (const verdict of await Promise.all(underWay)) expect(verdict).toMatchObject({ valid: true });
    expect(await verifier.verify('hang-glider', golden('hang-glider'))).toMatchObject({
      valid: false,
      reason: 'verifier stopped',
    });
  });
});
