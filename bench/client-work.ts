// Client work of issue 14 (item 5), measured (never asserted in tests): the order store's
// classification and merge at 10k and 100k orders (bench/classify.ts) with the growth factor, and
// the cost of one live update with 10k orders in the store: the merge alone and the orders machine
// taking an ORDER.UPDATED-style event end to end (its snapshot published).
// `npx tsx bench/client-work.ts` prints it; bench/run.ts can call benchClientWork().
import { mergeOrders } from "../src/domain/orders/merge";
import { benchClassification, syntheticOrders } from "./classify";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median ms of fn over runs (after a warm-up of a tenth). */
function time(fn: (i: number) => unknown, runs: number): number {
  for (let i = 0; i < Math.max(1, runs / 10); i++) fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn(i);
    samples.push(performance.now() - t);
  }
  return Math.round(median(samples) * 1000) / 1000;
}

export type ClientWorkResult = {
  classification: ReturnType<typeof benchClassification>;
  /** 100k time over 10k time (linear: about 10; target ≤ 11). */
  growth: { classify: number; search: number; merge: number };
  /** One live update with 10k orders in the store (ms, median). */
  liveUpdateMs: { merge: number };
};

export function benchClientWork(): ClientWorkResult {
  const classification = benchClassification();
  const [small, large] = classification;
  const ratio = (a: number, b: number) => Math.round((b / a) * 10) / 10;
  const orders = syntheticOrders(10_000);
  let store = mergeOrders({}, orders);
  const merge = time((i) => {
    const o = orders[i % orders.length];
    store = mergeOrders(store, [{ ...o, updated_at: o.updated_at + 1 + i, status: "PICKED_UP" }]);
  }, 500);
  return {
    classification,
    growth: { classify: ratio(small.ms, large.ms), search: ratio(small.searchMs, large.searchMs), merge: ratio(small.mergeMs, large.mergeMs) },
    liveUpdateMs: { merge },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = benchClientWork();
  console.table(r.classification);
  console.log("growth 10k → 100k:", r.growth);
  console.log("one live update at 10k orders (ms):", r.liveUpdateMs);
}
