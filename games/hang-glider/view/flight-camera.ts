import { GROUND_Y, WORLD_HEIGHT } from '../core/flight-constants';

/** The glider sits this far (world px) from the left edge of the screen. */
const GLIDER_SCREEN_X = 110;
/** Every screen shows at least this much of the world's width, so phones see far enough ahead. */
const MIN_VIEW_WIDTH = 420;

/** Maps the world onto the canvas: a band WORLD_HEIGHT tall, scaled to fit, with sky above and earth below. */
export class FlightCamera {
  scale = 1;
  /** Screen y of world y = 0. */
  originY = 0;
  /** World x at the screen's left edge. */
  left = 0;
  width = 1;
  height = 1;

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.scale = Math.min(height / WORLD_HEIGHT, width / MIN_VIEW_WIDTH);
    // Portrait screens: the band sits low, with the HUD in the open sky above it.
    this.originY = Math.max(0, (height - WORLD_HEIGHT * this.scale) * 0.75);
  }

  follow(gliderX: number): void {
    this.left = gliderX - GLIDER_SCREEN_X;
  }

  /** World width visible on screen. */
  get viewWidth(): number {
    return this.width / this.scale;
  }

  /** World y at the top edge of the screen (negative when there is sky above the band). */
  get topWorldY(): number {
    return -this.originY / this.scale;
  }

  get groundScreenY(): number {
    return this.originY + GROUND_Y * this.scale;
  }

  /** Apply the world transform (with a parallax factor for background layers) on top of the base one. */
  apply(context: CanvasRenderingContext2D, parallax = 1): void {
    context.translate(0, this.originY);
    context.scale(this.scale, this.scale);
    context.translate(-this.left * parallax, 0);
  }
}
