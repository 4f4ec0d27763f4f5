import { MAX_STAGE } from '../core/flight-constants';

export interface SkyPalette {
  top: string;
  horizon: string;
  sun: string;
  mountains: string;
  hills: string;
  grass: string;
}

type Rgb = readonly [number, number, number];

interface PaletteStop {
  top: Rgb;
  horizon: Rgb;
  sun: Rgb;
  mountains: Rgb;
  hills: Rgb;
  grass: Rgb;
}

// Morning, afternoon and sunset: the sky warms as the stages (and the wind) climb.
const STOPS: readonly PaletteStop[] = [
  {
    top: [74, 163, 232],
    horizon: [190, 231, 250],
    sun: [255, 240, 170],
    mountains: [126, 160, 196],
    hills: [104, 176, 92],
    grass: [86, 160, 70],
  },
  {
    top: [60, 132, 214],
    horizon: [255, 214, 160],
    sun: [255, 214, 120],
    mountains: [140, 140, 178],
    hills: [112, 160, 80],
    grass: [96, 150, 62],
  },
  {
    top: [58, 62, 140],
    horizon: [250, 140, 96],
    sun: [255, 150, 90],
    mountains: [104, 78, 128],
    hills: [84, 112, 70],
    grass: [74, 110, 56],
  },
];

const mix = (a: Rgb, b: Rgb, t: number): string =>
  `rgb(${Math.round(a[0] + (b[0] - a[0]) * t)},${Math.round(a[1] + (b[1] - a[1]) * t)},${Math.round(a[2] + (b[2] - a[2]) * t)})`;

/** The palette for a stage (1..MAX_STAGE), blended between the stops. */
export function skyPalette(stage: number): SkyPalette {
  const position = (Math.min(MAX_STAGE, Math.max(1, stage)) - 1) / (MAX_STAGE - 1); // 0..1
  const scaled = position * (STOPS.length - 1);
  const index = Math.min(STOPS.length - 2, Math.floor(scaled));
  const t = scaled - index;
  const a = STOPS[index] as PaletteStop;
  const b = STOPS[index + 1] as PaletteStop;
  return {
    top: mix(a.top, b.top, t),
    horizon: mix(a.horizon, b.horizon, t),
    sun: mix(a.sun, b.sun, t),
    mountains: mix(a.mountains, b.mountains, t),
    hills: mix(a.hills, b.hills, t),
    grass: mix(a.grass, b.grass, t),
  };
}
