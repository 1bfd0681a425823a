// In-memory sliding-window limiter on an injected clock (one process; several instances would
// each count their own). hit() records an event; isLimited() says whether the limit is reached.
export class RateLimiter {
  private readonly events = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const t = this.now();
    const list = (this.events.get(key) ?? []).filter((at) => at > t - this.windowMs);
    if (list.length) this.events.set(key, list);
    else this.events.delete(key);
    if (t - this.lastSweep > this.windowMs) this.sweep(t);
    return list;
  }

  private sweep(t: number) {
    this.lastSweep = t;
    for (const [key, list] of this.events) if (!list.some((at) => at > t - this.windowMs)) this.events.delete(key);
  }

  isLimited(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  hit(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.events.set(key, list);
  }

  /** Records the event and says whether it went over the limit. */
  consume(key: string): boolean {
    if (this.isLimited(key)) return false;
    this.hit(key);
    return true;
  }
}
