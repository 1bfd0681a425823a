// API reads of issue 14 (item 4), measured out of process: the platform as `npm start` runs it (its
// bundled module, PGlite in memory, the rider simulator on, seeded demo) and a bare Hono hello-world
// on @hono/node-server (bench/bare-server.mjs) each run as their own process; autocannon loads them
// from this one, one after the other, in the same run. Reported: req/s and latency of
//   - the bare server (GET /),
//   - GET /orders/api/v1/vendors (owner@demo.dk: a parent with three outlets),
//   - the active orders list (GET /vendor/DK-1000/orders, from the start of today to now, 200, with outlets),
//   - the history list (yesterday, first page of 50 with outlets) and two phone searches over a month
//     (a customer's whole number, as the portal searches, and the suffix "12": orderReads()),
// their ratios to the bare server (autocannon itself runs as a third process), and the platform's resident memory at rest (after start, before
// any load) and after the load. Every request (the bare server's too) carries the Accept-Encoding
// Chromium sends, as the portal's own reads do: what a read costs is what it costs a browser
// (BENCH_ACCEPT_ENCODING overrides it; "identity" or an empty value sends none, as autocannon alone
// does, and measures answers nobody compresses). On a machine shared with other jobs the load moves within a run, so
// the bare server is loaded again right before each platform scenario and each ratio compares the
// two adjacent runs (`bareReqPerSec` of the result); the first bare run is reported as the bare row.
// `npx tsx bench/api-reads.ts [seconds] [connections]` prints it; bench/run.ts can call benchApiReads().
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { freePort, sleep, waitFor } from "./platform-process";

const root = new URL("..", import.meta.url).pathname;
const PASSWORD = "Rider-Demo-2026!";

export type ReadResult = {
  scenario: string;
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
  errors: number;
  /** req/s of the bare server loaded right before this scenario (the ratio's denominator). */
  bareReqPerSec: number | null;
  ratioToBare: number | null;
  /**
   * CPU time (user + system, from /proc) the serving process spent per answered request, in µs, and
   * the bare server's over the same pair of runs divided by it: what the req/s ratio would be if both
   * had a core to themselves. On a shared, overloaded machine req/s follow the neighbours' load; CPU
   * per request does not (both servers are CPU-bound single processes; PGlite runs inside the platform's).
   */
  cpuUsPerReq: number;
  cpuRatioToBare: number | null;
  /**
   * Bytes per answer as received (headers and body, encoded as the Accept-Encoding chose): what each
   * answer costs the server to write and the client to read (autocannon's own CPU per answer grows
   * with it, and it shares the machine's two cores). Absent in older results.
   */
  bytesPerAnswer?: number;
  /**
   * CPU time the database's own processes (PostgreSQL's server processes, when the bench started the
   * server) spent per answered request, in µs; null where the database runs inside the platform
   * (PGlite: counted in cpuUsPerReq) or its processes are not ours to see. Absent in older results.
   */
  dbCpuUsPerReq?: number | null;
};

/** CPU time (user + system) a process has used so far, in µs (clock ticks of /proc/<pid>/stat, 100 Hz). */
export function cpuUs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}
/** The Accept-Encoding of Chromium's fetch() (the portal's reads). */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** The Accept-Encoding the load sends (BENCH_ACCEPT_ENCODING; none for "identity" or empty). */
export function benchAcceptEncoding(env: Record<string, string | undefined> = process.env): string | null {
  const value = env.BENCH_ACCEPT_ENCODING ?? BROWSER_ACCEPT_ENCODING;
  return value.trim() && value.trim() !== "identity" ? value.trim() : null;
}

export type ApiReadsResult = {
  seconds: number;
  connections: number;
  /** The Accept-Encoding every request carried (null: none). Absent in results from before it was sent. */
  acceptEncoding?: string | null;
  results: ReadResult[];
  /** Resident set size of the platform process (MB): after start (seeded, idle 3 s), and after the load. */
  rssMb: { atRest: number; afterLoad: number };
  /** The machine's load average (1, 5, 15 min) before and after the reads (absent in older results). */
  loadavg?: { start: number[]; end: number[] };
};




/** Resident memory of a process and its descendants (MB), from /proc. */
function rssMb(pid: number): number {
  let kb = 0;
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, "utf8");
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of [p]) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        for (const c of children ? children.split(/\s+/) : []) visit(Number(c));
      }
    } catch {
      // gone
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/** The platform process itself (start.mjs runs it as its child). */
function platformPid(launcher: number): number {
  try {
    const children = readFileSync(`/proc/${launcher}/task/${launcher}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return children.length ? Number(children[0]) : launcher;
  } catch {
    return launcher;
  }
}


export type Cannon = { requests: { average: number; total: number }; throughput: { total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };

/** autocannon as its own process (the project's node), JSON summary on stdout. */
export function load(url: string, headers: Record<string, string>, seconds: number, connections: number) {
  const args = [join(root, "node_modules/autocannon/autocannon.js"), "-j", "-c", String(connections), "-d", String(seconds)];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  return new Promise<Cannon>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out) as Cannon) : reject(new Error(`autocannon ${url}: exit ${code}: ${err}`))));
  });
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

/** Start of today in Copenhagen (unix seconds), as the portal's active window starts. */
export function startOfToday(nowSec: number) {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Copenhagen", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(
    new Date(nowSec * 1000),
  );
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return nowSec - (n("hour") * 3600 + n("minute") * 60 + n("second"));
}

/** The machine's load average, rounded to a tenth. */
const loadAverage = () => loadavg().map((l) => Math.round(l * 10) / 10);

/** One list read of the bench: its name (the table finds rows by its start) and its path on the platform. */
export type OrderRead = { name: string; path: string };

/**
 * The order lists the bench loads (DK-1000 with its outlets, as owner@demo.dk reads them): the
 * active list, a history page, and two phone searches over a month:
 * - the one the portal makes: a whole number (core spec, History search: a phone search applies only
 *   to a possible phone number), here the customer's of today's newest order, which the platform
 *   reduces to its national digits and finds through the reversed-digits index;
 * - for information, the suffix "12", which the API accepts from other clients ("numbers ending with
 *   these digits") and which matches about 1 % of a vendor's orders, all read and sorted.
 * Until 27 Nov the bench's only phone search was that suffix, reported as "phone search".
 */
export async function orderReads(base: string, authorization: string, nowSec: number, withSuffix = true): Promise<OrderRead[]> {
  const today = startOfToday(nowSec);
  const list = (q: string) => `/orders/api/v1/vendor/DK-1000/orders?${q}&include_outlets=true`;
  const active = list(`from=${today}&to=${nowSec}&count=200`);
  const res = await fetch(base + active, { headers: { authorization } });
  if (!res.ok) throw new Error(`active orders: ${res.status} ${await res.text()}`);
  const phone = ((await res.json()) as { result: { data: { customer: { phone_number: string } }[] } }).result.data[0]?.customer.phone_number;
  if (!phone) throw new Error("no order today whose customer's number the phone search could look for");
  const month = `from=${today - 30 * 86_400}&to=${nowSec}&count=50`;
  return [
    { name: "active orders (today, 200, outlets)", path: active },
    { name: "history (yesterday, 50, outlets)", path: list(`from=${today - 86_400}&to=${today - 1}&count=50`) },
    { name: "phone search (30 days, outlets, a customer's number)", path: list(`${month}&customer_phone_number=${encodeURIComponent(phone)}`) },
    ...(withSuffix ? [{ name: 'phone suffix "12" (30 days, outlets)', path: list(`${month}&customer_phone_number=12`) }] : []),
  ];
}

/**
 * env: more environment for the platform (bench/volume.ts: DATA_DIR of a loaded PGlite directory, or
 * DATABASE_URL); dbPids: the processes of a database server the platform uses (their CPU per request
 * is reported beside the platform's).
 */
export async function benchApiReads(
  seconds = 10,
  connections = 50,
  options: { env?: Record<string, string>; dbPids?: () => number[] } = {},
): Promise<ApiReadsResult> {
  const startLoad = loadAverage();
  const barePort = await freePort();
  const platformPort = await freePort();
  const bare = spawn(process.execPath, [join(root, "bench/bare-server.mjs")], { env: { ...process.env, PORT: String(barePort) }, stdio: "ignore" });
  const launcher = spawn(process.execPath, [join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(platformPort), HOST: "127.0.0.1", DATA_DIR: "memory://", SKIP_PORTAL_BUILD: "1", LOG_LEVEL: "warn", MAILBOX: "off", ...options.env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const base = `http://127.0.0.1:${platformPort}`;
    await waitFor(`http://127.0.0.1:${barePort}/`);
    await waitFor(`${base}/healthz`);
    await sleep(3000);
    const pid = platformPid(launcher.pid!);
    const atRest = rssMb(pid);

    const login = (await (
      await fetch(`${base}/identity/v1/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "owner@demo.dk", password: PASSWORD }) })
    ).json()) as { meta: { AccessToken: string; IdToken: string } };
    const acceptEncoding = benchAcceptEncoding();
    const encoding: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    const headers = { authorization: `Bearer ${login.meta.AccessToken};${login.meta.IdToken}`, ...encoding };
    const scenarios = [
      { name: "bare Hono hello-world", url: `http://127.0.0.1:${barePort}/`, headers: encoding },
      { name: "GET /vendors", url: `${base}/orders/api/v1/vendors`, headers },
      ...(await orderReads(base, headers.authorization, Math.floor(Date.now() / 1000))).map((r) => ({ name: r.name, url: base + r.path, headers })),
    ];
    const results: ReadResult[] = [];
    const [bareScenario, ...platformScenarios] = scenarios;
    type Run = Cannon & { cpuUsPerReq: number; dbCpuUsPerReq: number | null };
    // CPU of each database process now; a process that starts later counts from zero, one that ends
    // meanwhile takes its CPU with it (a lower bound, which the platform's pool of long-lived
    // connections keeps close).
    const dbCpu = () => new Map((options.dbPids?.() ?? []).map((p) => [p, cpuUs(p)] as const));
    const measured = async (pidOf: number, url: string, h: Record<string, string>, withDb = false): Promise<Run> => {
      const before = cpuUs(pidOf);
      const dbBefore = dbCpu();
      const r = await load(url, h, seconds, connections);
      const total = Math.max(1, r.requests.total);
      let dbUs = 0;
      for (const [p, us] of dbCpu()) dbUs += Math.max(0, us - (dbBefore.get(p) ?? 0));
      const db = withDb && options.dbPids ? Math.round(dbUs / total) : null;
      return { ...r, cpuUsPerReq: Math.round((cpuUs(pidOf) - before) / total), dbCpuUsPerReq: db };
    };
    const row = (name: string, r: Run, bare: Run | null): ReadResult => {
      const rps = Math.round(r.requests.average);
      const bareRps = bare ? Math.round(bare.requests.average) : null;
      return {
        scenario: name,
        reqPerSec: rps,
        p50ms: r.latency.p50,
        p99ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        bareReqPerSec: bareRps,
        ratioToBare: bareRps === null ? null : Math.round((rps / Math.max(1, bareRps)) * 1000) / 1000,
        cpuUsPerReq: r.cpuUsPerReq,
        cpuRatioToBare: bare ? Math.round((bare.cpuUsPerReq / Math.max(1, r.cpuUsPerReq)) * 100_000) / 100_000 : null,
        dbCpuUsPerReq: r.dbCpuUsPerReq,
        bytesPerAnswer: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
      };
    };
    // Each path answers, and is warm (JIT, caches) before it is measured: 2 s of load each, not reported.
    for (const s of platformScenarios) {
      const check = await fetch(s.url, { headers: s.headers });
      if (!check.ok) throw new Error(`${s.name}: ${check.status} ${await check.text()}`);
      await load(s.url, s.headers, 2, connections);
    }
    for (const s of platformScenarios) {
      const bareRun = await measured(bare.pid!, bareScenario.url, bareScenario.headers);
      if (!results.length) results.push(row(bareScenario.name, bareRun, null));
      results.push(row(s.name, await measured(pid, s.url, s.headers, true), bareRun));
    }
    return { seconds, connections, acceptEncoding, results, rssMb: { atRest, afterLoad: rssMb(pid) }, loadavg: { start: startLoad, end: loadAverage() } };
  } finally {
    await Promise.all([stop(bare), stop(launcher)]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [seconds, connections] = process.argv.slice(2).map(Number);
  const out = await benchApiReads(seconds || 10, connections || 50);
  console.log(
    `\nAPI reads (autocannon, ${out.connections} connections, ${out.seconds} s each, out of process; PGlite in memory; Accept-Encoding: ${out.acceptEncoding ?? "none"}):`,
  );
  console.table(
    out.results.map((r) => ({
      ...r,
      bareReqPerSec: r.bareReqPerSec ?? "",
      ratioToBare: r.bareReqPerSec === null ? "" : `1/${(r.bareReqPerSec / Math.max(1, r.reqPerSec)).toFixed(1)}`,
      cpuRatioToBare: r.cpuRatioToBare === null ? "" : `1/${(1 / Math.max(0.001, r.cpuRatioToBare)).toFixed(1)}`,
    })),
  );
  console.log(`load average: ${out.loadavg?.start.join(", ")} at the start, ${out.loadavg?.end.join(", ")} at the end`);
  console.log(`platform RSS: ${out.rssMb.atRest} MB at rest, ${out.rssMb.afterLoad} MB after the load`);
  process.exit(0);
}
