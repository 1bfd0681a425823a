// WebSocket fan-out of issue 14: 1,000 real sockets on the live channel the portal uses, measured end
// to end. The platform runs as `npm start` runs it (bench/platform-process.ts: its own process, PGlite
// in memory, simulator on); the sockets live in separate client processes (bench/ws-clients.mjs, two
// by default), so neither the platform nor this coordinator shares an event loop with them. Each
// socket opens /ws?Authorization=base64("Bearer access;id") as the portal does (owner@demo.dk, one
// session) and subscribes to the parent vendor DK-1000, so it receives every change of DK-1000 and of
// its outlets.
//
// Then order changes are made through the API, one at a time: an order is placed for the outlet
// DK-1001 (POST /delivery/fee, then POST /order: the new order's first update) and, once every socket
// has it, cancelled (PUT /order/cancel: its update to CANCELLED); then a burst of orders is cancelled
// at once. A delivery's latency is the moment a socket received the update minus the moment the API
// call was sent (one clock: the same machine). Reported per series: p50, p95, max, delivered /
// expected (an update a socket never got is lost), and the platform's RSS and CPU while it happened.
// The simulator's own updates of DK-1000's orders go to every socket too (as in a deployment).
//
// `npx tsx bench/ws-fanout.ts [sockets] [events] [clientProcesses]` prints it; bench/run.ts calls benchWsFanout().
import { type ChildProcess, fork } from "node:child_process";
import { join } from "node:path";
import { encodeLiveAuthorization, LIVE_AUTH_PARAM, LIVE_CHANNEL_PATH } from "../src/domain/contract/orders";
import { cpuSeconds, type PlatformProcess, root, rssMb, signInApi, sleep, startPlatformProcess } from "./platform-process";

const API = "/orders/api/v1";
const VENDOR = "DK-1000";
const OUTLET = "DK-1001";
/** DK-1001's seeded place (Jægersborggade) and a customer inside the delivery area (Nørrebrogade 52). */
const SOURCE = { latitude: 55.69155, longitude: 12.5448 };
const DESTINATION = { latitude: 55.68878, longitude: 12.55872 };
const WAIT_MS = 15_000;
const NAMES = ["Freja Hansen", "Oliver Nielsen", "Ida Jensen", "William Pedersen", "Emma Larsen"];

const now = () => performance.timeOrigin + performance.now();

export type LatencySeries = {
  /** What changed and how. */
  series: string;
  events: number;
  expected: number;
  delivered: number;
  lost: number;
  p50ms: number;
  p95ms: number;
  maxMs: number;
  /** The API call's own answer time (median), part of every latency above. */
  apiP50ms: number;
};

export type WsFanoutResult = {
  sockets: number;
  clientProcesses: number;
  subscribed: number;
  failedToOpen: number;
  openMs: number;
  series: LatencySeries[];
  platform: {
    rssMb: { atRest: number; withSockets: number; peakDuringEvents: number; after: number };
    /** CPU of the platform process while the events were delivered (% of one core) and in total (s). */
    cpuDuringEventsPct: number;
    cpuSeconds: number;
    eventsWallSeconds: number;
  };
  clients: { unexpectedCloses: number; errors: number; orderUpdates: number; closeCodes: Record<string, number> };
  loadavg: number[];
};

type Child = { proc: ChildProcess; sockets: number };

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN);
const round = (n: number) => Math.round(n * 10) / 10;

function waitMessage<T>(child: ChildProcess, type: string, timeoutMs = 120_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off("message", on);
      reject(new Error(`no ${type} from a client process in ${timeoutMs} ms`));
    }, timeoutMs);
    const on = (m: { type: string }) => {
      if (m.type !== type) return;
      clearTimeout(timer);
      child.off("message", on);
      resolve(m as T);
    };
    child.on("message", on);
  });
}

/** Which keys each client process has reported complete (every one of its sockets got it), kept from the start. */
class Completions {
  private readonly counts = new Map<string, number>();
  private readonly waiting = new Map<string, () => void>();
  constructor(private readonly children: Child[]) {
    for (const { proc } of children)
      proc.on("message", (m: { type: string; key?: string }) => {
        if (m.type !== "complete" || !m.key) return;
        const n = (this.counts.get(m.key) ?? 0) + 1;
        this.counts.set(m.key, n);
        if (n === this.children.length) this.waiting.get(m.key)?.();
      });
  }
  /** Resolves true when every client process has `key`, false after WAIT_MS. */
  wait(key: string): Promise<boolean> {
    if (this.counts.get(key) === this.children.length) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(key);
        resolve(false);
      }, WAIT_MS);
      this.waiting.set(key, () => {
        clearTimeout(timer);
        this.waiting.delete(key);
        resolve(true);
      });
    });
  }
}

export async function benchWsFanout(sockets = 1000, events = 20, clientProcesses = 2, burst = 10): Promise<WsFanoutResult> {
  const platform: PlatformProcess = await startPlatformProcess();
  const children: Child[] = [];
  try {
    await sleep(2000);
    const atRest = rssMb(platform.pid);
    const { authorization, call } = await signInApi(platform.base);
    const url = `ws://127.0.0.1:${platform.port}${LIVE_CHANNEL_PATH}?${LIVE_AUTH_PARAM}=${encodeURIComponent(encodeLiveAuthorization(authorization))}`;

    // The client processes, each with its share of the sockets.
    for (let i = 0; i < clientProcesses; i++) {
      const share = Math.floor(sockets / clientProcesses) + (i < sockets % clientProcesses ? 1 : 0);
      children.push({ proc: fork(join(root, "bench/ws-clients.mjs"), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] }), sockets: share });
    }
    const completions = new Completions(children);
    const openStarted = now();
    const ready = await Promise.all(
      children.map(async (c) => {
        const r = waitMessage<{ subscribed: number; failed: number }>(c.proc, "ready", 180_000);
        c.proc.send({ type: "open", url, count: c.sockets, vendorId: VENDOR, concurrency: 25 });
        return r;
      }),
    );
    const openMs = Math.round(now() - openStarted);
    const subscribed = ready.reduce((s, r) => s + r.subscribed, 0);
    const failedToOpen = ready.reduce((s, r) => s + r.failed, 0);
    console.log(`ws fan-out: ${subscribed} of ${sockets} sockets subscribed to ${VENDOR} in ${openMs} ms (${clientProcesses} client processes)`);
    await sleep(1000);
    const withSockets = rssMb(platform.pid);

    // RSS sampled while the events are delivered.
    let peak = withSockets;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(platform.pid));
    }, 100);
    // CPU and wall time of the platform while changes are delivered (the wait for the simulator excluded).
    let cpu = 0;
    let eventsWall = 0;
    let phase = { cpu: 0, wall: 0 };
    const phaseStart = () => {
      phase = { cpu: cpuSeconds(platform.pid), wall: now() };
    };
    const phaseEnd = () => {
      cpu += cpuSeconds(platform.pid) - phase.cpu;
      eventsWall += (now() - phase.wall) / 1000;
    };

    const quote = async () => {
      const r = await call<{ result: { fee: number; signature: string } }>("POST", `${API}/delivery/fee`, {
        source: SOURCE,
        destination: DESTINATION,
        vendor_id: OUTLET,
        delivery_type: "food",
      });
      if (r.status !== 200) throw new Error(`delivery fee: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.result;
    };
    const place = async (n: number) => {
      const fee = await quote();
      const body = {
        vendor_id: OUTLET,
        customer: {
          location: { ...DESTINATION, address: "2. th, Nørrebrogade 52, 2200 København N", notes: "" },
          phone_number: "+45 31 23 45 67",
          name: NAMES[n % NAMES.length],
        },
        order: { payment_method: "CASH_ON_DELIVERY", amount: 100, description: "Bench", cold_bag_needed: false },
        vat_number: "",
        preordered_for: null,
        age_validation_required: false,
        login_pickup_estimation: 15,
        delivery_fee: fee.fee,
        signature: fee.signature,
      };
      const sent = now();
      const r = await call<{ result: { order_id: string } }>("POST", `${API}/order`, body);
      const answered = now();
      if (r.status !== 200) throw new Error(`place order: ${r.status} ${JSON.stringify(r.body)}`);
      return { orderId: r.body.result.order_id, sent, api: answered - sent };
    };
    const cancel = async (orderId: string) => {
      const sent = now();
      const r = await call("PUT", `${API}/order/cancel`, { vendor_id: OUTLET, order_id: orderId, reason: "mistake_error" });
      const answered = now();
      if (r.status !== 200) console.warn(`cancel ${orderId}: ${r.status} ${JSON.stringify(r.body)}`);
      return { ok: r.status === 200, status: r.status, sent, api: answered - sent };
    };

    const created: { orderId: string; sent: number; api: number }[] = [];
    const cancelled: { orderId: string; sent: number; api: number }[] = [];
    const burstCancelled: { orderId: string; sent: number; api: number }[] = [];
    let refusedCancels = 0;
    // 1. Orders placed one at a time: each waits until every socket has the previous one (or WAIT_MS passed).
    phaseStart();
    for (let i = 0; i < events + burst; i++) {
      const placed = await place(i);
      created.push(placed);
      await completions.wait(`${placed.orderId}:first`);
    }
    phaseEnd();
    // A new order is NEW until the simulator receives it (3–10 s); from RECEIVED until a rider accepts
    // it (at least 15 s more) the vendor may cancel it.
    const cancellable = new Set(["RECEIVED", "WAITING_FOR_TRANSPORT", "ASSIGNED_TO_TRANSPORT", "MODIFIED"]);
    const until = Date.now() + 30_000;
    for (const { orderId } of created) {
      while (Date.now() < until) {
        const r = await call<{ result: { status: string } }>("GET", `${API}/order?vendorId=${OUTLET}&orderId=${encodeURIComponent(orderId)}`);
        if (r.status === 200 && cancellable.has(r.body.result.status)) break;
        if (r.status === 200 && r.body.result.status !== "NEW" && r.body.result.status !== "PAYMENT_COMMITTED") break;
        await sleep(250);
      }
    }
    // 2. Cancelled one at a time (the same wait between them).
    phaseStart();
    for (const placed of created.slice(0, events)) {
      const c = await cancel(placed.orderId);
      if (!c.ok) {
        refusedCancels++;
        continue;
      }
      cancelled.push({ orderId: placed.orderId, sent: c.sent, api: c.api });
      await completions.wait(`${placed.orderId}:CANCELLED`);
    }
    // 3. A burst: the other `burst` orders cancelled at once.
    const results = await Promise.all(created.slice(events).map(async ({ orderId }) => ({ orderId, ...(await cancel(orderId)) })));
    for (const r of results) {
      if (r.ok) burstCancelled.push({ orderId: r.orderId, sent: r.sent, api: r.api });
      else refusedCancels++;
    }
    await Promise.all(burstCancelled.map((c) => completions.wait(`${c.orderId}:CANCELLED`)));
    phaseEnd();
    clearInterval(sampler);
    if (refusedCancels) console.warn(`ws fan-out: ${refusedCancels} cancellations refused (the simulator had moved the order on)`);

    // Every socket's receive times, from every client process.
    const orderIds = created.map((c) => c.orderId);
    const samples = await Promise.all(
      children.map(async (c) => {
        const r = waitMessage<{ samples: Record<string, { first: (number | null)[]; cancelled: (number | null)[] }> }>(c.proc, "samples");
        c.proc.send({ type: "collect", orderIds });
        return (await r).samples;
      }),
    );
    const series = (name: string, list: { orderId: string; sent: number; api: number }[], field: "first" | "cancelled"): LatencySeries => {
      const latencies: number[] = [];
      for (const e of list) for (const s of samples) for (const at of s[e.orderId]?.[field] ?? []) if (at !== null) latencies.push(at - e.sent);
      latencies.sort((a, b) => a - b);
      const api = list.map((e) => e.api).sort((a, b) => a - b);
      const expected = list.length * subscribed;
      return {
        series: name,
        events: list.length,
        expected,
        delivered: latencies.length,
        lost: expected - latencies.length,
        p50ms: round(percentile(latencies, 50)),
        p95ms: round(percentile(latencies, 95)),
        maxMs: round(latencies[latencies.length - 1] ?? Number.NaN),
        apiP50ms: round(percentile(api, 50)),
      };
    };
    const out: LatencySeries[] = [
      series("order placed (POST /order), one at a time", created, "first"),
      series("order cancelled (PUT /order/cancel), one at a time", cancelled, "cancelled"),
      series(`${burstCancelled.length} orders cancelled at once`, burstCancelled, "cancelled"),
    ];

    const stats = await Promise.all(
      children.map(async (c) => {
        const r = waitMessage<{ stats: WsFanoutResult["clients"] }>(c.proc, "closed", 10_000);
        c.proc.send({ type: "close" });
        return (await r).stats;
      }),
    );
    const clients = {
      unexpectedCloses: stats.reduce((s, x) => s + x.unexpectedCloses, 0),
      errors: stats.reduce((s, x) => s + x.errors, 0),
      orderUpdates: stats.reduce((s, x) => s + x.orderUpdates, 0),
      closeCodes: stats.reduce<Record<string, number>>((acc, x) => {
        for (const [k, v] of Object.entries(x.closeCodes)) acc[k] = (acc[k] ?? 0) + v;
        return acc;
      }, {}),
    };
    return {
      sockets,
      clientProcesses,
      subscribed,
      failedToOpen,
      openMs,
      series: out,
      platform: {
        rssMb: { atRest, withSockets, peakDuringEvents: peak, after: rssMb(platform.pid) },
        cpuDuringEventsPct: Math.round((cpu / eventsWall) * 100),
        cpuSeconds: round(cpu),
        eventsWallSeconds: round(eventsWall),
      },
      clients,
      loadavg: (await import("node:os")).loadavg().map((l) => round(l)),
    };
  } finally {
    for (const c of children) if (c.proc.exitCode === null) c.proc.kill();
    await platform.stop();
  }
}

export function printWsFanout(r: WsFanoutResult) {
  console.log(`\nWebSocket fan-out: ${r.subscribed} sockets (of ${r.sockets}; ${r.failedToOpen} failed) in ${r.clientProcesses} client processes, opened in ${r.openMs} ms:`);
  console.table(r.series);
  console.log(
    `platform RSS ${r.platform.rssMb.atRest} MB at rest → ${r.platform.rssMb.withSockets} MB with the sockets, peak ${r.platform.rssMb.peakDuringEvents} MB during the events; CPU ${r.platform.cpuDuringEventsPct} % of a core over ${r.platform.eventsWallSeconds} s; clients: ${r.clients.orderUpdates} updates received, ${r.clients.unexpectedCloses} unexpected closes, ${r.clients.errors} errors; load average ${r.loadavg.join(" ")}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [sockets, events, procs] = process.argv.slice(2).map(Number);
  printWsFanout(await benchWsFanout(sockets || 1000, events || 20, procs || 2));
  process.exit(0);
}
