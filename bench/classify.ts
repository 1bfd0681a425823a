// Classification time of the order store (issue 4): classifyOrders over 10k and 100k orders of a
// parent with three outlets (all-outlets mode, so every order is classified and sorted), read from
// the order store as the orders selector reads it, without and with a search. bench/run.ts calls benchClassification(); `npx tsx bench/classify.ts` prints it.
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
const round = (ms: number) => Math.round(ms * 100) / 100;

export type ClassificationResult = { n: number; ms: number; searchMs: number; mergeMs: number };

const WARM_UP = 3;
const RUNS = 15;

/**
 * Median ms of classifyOrders (all outlets, no search), with a search, and of merging n fresh
 * records into an empty store. On a shared machine the load moves between seconds, so the sizes are
 * measured interleaved (one run of each size in turn, after warm-up rounds): a burst of load falls
 * on both sizes alike and the growth factor compares like with like.
 */
export function benchClassification(sizes: number[] = [10_000, 100_000]): ClassificationResult[] {
  const cases = sizes.map((n) => {
    const orders = syntheticOrders(n);
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
  for (let round = 0; round < WARM_UP + RUNS; round++) {
    for (const measure of measures) {
      for (const c of cases) {
        const t = process.cpuUsage();
        c.work[measure]();
        const used = process.cpuUsage(t);
        if (round >= WARM_UP) c.samples[measure].push((used.user + used.system) / 1000);
      }
    }
  }
  return cases.map((c) => ({ n: c.n, ms: round(median(c.samples.ms)), searchMs: round(median(c.samples.searchMs)), mergeMs: round(median(c.samples.mergeMs)) }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of benchClassification()) console.log(`classify ${r.n}: ${r.ms} ms (search ${r.searchMs} ms, merge into empty store ${r.mergeMs} ms)`);
}
