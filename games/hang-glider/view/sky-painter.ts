import { GROUND_Y } from '../core/flight-constants';
import { decorHash } from './decor-hash';
import type { FlightCamera } from './flight-camera';
import type { SkyPalette } from './sky-palette';

const CLOUD_SPACING = 230;
const MOUNTAIN_SPACING = 150;
const HILL_SPACING = 120;

/** The backdrop: sky, sun, clouds, mountains and hills in parallax, and the ground. */
export function paintSky(
  context: CanvasRenderingContext2D,
  camera: FlightCamera,
  palette: SkyPalette,
  timeMs: number,
): void {
  const { width } = camera;
  const groundY = camera.groundScreenY;

  const sky = context.createLinearGradient(0, 0, 0, groundY);
  sky.addColorStop(0, palette.top);
  sky.addColorStop(1, palette.horizon);
  context.fillStyle = sky;
  context.fillRect(0, 0, width, groundY + 1);

  // Sun with a soft glow.
  const sunX = width * 0.8;
  const sunY = camera.originY + 95 * camera.scale;
  const sunR = 30 * camera.scale;
  const glow = context.createRadialGradient(sunX, sunY, sunR * 0.6, sunX, sunY, sunR * 3.2);
  glow.addColorStop(0, palette.sun);
  glow.addColorStop(1, 'rgba(255,255,255,0)');
  context.globalAlpha = 0.55;
  context.fillStyle = glow;
  context.fillRect(sunX - sunR * 4, sunY - sunR * 4, sunR * 8, sunR * 8);
  context.globalAlpha = 1;
  context.fillStyle = palette.sun;
  context.beginPath();
  context.arc(sunX, sunY, sunR, 0, Math.PI * 2);
  context.fill();

  paintLayer(context, camera, 0.12, () => paintMountains(context, camera, 0.12, palette.mountains));
  paintLayer(context, camera, 0.25, () => paintClouds(context, camera, 0.25, timeMs));
  paintLayer(context, camera, 0.45, () => paintHills(context, camera, 0.45, palette.hills));
  paintLayer(context, camera, 1, () => paintGround(context, camera, palette.grass));
}

function paintLayer(
  context: CanvasRenderingContext2D,
  camera: FlightCamera,
  parallax: number,
  paint: () => void,
): void {
  context.save();
  camera.apply(context, parallax);
  paint();
  context.restore();
}

/** First and last index of items spaced `spacing` apart that can be on screen for this layer. */
function visibleRange(camera: FlightCamera, parallax: number, spacing: number, shift = 0): [number, number] {
  const left = camera.left * parallax + shift;
  return [Math.floor(left / spacing) - 1, Math.ceil((left + camera.viewWidth) / spacing) + 1];
}

function paintMountains(
  context: CanvasRenderingContext2D,
  camera: FlightCamera,
  parallax: number,
  colour: string,
): void {
  const [first, last] = visibleRange(camera, parallax, MOUNTAIN_SPACING);
  context.fillStyle = colour;
  context.beginPath();
  context.moveTo(first * MOUNTAIN_SPACING, GROUND_Y);
  const snow: [number, number][] = [];
  for (let i = first; i <= last; i++) {
    const x = i * MOUNTAIN_SPACING + decorHash(i * 7) * 50;
    const peak = GROUND_Y - 90 - decorHash(i * 13 + 1) * 120;
    context.lineTo(x, peak);
    context.lineTo(x + MOUNTAIN_SPACING * 0.55, GROUND_Y - 40 - decorHash(i * 5 + 3) * 30);
    if (peak < GROUND_Y - 160) snow.push([x, peak]);
  }
  context.lineTo(last * MOUNTAIN_SPACING + MOUNTAIN_SPACING, GROUND_Y);
  context.closePath();
  context.fill();
  context.fillStyle = 'rgba(255,255,255,0.75)';
  for (const [x, peak] of snow) {
    context.beginPath();
    context.moveTo(x, peak);
    context.lineTo(x + 14, peak + 18);
    context.lineTo(x + 4, peak + 14);
    context.lineTo(x - 6, peak + 20);
    context.lineTo(x - 14, peak + 16);
    context.closePath();
    context.fill();
  }
}

function paintClouds(context: CanvasRenderingContext2D, camera: FlightCamera, parallax: number, timeMs: number): void {
  // Clouds also drift on their own, slowly.
  const drift = (timeMs / 1000) * 4;
  const [first, last] = visibleRange(camera, parallax, CLOUD_SPACING, drift);
  context.fillStyle = 'rgba(255,255,255,0.85)';
  for (let i = first; i <= last; i++) {
    const x = i * CLOUD_SPACING + decorHash(i * 3 + 11) * 90 - drift;
    const top = Math.min(40, camera.topWorldY + 30);
    const y = top + decorHash(i * 17 + 5) * (220 - top);
    const size = 16 + decorHash(i * 23 + 2) * 14;
    context.beginPath();
    context.arc(x, y, size, 0, Math.PI * 2);
    context.arc(x + size * 1.1, y - size * 0.5, size * 1.15, 0, Math.PI * 2);
    context.arc(x + size * 2.3, y, size * 0.95, 0, Math.PI * 2);
    context.rect(x, y - size * 0.2, size * 2.3, size * 1.15);
    context.fill();
  }
}

function paintHills(context: CanvasRenderingContext2D, camera: FlightCamera, parallax: number, colour: string): void {
  const [first, last] = visibleRange(camera, parallax, HILL_SPACING);
  context.fillStyle = colour;
  context.beginPath();
  context.moveTo(first * HILL_SPACING, GROUND_Y + 2);
  for (let i = first; i <= last; i++) {
    const x = i * HILL_SPACING;
    const top = GROUND_Y - 24 - decorHash(i * 29 + 7) * 56;
    context.quadraticCurveTo(x + HILL_SPACING / 2, top, x + HILL_SPACING, GROUND_Y - 6);
  }
  context.lineTo(last * HILL_SPACING + HILL_SPACING, GROUND_Y + 2);
  context.closePath();
  context.fill();
}

function paintGround(context: CanvasRenderingContext2D, camera: FlightCamera, grass: string): void {
  const left = camera.left - 20;
  const right = camera.left + camera.viewWidth + 20;
  // Down to the bottom of the canvas, whatever the aspect ratio.
  const bottom = (camera.height - camera.originY) / camera.scale + 10;
  context.fillStyle = '#7a5a3a';
  context.fillRect(left, GROUND_Y, right - left, bottom - GROUND_Y);
  context.fillStyle = grass;
  context.fillRect(left, GROUND_Y, right - left, 12);
  // Mown stripes that scroll with the world, so speed reads at a glance.
  context.fillStyle = 'rgba(255,255,255,0.10)';
  const stripe = 36;
  for (let x = Math.floor(left / stripe) * stripe; x < right; x += stripe * 2)
    context.fillRect(x, GROUND_Y, stripe, 12);
  context.fillStyle = 'rgba(0,0,0,0.12)';
  for (let x = Math.floor(left / 23) * 23; x < right; x += 23) {
    const h = decorHash(Math.floor(x / 23)) * 6;
    context.fillRect(x, GROUND_Y + 18 + h * 3, 10, 3);
  }
}
