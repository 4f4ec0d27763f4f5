import type { MergeInput } from '../core/merge-input';

/** Distance (CSS px) a finger or mouse must travel to count as a swipe. */
const SWIPE_MIN = 24;

/** Turns a drag into at most one slide direction per touch. */
export class SwipeTracker {
  private readonly starts = new Map<number, { x: number; y: number; done: boolean }>();

  down(id: number, x: number, y: number): void {
    this.starts.set(id, { x, y, done: false });
  }

  /** The direction once the drag is long enough (only once per touch), else null. */
  move(id: number, x: number, y: number): MergeInput | null {
    const start = this.starts.get(id);
    if (!start || start.done) return null;
    const dx = x - start.x;
    const dy = y - start.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_MIN) return null;
    start.done = true;
    if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'r' : 'l';
    return dy > 0 ? 'd' : 'u';
  }

  up(id: number, x: number, y: number): MergeInput | null {
    const direction = this.move(id, x, y);
    this.starts.delete(id);
    return direction;
  }

  clear(): void {
    this.starts.clear();
  }
}
