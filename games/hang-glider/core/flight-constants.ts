/**
 * Hang Glider's world, in whole world pixels unless a name says `Fp` (fixed point: 1/256 of a
 * pixel). The sky is WORLD_HEIGHT tall with the ground at GROUND_Y; the glider flies right.
 */
export const FP = 256;

export const TICKS_PER_SECOND = 60;
/** The sun sets and every flight lands after 15 minutes. */
export const SUNSET_TICK = TICKS_PER_SECOND * 60 * 15;

export const WORLD_HEIGHT = 480;
export const GROUND_Y = 440;
export const CEILING_Y = 26;
/** World pixels per metre of distance score. */
export const PIXELS_PER_METRE = 8;
export const POINTS_PER_COIN = 10;

export const START_X = 0;
export const START_Y = 190;
/** No obstacles before this, so the first second is always safe. */
export const FIRST_OBSTACLE_X = 420;
/** Entities are generated this far ahead of the glider (beyond any screen). */
export const GENERATE_AHEAD = 1100;
/** ...and forgotten this far behind it. */
export const FORGET_BEHIND = 320;

// Vertical flight, per tick.
export const GRAVITY_FP = 15;
/** Letting go while climbing drops the nose faster than gravity alone: the dive answers at once. */
export const NOSE_DOWN_FP = 34;
export const PULL_FP = 27;
/** Pulling out of a dive bites harder, for the same reason. */
export const PULL_OUT_FP = 42;
export const PRESS_KICK_FP = 110;
export const THERMAL_LIFT_FP = 34;
export const MAX_SINK_FP = 3 * FP + 64;
export const MAX_CLIMB_FP = 2 * FP + 160;
export const MAX_THERMAL_CLIMB_FP = 3 * FP + 128;

// Horizontal speed grows with the stage.
export const BASE_SPEED_FP = 2 * FP + 128;
export const SPEED_PER_STAGE_FP = 44;
export const SPEED_EASE_FP = 1;
export const METRES_PER_STAGE = 250;
export const MAX_STAGE = 12;

// The glider's hit box around its centre.
export const GLIDER_NOSE = 17;
export const GLIDER_TAIL = 15;
export const GLIDER_HALF_HEIGHT = 6;
export const BIRD_RADIUS = 11;
export const COIN_RADIUS = 9;
