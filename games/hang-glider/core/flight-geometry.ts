import * as flight from './flight-constants';
import type { Bird, Coin, Obstacle, PowerLine } from './flight-entities';

// Read once into locals: collision tests run for every obstacle on every tick.
const { BIRD_RADIUS, COIN_RADIUS, FP, GLIDER_HALF_HEIGHT, GLIDER_NOSE, GLIDER_TAIL } = flight;

/** Sag of a power line's wire at its middle, in pixels. */
export const WIRE_SAG = 18;
/** Birds bob on a triangle wave with this period in ticks. */
export const BIRD_BOB_PERIOD = 96;

/** The wire's y at `x` between the poles: a parabola through both pole tops, integer maths. */
export function wireY(line: PowerLine, x: number): number {
  const span = line.x2 - line.x1;
  const along = x - line.x1;
  return line.top + Math.floor((4 * WIRE_SAG * along * (span - along)) / (span * span));
}

/** A bird's y this tick: a triangle wave around its base height (no trigonometry). */
export function birdY(bird: Bird): number {
  const p = bird.phase % BIRD_BOB_PERIOD;
  const half = BIRD_BOB_PERIOD / 2;
  const tri = p < half ? p : BIRD_BOB_PERIOD - p; // 0..half..0
  return bird.baseY + Math.floor(((tri * 2 - half) * bird.bob) / half);
}

export const birdX = (bird: Bird): number => Math.floor(bird.xFp / FP);

const boxHitsRect = (gx: number, gy: number, left: number, right: number, top: number, bottom: number): boolean =>
  gx + GLIDER_NOSE > left &&
  gx - GLIDER_TAIL < right &&
  gy + GLIDER_HALF_HEIGHT > top &&
  gy - GLIDER_HALF_HEIGHT < bottom;

const near = (ax: number, ay: number, bx: number, by: number, r: number): boolean => {
  const dx = ax - bx;
  const dy = ay - by;
  return dx * dx + dy * dy < r * r;
};

/** Whether the glider centred on (gx, gy) touches the obstacle. */
export function hits(obstacle: Obstacle, gx: number, gy: number, groundY: number): boolean {
  switch (obstacle.kind) {
    case 'tree': {
      const half = obstacle.width >> 1;
      // Canopy box, a little forgiving at its top.
      return boxHitsRect(gx, gy, obstacle.x - half, obstacle.x + half, groundY - obstacle.height + 6, groundY);
    }
    case 'cliff':
      return boxHitsRect(gx, gy, obstacle.x, obstacle.x + obstacle.width, obstacle.top, groundY);
    case 'power-line': {
      const poleHit = (px: number): boolean => boxHitsRect(gx, gy, px - 3, px + 3, obstacle.top - 4, groundY);
      if (poleHit(obstacle.x1) || poleHit(obstacle.x2)) return true;
      for (const x of [gx - GLIDER_TAIL, gx, gx + GLIDER_NOSE]) {
        if (x <= obstacle.x1 || x >= obstacle.x2) continue;
        const wy = wireY(obstacle, x);
        if (gy + GLIDER_HALF_HEIGHT > wy - 2 && gy - GLIDER_HALF_HEIGHT < wy + 2) return true;
      }
      return false;
    }
    case 'bird': {
      const bx = birdX(obstacle);
      const by = birdY(obstacle);
      return near(gx + 6, gy, bx, by, BIRD_RADIUS + 4) || near(gx - 8, gy, bx, by, BIRD_RADIUS);
    }
  }
}

export function touchesCoin(coin: Coin, gx: number, gy: number): boolean {
  return near(gx + 2, gy, coin.x, coin.y, COIN_RADIUS + GLIDER_NOSE - 2);
}

/** Leftmost and rightmost x the obstacle covers this tick. */
export function leftOf(obstacle: Obstacle): number {
  switch (obstacle.kind) {
    case 'tree':
      return obstacle.x - (obstacle.width >> 1);
    case 'cliff':
      return obstacle.x;
    case 'power-line':
      return obstacle.x1 - 3;
    case 'bird':
      return birdX(obstacle) - BIRD_RADIUS - 4;
  }
}

export function rightOf(obstacle: Obstacle): number {
  switch (obstacle.kind) {
    case 'tree':
      return obstacle.x + (obstacle.width >> 1);
    case 'cliff':
      return obstacle.x + obstacle.width;
    case 'power-line':
      return obstacle.x2 + 3;
    case 'bird':
      return birdX(obstacle) + BIRD_RADIUS + 4;
  }
}
