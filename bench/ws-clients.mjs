// The client side of the WebSocket fan-out bench (bench/ws-fanout.ts forks one or more of these, so the
// sockets never share the platform's event loop nor the coordinator's). Plain Node + `ws`, no loader.
//
// Protocol over the fork's IPC channel:
//   parent → {type:"open", url, count, vendorId, concurrency}: open `count` sockets to the live channel
//            (the portal's URL: /ws?Authorization=base64("Bearer access;id")), each subscribing to
//            vendorId as the portal does ({action:"subscribeToVendor", data:{vendor_id}});
//   child  → {type:"ready", subscribed, failed, ms} once every socket has its subscribe_ok (or failed);
//   child  → {type:"complete", key} when every subscribed socket has received `key`: "<order_id>:first"
//            (the first order_update of that order) or "<order_id>:CANCELLED" (its update to CANCELLED);
//   parent → {type:"collect", orderIds}: child → {type:"samples", samples:{[orderId]:{first, cancelled}}}
//            with each socket's receive time (epoch ms, sub-ms precision; null when it never came);
//   parent → {type:"close"}: closes every socket and exits; child → {type:"closed", stats}.
// Receive times are performance.timeOrigin + performance.now(), the same clock the coordinator stamps
// its API calls with (one machine), so a latency is receive time − the moment the call was sent.
import { WebSocket } from "ws";

const now = () => performance.timeOrigin + performance.now();
const send = (m) => process.send?.(m);

/** @type {WebSocket[]} */
const sockets = [];
let subscribed = 0;
/** Per order: each socket's first update and its CANCELLED update (NaN until received). */
const orders = new Map();
const stats = { messages: 0, orderUpdates: 0, errors: 0, unexpectedCloses: 0, closeCodes: {} };
let closing = false;

function entry(orderId) {
  let e = orders.get(orderId);
  if (!e) {
    e = { first: new Float64Array(sockets.length).fill(Number.NaN), cancelled: new Float64Array(sockets.length).fill(Number.NaN), nFirst: 0, nCancelled: 0 };
    orders.set(orderId, e);
  }
  return e;
}

function onUpdate(index, record, at) {
  stats.orderUpdates++;
  const e = entry(record.order_id);
  if (Number.isNaN(e.first[index])) {
    e.first[index] = at;
    if (++e.nFirst === subscribed) send({ type: "complete", key: `${record.order_id}:first` });
  }
  if (record.status === "CANCELLED" && Number.isNaN(e.cancelled[index])) {
    e.cancelled[index] = at;
    if (++e.nCancelled === subscribed) send({ type: "complete", key: `${record.order_id}:CANCELLED` });
  }
}

function openOne(index, url, vendorId) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    sockets[index] = ws;
    let done = false;
    const finish = (ok) => {
      if (done) return;
      done = true;
      resolve(ok);
    };
    ws.on("open", () => ws.send(JSON.stringify({ action: "subscribeToVendor", data: { vendor_id: vendorId } })));
    ws.on("message", (raw) => {
      const at = now();
      stats.messages++;
      let msg;
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        stats.errors++;
        return;
      }
      if (msg.type === "order_update") onUpdate(index, msg.data, at);
      else if (msg.type === "subscribe_ok") finish(true);
      else if (msg.type === "error") {
        stats.errors++;
        finish(false);
      }
    });
    ws.on("error", () => {
      stats.errors++;
      finish(false);
    });
    ws.on("close", (code) => {
      stats.closeCodes[code] = (stats.closeCodes[code] ?? 0) + 1;
      if (!closing) stats.unexpectedCloses++;
      finish(false);
    });
  });
}

async function open({ url, count, vendorId, concurrency = 50 }) {
  const started = now();
  sockets.length = count;
  let next = 0;
  let failed = 0;
  let ok = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      if (await openOne(i, url, vendorId)) ok++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  subscribed = ok;
  send({ type: "ready", subscribed: ok, failed, ms: Math.round(now() - started) });
}

function collect(orderIds) {
  const list = (a) => Array.from(a, (x) => (Number.isNaN(x) ? null : x));
  const samples = {};
  for (const id of orderIds) {
    const e = orders.get(id);
    samples[id] = e ? { first: list(e.first), cancelled: list(e.cancelled) } : { first: [], cancelled: [] };
  }
  send({ type: "samples", samples });
}

process.on("message", (m) => {
  if (m.type === "open") void open(m);
  else if (m.type === "collect") collect(m.orderIds);
  else if (m.type === "close") {
    closing = true;
    for (const ws of sockets) ws?.close(1000, "bench done");
    setTimeout(() => {
      for (const ws of sockets) ws?.terminate();
      send({ type: "closed", stats });
      setTimeout(() => process.exit(0), 50);
    }, 500);
  }
});
process.on("disconnect", () => process.exit(0));
