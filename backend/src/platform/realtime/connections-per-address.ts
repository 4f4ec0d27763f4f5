export const realtimeMessages = {
  tooManyConnections:
    'Too many live connections from your network. Close a FundPlay tab you no longer use, or try again in a moment.',
} as const;

/**
 * Sockets open at once per client address on this API instance. Counted in memory, not in Redis: what the cap
 * protects is this process's memory, file descriptors and event loop, and a count in memory can never outlive
 * the sockets it counts (a crashed instance would leave a Redis count behind). Behind a load balancer with N
 * instances one address may hold up to N times the cap.
 */
export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Counts one more socket from `address`; null when the address is at its cap, else how to release it (once). */
  admit(address: string): (() => void) | null {
    const count = this.open.get(address) ?? 0;
    if (count >= this.cap) return null;
    this.open.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const remaining = (this.open.get(address) ?? 1) - 1;
      if (remaining > 0) this.open.set(address, remaining);
      else this.open.delete(address);
    };
  }
}
