// Client work of issue 14 (item 5), measured (never asserted in tests): the order store's
// classification and merge at 10k and 100k orders (bench/classify.ts) with the growth factor, and
// the cost of one live update with 10k orders in the store, as the median over many updates:
// - merge: the domain merge alone (the persistent store: one bucket copied, not the store);
// - machine: the orders machine taking ORDERS.UPDATE_RECEIVED end to end (guard, merge, snapshot
//   published) plus the tabs selector the page and the tracking view read (patched, not re-classified);
// - before (measured in the same run): what one update cost with the old plain-object store, a full
//   copy of the 10k keys plus a full classification of the current orders.
// `npx tsx bench/client-work.ts` prints it; bench/run.ts can call benchClientWork().
import { createActor, fromPromise } from "xstate";
import type { OrdersFetchInput, OrdersPage } from "../machines/orders/orders.actors";
import { ordersMachine } from "../machines/orders/orders.machine";
import { selectTabs } from "../machines/orders/orders.selectors";
import type { OrderRecord } from "../src/domain/contract/orders";
import { classifyOrders } from "../src/domain/orders/classify";
import { mergeOrders, OrderStore } from "../src/domain/orders/merge";
import type { OrderStatus } from "../src/domain/orders/statuses";
import { benchClassification, type ClassificationResult, type GrowthSpread, NOW, syntheticOrders } from "./classify";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** Median and p95 ms of fn over runs (after a warm-up of a tenth). */
function time(fn: (i: number) => unknown, runs: number): { median: number; p95: number } {
  for (let i = 0; i < Math.max(1, runs / 10); i++) fn(runs + i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn(i);
    samples.push(performance.now() - t);
  }
  return { median: round(median(samples)), p95: round(quantile(samples, 0.95)) };
}

export type ClientWorkResult = {
  /** Median ms per size. */
  classification: ClassificationResult[];
  /** 100k time over 10k time, the median of the per-round ratios (linear: about 10; target ≤ 11). */
  growth: { classify: number; search: number; merge: number };
  /** The per-round ratios' quartiles and extremes, and the rounds (absent in results from before the per-round method). */
  growthSpread?: { classify: GrowthSpread; search: GrowthSpread; merge: GrowthSpread; rounds: number };
  /** One live update with 10k orders in the store (ms, median and p95 of `updates` updates). */
  liveUpdateMs: {
    updates: number;
    merge: { median: number; p95: number };
    machine: { median: number; p95: number };
    before: { copy: { median: number; p95: number }; copyAndClassify: { median: number; p95: number } };
  };
};

const STATUSES = ["PICKED_UP", "NEAR_CUSTOMER", "DELIVERED", "CANCELLED", "NEAR_VENDOR"] as const satisfies readonly OrderStatus[];

/** The i-th live update: an order of the store moves to another status (and so, often, another tab). */
const updateOf = (orders: OrderRecord[], i: number): OrderRecord => {
  const o = orders[(i * 7919) % orders.length];
  const status = STATUSES[i % STATUSES.length];
  return { ...o, updated_at: o.updated_at + 1 + i, status, status_history: [...o.status_history, { status, created_at: o.updated_at + 1 + i }] };
};

export async function benchClientWork(updates = 2000): Promise<ClientWorkResult> {
  const bench = benchClassification();
  // 10k orders of today (the tracking page's store), every status.
  const orders = syntheticOrders(10_000, 8 * 3600);
  const nowMs = NOW * 1000;
  const options = { now: NOW, vendorId: "DK-1000", includeAllOutlets: true };

  let store = mergeOrders(OrderStore.empty<OrderRecord>(), orders);
  const merge = time((i) => {
    store = mergeOrders(store, [updateOf(orders, i)]);
  }, updates);

  // The old store: a plain object copied per update, then every current order classified again.
  let plain: Record<string, OrderRecord> = Object.fromEntries(orders.map((o) => [o.order_id, o]));
  const copy = time((i) => {
    const u = updateOf(orders, i);
    plain = { ...plain, [u.order_id]: u };
  }, Math.min(updates, 300));
  const copyAndClassify = time((i) => {
    const u = updateOf(orders, i);
    plain = { ...plain, [u.order_id]: u };
    classifyOrders(Object.values(plain), options);
  }, Math.min(updates, 300));

  // The orders machine with the 10k orders loaded as its active list.
  const actor = createActor(
    ordersMachine.provide({
      actors: {
        fetchActiveOrders: fromPromise<OrdersPage, OrdersFetchInput>(async () => ({ data: orders, pagination_key: null })),
        fetchPreOrders: fromPromise<OrdersPage, OrdersFetchInput>(async () => ({ data: [], pagination_key: null })),
        fetchPastOrders: fromPromise<OrdersPage, OrdersFetchInput>(async () => ({ data: [], pagination_key: null })),
      },
    }),
    { input: { timeZone: "UTC" } },
  ).start();
  actor.send({ type: "ORDERS.VENDOR_CHANGED", vendorId: "DK-1000", includeAllOutlets: true, now: nowMs });
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (actor.getSnapshot().context.orders.size !== orders.length) throw new Error("the orders machine did not load the 10k orders");
  selectTabs(actor.getSnapshot(), nowMs);
  const machine = time((i) => {
    actor.send({ type: "ORDERS.UPDATE_RECEIVED", order: updateOf(orders, i + updates), page: "tracking", now: nowMs + i });
    selectTabs(actor.getSnapshot(), nowMs);
  }, updates);
  actor.stop();

  const { growth } = bench;
  return {
    classification: bench.sizes,
    growth: { classify: growth.classify.median, search: growth.search.median, merge: growth.merge.median },
    growthSpread: { ...growth, rounds: bench.rounds },
    liveUpdateMs: { updates, merge, machine, before: { copy, copyAndClassify } },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchClientWork();
  console.table(r.classification);
  console.log("growth 10k → 100k (median of per-round ratios):", r.growth, "spread:", JSON.stringify(r.growthSpread));
  console.log("one live update at 10k orders (ms):", JSON.stringify(r.liveUpdateMs, null, 1));
}
