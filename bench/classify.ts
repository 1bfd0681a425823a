// Classification time of the order store (issue 4): classifyOrders over 10k and 100k orders of a
// parent with three outlets (all-outlets mode, so every order is classified and sorted), without
// and with a search. bench/run.ts calls benchClassification(); `npx tsx bench/classify.ts` prints it.
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median ms of fn over runs, after warm-up runs (the JIT settles, the heap grows to its working size). */
function time(fn: () => unknown, runs: number): number {
  for (let i = 0; i < 3; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  return Math.round(median(samples) * 100) / 100;
}

export type ClassificationResult = { n: number; ms: number; searchMs: number; mergeMs: number };

/** Median ms of classifyOrders (all outlets, no search), with a search, and of merging n fresh records into the store. */
export function benchClassification(sizes: number[] = [10_000, 100_000]): ClassificationResult[] {
  return sizes.map((n) => {
    const orders = syntheticOrders(n);
    const store = mergeOrders(OrderStore.empty<OrderRecord>(), orders);
    const values = [...store.values()];
    // The same number of runs at every size, so both medians are equally robust.
    const runs = 11;
    return {
      n,
      ms: time(() => classifyOrders(values, { now: NOW, vendorId: "DK-1000", includeAllOutlets: true }), runs),
      searchMs: time(() => classifyOrders(values, { now: NOW, vendorId: "DK-1000", includeAllOutlets: true, search: "20 00 12" }), runs),
      mergeMs: time(() => mergeOrders(OrderStore.empty<OrderRecord>(), orders), runs),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of benchClassification()) console.log(`classify ${r.n}: ${r.ms} ms (search ${r.searchMs} ms, merge into empty store ${r.mergeMs} ms)`);
}
