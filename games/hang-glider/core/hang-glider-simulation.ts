import { createRng } from '../../sdk/src/rng';
import type { Simulation } from '../../sdk/src/simulation';
import { CourseGenerator, type Course } from './course-generator';
import * as flight from './flight-constants';
import type { CrashCause } from './flight-entities';
import { FlightEvent } from './flight-event';
import * as geometry from './flight-geometry';
import type { HangGliderInput } from './hang-glider-input';

// Read once into locals: the per-tick code below uses them thousands of times a second, and
// under CommonJS loaders (tsx, esbuild) every access to an imported binding is a getter call.
const {
  BASE_SPEED_FP,
  CEILING_Y,
  FIRST_OBSTACLE_X,
  FORGET_BEHIND,
  FP,
  GENERATE_AHEAD,
  GLIDER_HALF_HEIGHT,
  GLIDER_NOSE,
  GLIDER_TAIL,
  GRAVITY_FP,
  GROUND_Y,
  MAX_CLIMB_FP,
  MAX_SINK_FP,
  MAX_STAGE,
  MAX_THERMAL_CLIMB_FP,
  NOSE_DOWN_FP,
  PULL_OUT_FP,
  METRES_PER_STAGE,
  PIXELS_PER_METRE,
  POINTS_PER_COIN,
  PRESS_KICK_FP,
  PULL_FP,
  SPEED_EASE_FP,
  SPEED_PER_STAGE_FP,
  START_X,
  START_Y,
  SUNSET_TICK,
  THERMAL_LIFT_FP,
} = flight;
const { birdX, hits, rightOf, leftOf, touchesCoin } = geometry;

/** How often (ticks) the course is extended ahead and forgotten behind. */
const HOUSEKEEPING_EVERY = 8;

/**
 * One flight. Fixed-point integer physics: holding pulls the nose up, letting go dives, thermals
 * lift, and touching the ground or any obstacle ends the flight. Score = metres flown + 10 per coin.
 */
export class HangGliderSimulation implements Simulation<HangGliderInput> {
  tick = 0;
  over = false;
  /** Why the flight ended; null while flying. */
  endCause: CrashCause | 'sunset' | null = null;
  coins = 0;
  stage = 1;
  /** FlightEvent flags raised by the last step. */
  events = 0;

  xFp = START_X * FP;
  yFp = START_Y * FP;
  vyFp = 0;
  speedFp = BASE_SPEED_FP;
  pulling = false;
  inThermal = false;
  /** Position before the last step, for drawing between ticks. */
  prevXFp = this.xFp;
  prevYFp = this.yFp;

  readonly course: Course = { obstacles: [], coins: [], thermals: [] };
  private readonly generator: CourseGenerator;

  constructor(seed: number) {
    this.generator = new CourseGenerator(createRng(seed), FIRST_OBSTACLE_X);
    this.generator.fill(this.course, START_X + GENERATE_AHEAD, this.stage);
  }

  get metres(): number {
    return Math.floor(this.xFp / (FP * PIXELS_PER_METRE));
  }

  get score(): number {
    return this.metres + this.coins * POINTS_PER_COIN;
  }

  get level(): number {
    return this.stage;
  }

  /** The glider's centre in whole pixels. */
  get x(): number {
    return Math.floor(this.xFp / FP);
  }

  get y(): number {
    return Math.floor(this.yFp / FP);
  }

  step(inputs: readonly HangGliderInput[]): void {
    if (this.over) return;
    this.events = 0;
    this.prevXFp = this.xFp;
    this.prevYFp = this.yFp;

    for (const input of inputs) {
      if (input === 'u' && !this.pulling) {
        this.pulling = true;
        this.vyFp -= PRESS_KICK_FP;
      } else if (input === 'd') {
        this.pulling = false;
      }
    }

    this.fly();
    this.moveBirds();
    this.collide();

    const stage = Math.min(MAX_STAGE, 1 + Math.floor(this.metres / METRES_PER_STAGE));
    if (stage !== this.stage) {
      this.stage = stage;
      this.events |= FlightEvent.stageUp;
    }

    this.tick++;
    if (!this.over && this.tick >= SUNSET_TICK) {
      this.over = true;
      this.endCause = 'sunset';
      this.events |= FlightEvent.sunset;
    }
    if (this.tick % HOUSEKEEPING_EVERY === 0) this.housekeeping();
  }

  private fly(): void {
    const targetSpeed = BASE_SPEED_FP + (this.stage - 1) * SPEED_PER_STAGE_FP;
    if (this.speedFp < targetSpeed) this.speedFp = Math.min(targetSpeed, this.speedFp + SPEED_EASE_FP);

    const gx = this.x;
    let inThermal = false;
    for (const thermal of this.course.thermals) {
      if (gx >= thermal.x && gx < thermal.x + thermal.width) {
        inThermal = true;
        break;
      }
    }
    if (inThermal && !this.inThermal) this.events |= FlightEvent.enterThermal;
    this.inThermal = inThermal;

    const diving = this.vyFp > 0;
    let vy = this.vyFp + (this.pulling ? (diving ? -PULL_OUT_FP : -PULL_FP) : diving ? GRAVITY_FP : NOSE_DOWN_FP);
    if (inThermal) vy -= THERMAL_LIFT_FP;
    const minVy = inThermal ? -MAX_THERMAL_CLIMB_FP : -MAX_CLIMB_FP;
    if (vy < minVy) vy = minVy;
    if (vy > MAX_SINK_FP) vy = MAX_SINK_FP;
    this.vyFp = vy;
    this.yFp += vy;
    this.xFp += this.speedFp;

    if (this.yFp < CEILING_Y * FP) {
      this.yFp = CEILING_Y * FP;
      if (this.vyFp < 0) this.vyFp = 0;
    }
  }

  private moveBirds(): void {
    for (const obstacle of this.course.obstacles) {
      if (obstacle.kind !== 'bird') continue;
      obstacle.xFp += obstacle.vxFp;
      obstacle.phase++;
    }
  }

  private collide(): void {
    const gx = this.x;
    const gy = this.y;
    if (gy + GLIDER_HALF_HEIGHT >= GROUND_Y) return this.crash('ground');
    for (const obstacle of this.course.obstacles) {
      if (rightOf(obstacle) < gx - GLIDER_TAIL || leftOf(obstacle) > gx + GLIDER_NOSE) continue;
      if (hits(obstacle, gx, gy, GROUND_Y)) return this.crash(obstacle.kind);
    }
    for (const coin of this.course.coins) {
      if (coin.taken || coin.x < gx - 40 || coin.x > gx + 40) continue;
      if (touchesCoin(coin, gx, gy)) {
        coin.taken = true;
        this.coins++;
        this.events |= FlightEvent.coin;
      }
    }
  }

  private crash(cause: CrashCause): void {
    this.over = true;
    this.endCause = cause;
    this.events |= FlightEvent.crash;
  }

  private housekeeping(): void {
    const gx = this.x;
    this.generator.fill(this.course, gx + GENERATE_AHEAD, this.stage);
    const behind = gx - FORGET_BEHIND;
    const { obstacles, coins, thermals } = this.course;
    if (obstacles.length > 0 && rightOf(obstacles[0]!) < behind) keepIf(obstacles, (o) => rightOf(o) >= behind);
    if (coins.length > 0 && coins[0]!.x < behind) keepIf(coins, (c) => c.x >= behind);
    if (thermals.length > 0 && thermals[0]!.x + thermals[0]!.width < behind)
      keepIf(thermals, (t) => t.x + t.width >= behind);
    // Birds fly left, so they may pass the glider: forget them too.
    keepIf(obstacles, (o) => o.kind !== 'bird' || birdX(o) >= behind);
  }
}

/** Remove, in place, the items that fail `keep`. */
function keepIf<T>(items: T[], keep: (item: T) => boolean): void {
  let w = 0;
  for (let r = 0; r < items.length; r++) {
    const item = items[r] as T;
    if (keep(item)) items[w++] = item;
  }
  items.length = w;
}
