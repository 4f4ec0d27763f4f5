/**
 * A token bucket for the events one socket sends: `capacity` at once, refilled evenly over `windowMs`. A page
 * follows a handful of rooms and leaves them as people move around; a socket that sends more is flooding the
 * gateway (every event costs the event loop that also answers HTTP), so the gateway disconnects it.
 */
export class SocketEventBudget {
  private tokens: number;
  private refilledAtMs: number;

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    nowMs: number,
  ) {
    this.tokens = capacity;
    this.refilledAtMs = nowMs;
  }

  /** Spends one event; false when the budget is spent. */
  spend(nowMs: number): boolean {
    const elapsedMs = Math.max(0, nowMs - this.refilledAtMs);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsedMs * this.capacity) / this.windowMs);
    this.refilledAtMs = nowMs;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
