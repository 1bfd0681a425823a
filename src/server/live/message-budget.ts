// A socket's message budget: a token bucket that holds `burst` messages and refills at `ratePerSecond`.
// A portal sends a subscribe when it connects and when the vendor changes, so a few messages a
// second with a burst of a couple of dozen never refuse it; a client that sends thousands is cut
// off after the burst. The clock is monotonic real time: flood control is about the machine's
// actual load, not the platform's (injectable) business clock.
export class MessageBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = clock();
  }

  /** Spends one message; false when the budget is exhausted. */
  take(): boolean {
    const t = this.clock();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) * this.ratePerSecond) / 1000);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
