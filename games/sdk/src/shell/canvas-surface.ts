export interface ViewSize {
  /** CSS pixels. */
  width: number;
  height: number;
}

/**
 * Keeps a canvas's backing store matched to its CSS box times devicePixelRatio (capped at 2: a
 * 3x phone gains little sharpness for 2.25x the fill cost) and its transform set so views draw
 * in CSS pixels.
 */
export class CanvasSurface {
  readonly context: CanvasRenderingContext2D;
  private size: ViewSize = { width: 0, height: 0 };
  private readonly observer: ResizeObserver;

  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly onResize: (size: ViewSize) => void,
  ) {
    const context = canvas.getContext('2d', { alpha: false });
    if (!context) throw new Error('this browser cannot draw on a 2D canvas');
    this.context = context;
    this.observer = new ResizeObserver(() => this.fit());
    this.observer.observe(canvas);
    this.fit();
  }

  get current(): ViewSize {
    return this.size;
  }

  fit(): void {
    const rect = this.canvas.getBoundingClientRect();
    const width = Math.max(1, Math.round(rect.width));
    const height = Math.max(1, Math.round(rect.height));
    const dpr = Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1));
    const pixelWidth = Math.round(width * dpr);
    const pixelHeight = Math.round(height * dpr);
    if (this.canvas.width !== pixelWidth || this.canvas.height !== pixelHeight) {
      this.canvas.width = pixelWidth;
      this.canvas.height = pixelHeight;
    }
    this.context.setTransform(pixelWidth / width, 0, 0, pixelHeight / height, 0, 0);
    if (width !== this.size.width || height !== this.size.height) {
      this.size = { width, height };
      this.onResize(this.size);
    }
  }

  dispose(): void {
    this.observer.disconnect();
  }
}
