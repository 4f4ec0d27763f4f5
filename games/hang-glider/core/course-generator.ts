import type { Rng } from '../../sdk/src/rng';
import { FP, GROUND_Y } from './flight-constants';
import type { Coin, Obstacle, Thermal } from './flight-entities';
import { WIRE_SAG } from './flight-geometry';

/** Where generated entities go. */
export interface Course {
  obstacles: Obstacle[];
  coins: Coin[];
  thermals: Thermal[];
}

type Pattern = 'trees' | 'cliff' | 'power-line' | 'birds' | 'thermal' | 'coin-arc';

/** Pattern weights by difficulty: early flights are mostly trees and coins, later more birds and cliffs. */
const weightsFor = (stage: number): readonly [Pattern, number][] => [
  ['trees', 4],
  ['cliff', 1 + (stage >> 1)],
  ['power-line', 1 + (stage >> 2)],
  ['birds', stage >= 2 ? 1 + (stage >> 1) : 0],
  ['thermal', 2],
  ['coin-arc', 2],
];

/**
 * Lays out the course ahead of the glider, one pattern at a time, from the run's seeded Rng:
 * the same seed always gives the same sky. Gaps shrink and obstacles grow as the stage rises.
 */
export class CourseGenerator {
  private nextX: number;

  constructor(
    private readonly rng: Rng,
    firstX: number,
  ) {
    this.nextX = firstX;
  }

  /** Generate patterns until the course reaches `untilX`. */
  fill(course: Course, untilX: number, stage: number): void {
    while (this.nextX < untilX) {
      const width = this.place(course, this.pickPattern(stage), this.nextX, stage);
      this.nextX += width + this.rng.range(120, 210) - Math.min(70, stage * 6);
    }
  }

  private pickPattern(stage: number): Pattern {
    const weights = weightsFor(stage);
    let total = 0;
    for (const [, w] of weights) total += w;
    let roll = this.rng.int(total);
    for (const [pattern, w] of weights) {
      if (roll < w) return pattern;
      roll -= w;
    }
    return 'trees';
  }

  /** Place one pattern starting at x; returns its width. */
  private place(course: Course, pattern: Pattern, x: number, stage: number): number {
    const rng = this.rng;
    switch (pattern) {
      case 'trees': {
        const count = rng.range(1, 2 + Math.min(2, stage >> 2));
        const tallest = Math.min(200, 105 + stage * 7);
        let cx = x;
        let highest = 0;
        for (let i = 0; i < count; i++) {
          const height = rng.range(50, tallest);
          highest = Math.max(highest, height);
          course.obstacles.push({ kind: 'tree', x: cx, width: rng.range(30, 44), height, pine: rng.chance(1, 2) });
          cx += rng.range(34, 78);
        }
        this.coinLine(course, x - 10, cx - 30, GROUND_Y - highest - 42);
        return cx - x;
      }
      case 'cliff': {
        let start = x;
        if (rng.chance(1, 2)) {
          course.thermals.push({ kind: 'thermal', x, width: rng.range(64, 90) });
          start += 110;
        }
        const width = rng.range(70, Math.min(230, 100 + stage * 10));
        const top = Math.max(150, GROUND_Y - rng.range(110, 160 + stage * 12));
        course.obstacles.push({ kind: 'cliff', x: start, width, top });
        this.coinArc(course, start + (width >> 1), top - 40, 5);
        return start - x + width;
      }
      case 'power-line': {
        const span = rng.range(170, 260);
        const top = GROUND_Y - rng.range(150, 250);
        course.obstacles.push({ kind: 'power-line', x1: x, x2: x + span, top });
        // Coins just over the sagging wire: a reward for skimming it.
        this.coinLine(course, x + (span >> 2), x + span - (span >> 2), top + WIRE_SAG - 34);
        return span;
      }
      case 'birds': {
        const count = 1 + rng.int(1 + Math.min(3, Math.floor(stage / 3)));
        for (let i = 0; i < count; i++) {
          course.obstacles.push({
            kind: 'bird',
            xFp: (x + i * 80 + rng.range(0, 40)) * FP,
            baseY: rng.range(70, 340),
            vxFp: -rng.range(40, 90 + stage * 10),
            phase: rng.int(96),
            bob: rng.range(6, 22),
          });
        }
        return count * 80;
      }
      case 'thermal': {
        const width = rng.range(64, 96);
        course.thermals.push({ kind: 'thermal', x, width });
        const cx = x + (width >> 1);
        for (let i = 0; i < 4; i++) course.coins.push({ kind: 'coin', x: cx, y: 330 - i * 60, taken: false });
        return width;
      }
      case 'coin-arc': {
        const count = rng.range(5, 7);
        this.coinArc(course, x + count * 14, rng.range(120, 330), count);
        return count * 28;
      }
    }
  }

  private coinLine(course: Course, fromX: number, toX: number, y: number): void {
    if (y < 50) return;
    for (let cx = fromX; cx <= toX; cx += 28) course.coins.push({ kind: 'coin', x: cx, y, taken: false });
  }

  /** Coins on an upside-down parabola centred on (cx, topY). */
  private coinArc(course: Course, cx: number, topY: number, count: number): void {
    const mid = (count - 1) >> 1;
    for (let i = 0; i < count; i++) {
      const d = i - mid;
      const y = topY + d * d * 6;
      if (y >= 50 && y < GROUND_Y - 20) course.coins.push({ kind: 'coin', x: cx + d * 28, y, taken: false });
    }
  }
}
