// Classification time of the order store (issue 4): classifyOrders over 10k and 100k orders of a
// parent with three outlets (all-outlets mode, so every order is classified and sorted), read from
// the order store as the orders selector reads it, without and with a search, and the merge of the
// records into an empty store; the growth 10k → 100k as the median of per-round ratios with its spread
// (method: benchClassification). bench/run.ts calls it (bench/client-work.ts); `npx tsx bench/classify.ts` prints it.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { OrderRecord } from "../src/domain/contract/orders";
import { classifyOrders } from "../src/domain/orders/classify";
import { mergeOrders, OrderStore } from "../src/domain/orders/merge";
import { ORDER_STATUSES } from "../src/domain/orders/statuses";

export const NOW = 1_772_442_000;

/** n plausible orders: every status, a tenth pre-orders, created over the last `spreadSec` (two days). */
export function syntheticOrders(n: number, spreadSec = 172_800): OrderRecord[] {
  let seed = 42;
  const rnd = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  return Array.from({ length: n }, (_, i) => {
    const status = ORDER_STATUSES[Math.floor(rnd() * ORDER_STATUSES.length)];
    const created = NOW - Math.floor(rnd() * spreadSec);
    return {
      order_id: `DK-100${1 + (i % 3)}-${100_000 + i}`,
      vendor_id: `DK-100${1 + (i % 3)}`,
      created_at: created,
      updated_at: created + 60,
      preordered_for: rnd() < 0.1 ? NOW + Math.floor(rnd() * 86_400) : null,
      status,
      status_history: [
        { status: "NEW", created_at: created },
        { status, created_at: created + 60 },
      ],
      delivery_fee: 39,
      customer: {
        name: `Customer ${i}`,
        phone_number: `+45${String(20_000_000 + i).padStart(8, "0")}`,
        location: { address: "Elmegade 5, 2200 København N", latitude: 55.688, longitude: 12.557, notes: "" },
      },
      order: { description: "Pizza", amount: 150, payment_method: "PAID" },
      rider_id: null,
      cancel_reason: null,
      eta_vendor: null,
      eta_customer: null,
    };
  });
}

const median = (xs: number[]) => quantile(xs, 0.5);
/** The q-quantile of xs (linear between the two nearest samples). */
function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (at - lo);
}
const round = (ms: number) => Math.round(ms * 100) / 100;
const round1 = (x: number) => Math.round(x * 10) / 10;

export type ClassificationResult = { n: number; ms: number; searchMs: number; mergeMs: number };

/** Growth of the largest size over the smallest per measure: the median of the per-round ratios, with their spread. */
export type GrowthSpread = { median: number; p25: number; p75: number; min: number; max: number };
export type ClassificationBench = {
  sizes: ClassificationResult[];
  growth: { classify: GrowthSpread; search: GrowthSpread; merge: GrowthSpread };
  rounds: number;
  /** The garbage collection run before every sample ("none" also when no gc function could be had). */
  gc: "minor" | "major" | "none";
};

const WARM_UP = 5;
const ROUNDS = 41;

/** V8's gc(): the process's own under --expose-gc, else switched on now (the V8 flag, then the function from a fresh context). */
type Gc = (options?: { type: "minor" | "major" }) => void;
function gcFunction(): Gc | null {
  const own = (globalThis as { gc?: Gc }).gc;
  if (typeof own === "function") return own;
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as unknown;
    return typeof gc === "function" ? (gc as Gc) : null;
  } catch {
    return null;
  }
}

/**
 * Classification (all outlets, no search), with a search, and a merge of n fresh records into an
 * empty store, at each size; the growth from the smallest size to the largest as the median of
 * per-round ratios. The machine is shared and its load moves from second to second, so:
 * - a round measures each measure at every size back to back (a few tens of ms in all), and the
 *   ratio is taken within the round: a burst of load is paid by both sizes of a round alike, and a
 *   round it spoils is one sample of 41, not a shift of the whole median;
 * - the sizes run in the opposite order every other round (10k first, then 100k first), so what one
 *   size leaves in the caches and the heap does not always fall on the other;
 * - a minor garbage collection (a scavenge of the young generation) runs before every sample, not
 *   timed: each sample starts with an empty nursery, so the scavenges inside it are those of its own
 *   allocation, never one the previous sample left due (without, the quartiles of the classify
 *   ratios spread 10.4–14.7×; with, 9.4–10.5×). Not a full collection: the concurrent sweeping
 *   that follows one ran on V8's helper threads during the next sample and was counted in its CPU
 *   time (10k samples read 3× slower). BENCH_GC=none or major chooses otherwise (comparisons);
 * - 5 rounds of warm-up first (the JIT, the heap sized), not counted;
 * - the same input shape at every size: the same statuses, vendors and pre-orders, and as many
 *   orders per second of created_at (10k over two days, 100k over twenty), so as many orders share
 *   their second with another (ties the sort settles by order_id). At a fixed two days, 100k orders
 *   are ten times as dense and tie ten times as often: that measured the data's shape as well as the
 *   size (classify read 11–12× that way, search 9.6–9.9×);
 * - CPU time of the process (user + system), not wall time: time spent descheduled is not counted.
 * The median, quartiles and extremes of the per-round ratios are reported (the spread shows how far
 * a single reading can be trusted); the per-size ms are medians of the samples.
 */
export function benchClassification(sizes: number[] = [10_000, 100_000], rounds = ROUNDS): ClassificationBench {
  const gcKind = process.env.BENCH_GC === "none" || process.env.BENCH_GC === "major" ? process.env.BENCH_GC : "minor";
  const gcFn = gcKind === "none" ? null : gcFunction();
  const gc = gcFn ? () => (gcKind === "major" ? gcFn() : gcFn({ type: "minor" })) : null;
  const cpu = (): number => {
    const u = process.cpuUsage();
    return u.user + u.system;
  };
  const cases = sizes.map((n) => {
    // The same shape at every size: the smallest size over two days, a larger one over as many more
    // days as it has more orders (as many orders per second, so as many share a second).
    const orders = syntheticOrders(n, Math.round((172_800 * n) / sizes[0]));
    const store = mergeOrders(OrderStore.empty<OrderRecord>(), orders);
    return {
      n,
      // As the orders selector does: the store's records (read back in arrival order), classified.
      work: {
        ms: () => classifyOrders(store.values(), { now: NOW, vendorId: "DK-1000", includeAllOutlets: true }),
        searchMs: () => classifyOrders(store.values(), { now: NOW, vendorId: "DK-1000", includeAllOutlets: true, search: "20 00 12" }),
        mergeMs: () => mergeOrders(OrderStore.empty<OrderRecord>(), orders),
      },
      samples: { ms: [] as number[], searchMs: [] as number[], mergeMs: [] as number[] },
    };
  });
  const measures = ["ms", "searchMs", "mergeMs"] as const;
  const ratios = { ms: [] as number[], searchMs: [] as number[], mergeMs: [] as number[] };
  let sink = 0;
  for (let r = 0; r < WARM_UP + rounds; r++) {
    const order = r % 2 === 0 ? cases : [...cases].reverse();
    for (const measure of measures) {
      const took = new Map<number, number>();
      for (const c of order) {
        gc?.();
        const t = cpu();
        const out = c.work[measure]();
        const used = cpu() - t;
        sink += "size" in out ? out.size : out.new.length;
        took.set(c.n, used / 1000);
      }
      if (r < WARM_UP) continue;
      for (const c of cases) c.samples[measure].push(took.get(c.n) ?? 0);
      const first = took.get(cases[0].n) ?? 0;
      const last = took.get(cases[cases.length - 1].n) ?? 0;
      // A sample under the clock's resolution says nothing about the ratio.
      if (first > 0) ratios[measure].push(last / first);
    }
  }
  if (sink < 0) console.log(sink);
  const spread = (xs: number[]): GrowthSpread => ({
    median: round1(median(xs)),
    p25: round1(quantile(xs, 0.25)),
    p75: round1(quantile(xs, 0.75)),
    min: round1(Math.min(...xs)),
    max: round1(Math.max(...xs)),
  });
  return {
    sizes: cases.map((c) => ({ n: c.n, ms: round(median(c.samples.ms)), searchMs: round(median(c.samples.searchMs)), mergeMs: round(median(c.samples.mergeMs)) })),
    growth: { classify: spread(ratios.ms), search: spread(ratios.searchMs), merge: spread(ratios.mergeMs) },
    rounds,
    gc: gc ? gcKind : "none",
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = benchClassification();
  for (const s of r.sizes) console.log(`classify ${s.n}: ${s.ms} ms (search ${s.searchMs} ms, merge into empty store ${s.mergeMs} ms)`);
  for (const [name, g] of Object.entries(r.growth)) console.log(`${name} growth ${g.median}× (quartiles ${g.p25}–${g.p75}×, range ${g.min}–${g.max}×, ${r.rounds} rounds)`);
}
