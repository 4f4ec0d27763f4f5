import { describe, expect, it } from 'vitest';
import {
  FP,
  GROUND_Y,
  CEILING_Y,
  MAX_STAGE,
  METRES_PER_STAGE,
  PIXELS_PER_METRE,
  SUNSET_TICK,
} from './flight-constants';
import { HangGliderSimulation } from './hang-glider-simulation';
import type { HangGliderInput } from './hang-glider-input';

/** A flight with an empty sky, so a test can place exactly what it needs. */
function emptySky(seed = 1): HangGliderSimulation {
  const sut = new HangGliderSimulation(seed);
  sut.course.obstacles.length = 0;
  sut.course.coins.length = 0;
  sut.course.thermals.length = 0;
  return sut;
}

/** A steady pilot: holds while below `targetY`, lets go above it. */
function holdAltitude(sut: HangGliderSimulation, targetY: number, ticks: number): void {
  for (let i = 0; i < ticks && !sut.over; i++) {
    const want = sut.y > targetY;
    sut.step(want !== sut.pulling ? [want ? 'u' : 'd'] : []);
  }
}

/** Step with no input, keeping the sky empty of generated obstacles. */
function cruise(sut: HangGliderSimulation, ticks: number, input: HangGliderInput[] = []): void {
  for (let i = 0; i < ticks && !sut.over; i++) {
    sut.step(i === 0 ? input : []);
  }
}

describe('HangGliderSimulation', () => {
  it('dives to the ground and ends the flight when the player never presses', () => {
    const sut = new HangGliderSimulation(3);
    while (!sut.over) sut.step([]);
    expect(sut.endCause).toBe('ground');
    expect(sut.tick).toBeLessThan(180);
    expect(sut.y).toBeGreaterThanOrEqual(GROUND_Y - 6);
  });

  it('climbs while held and dives after release', () => {
    const sut = emptySky();
    const startY = sut.y;
    cruise(sut, 40, ['u']);
    const afterClimb = sut.y;
    expect(afterClimb).toBeLessThan(startY - 20);
    sut.step(['d']);
    cruise(sut, 50);
    expect(sut.y).toBeGreaterThan(afterClimb);
  });

  it('gives one kick per press, not per repeated press message', () => {
    const once = emptySky();
    once.step(['u']);
    const twice = emptySky();
    twice.step(['u']);
    twice.step(['u']);
    once.step([]);
    expect(twice.vyFp).toBe(once.vyFp);
  });

  it('cannot fly above the ceiling', () => {
    const sut = emptySky();
    cruise(sut, 400, ['u']);
    expect(sut.y).toBe(CEILING_Y);
    expect(sut.over).toBe(false);
  });

  it('is lifted by a thermal', () => {
    const inThermal = emptySky();
    inThermal.course.thermals.push({ kind: 'thermal', x: -50, width: 400 });
    const stillAir = emptySky();
    cruise(inThermal, 30);
    cruise(stillAir, 30);
    expect(inThermal.y).toBeLessThan(stillAir.y - 20);
  });

  it('scores 10 per coin on top of the metres flown', () => {
    const sut = emptySky();
    sut.course.coins.push({ kind: 'coin', x: sut.x + 20, y: sut.y, taken: false });
    cruise(sut, 20, ['u']);
    expect(sut.coins).toBe(1);
    expect(sut.score).toBe(sut.metres + 10);
    expect(sut.course.coins[0]?.taken).toBe(true);
  });

  it.each([
    ['tree', { kind: 'tree', x: 60, width: 40, height: 400, pine: true }],
    ['cliff', { kind: 'cliff', x: 60, width: 80, top: 20 }],
    ['power-line', { kind: 'power-line', x1: 40, x2: 240, top: 180 }],
    ['bird', { kind: 'bird', xFp: 60 * FP, baseY: 190, vxFp: 0, phase: 0, bob: 0 }],
  ] as const)('ends the flight on hitting a %s', (cause, obstacle) => {
    const sut = emptySky();
    sut.course.obstacles.push({ ...obstacle });
    holdAltitude(sut, 190, 120);
    expect(sut.endCause).toBe(cause);
  });

  it('lets the glider skim over a sagging power line', () => {
    const sut = emptySky();
    sut.course.obstacles.push({ kind: 'power-line', x1: 150, x2: 450, top: 230 });
    holdAltitude(sut, 205, 240);
    expect(sut.over).toBe(false);
    expect(sut.x).toBeGreaterThan(450);
  });

  it('reaches a new stage every 250 m and flies faster for it', () => {
    const sut = emptySky();
    const slow = sut.speedFp;
    sut.xFp = (METRES_PER_STAGE * PIXELS_PER_METRE + 1) * FP;
    sut.step([]);
    expect(sut.level).toBe(2);
    for (let i = 0; i < 60; i++) sut.step(i === 0 ? ['u'] : []);
    expect(sut.speedFp).toBeGreaterThan(slow);
    sut.xFp = 1_000_000 * FP;
    sut.step([]);
    expect(sut.level).toBe(MAX_STAGE);
  });

  it('lands everyone at sunset, so a flight cannot last forever', () => {
    const sut = emptySky();
    while (!sut.over) {
      sut.course.obstacles.length = 0;
      holdAltitude(sut, 200, 1);
    }
    expect(sut.endCause).toBe('sunset');
    expect(sut.tick).toBe(SUNSET_TICK);
  });

  it('lays out the same sky for the same seed and a different one for another', () => {
    const layout = (seed: number) => JSON.stringify(new HangGliderSimulation(seed).course);
    expect(layout(42)).toBe(layout(42));
    expect(layout(42)).not.toBe(layout(43));
  });

  it('keeps the course small by forgetting what is behind', () => {
    const sut = emptySky();
    let mostEntities = 0;
    for (let i = 0; i < 60 * 60 && !sut.over; i++) {
      // Flatten what was generated ahead so this pilot survives; the entities stay on the course.
      for (const o of sut.course.obstacles) {
        if (o.kind === 'tree') o.height = 1;
        else if (o.kind === 'cliff' || o.kind === 'power-line') o.top = GROUND_Y - 1;
        else o.baseY = -1000;
      }
      holdAltitude(sut, 200, 1);
      mostEntities = Math.max(mostEntities, sut.course.obstacles.length + sut.course.coins.length);
    }
    expect(sut.over).toBe(false);
    expect(sut.metres).toBeGreaterThan(1000);
    expect(mostEntities).toBeLessThan(150);
  });
});
