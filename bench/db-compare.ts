// "Better on PostgreSQL" (issue 14, item 4), measured as a paired comparison: the same demo on
// PGlite in memory and on PostgreSQL, two platforms started as `npm start` runs them (the rider
// simulator on in both), and the bare Hono server, all up at once; autocannon (its own process) loads
// one of them at a time in alternation:
//   bare, PGlite, PostgreSQL · bare, PostgreSQL, PGlite · bare, PGlite, PostgreSQL · …
// for GET vendors and for the active orders list (the reads item 4 names; both answer from the
// platform's memory once warm), and, for information, a history page and a phone search for a
// customer's number (each a query: the reads where the database is on the path). Each platform run is
// divided by the bare run of its own round, and each PostgreSQL run by the PGlite run of the same
// round (the paired ratio).
// Every round starts its platforms anew (and PostgreSQL's database: dropped, migrated and seeded
// again), because a platform process keeps a speed of its own: two processes of the same build on
// the same database, alternated on GET vendors, stayed 10–25 % apart for their whole life, the faster
// one the first started in one pair and the second in the next (27 Nov, bench/.diag). One pair of
// processes per run therefore compared two processes' luck, and the sign of the ratio flipped between
// runs of the same code (0.84–1.15 over six runs). A third platform, a second PGlite, is the control:
// its GET vendors over the first PGlite's, round by round, is what two identical platforms differ by,
// against which the PostgreSQL/PGlite ratio can be read.
// Why not compare the PGlite demo of the api-reads part with the PostgreSQL demo of the volume part:
// those runs are minutes apart, and this machine (2 cores of a shared VM) moves by up to 2× between
// 10-s windows. Alternating short runs puts both databases in the same moments, and the medians of the
// rounds discount the outliers.
// `npx tsx bench/db-compare.ts [rounds] [seconds]` prints it; bench/run.ts runs it as the db-compare
// part (BENCH_ONLY=db-compare), needing PostgreSQL as the volume part does (BENCH_DATABASE_URL or
// scripts/ci-postgres.sh).
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import postgres from "postgres";
import { benchAcceptEncoding, cpuUs, load, orderReads } from "./api-reads";
import { freePort, root, signInApi, startPlatformProcess, waitFor } from "./platform-process";
import { postgresServer } from "./volume";

export type DbCompareRun = { reqPerSec: number; cpuUsPerReq: number; dbCpuUsPerReq: number | null; non2xx: number; errors: number };
export type DbCompareRound = { bare: number; pglite: DbCompareRun; postgres: DbCompareRun; first: "pglite" | "postgres" };
export type DbCompareRead = {
  read: string;
  rounds: DbCompareRound[];
  /** Medians over the rounds: each platform's req/s over the bare server's of its round. */
  ratioToBare: { pglite: number; postgres: number };
  /** Median over the rounds of PostgreSQL's req/s over PGlite's in the same round (> 1: PostgreSQL serves more). */
  paired: number;
  /** Rounds in which PostgreSQL served more than PGlite. */
  postgresAhead: number;
  /** Medians over the rounds of the CPU per answered request, in µs (PostgreSQL: the platform's, and its server processes'). */
  cpuUsPerReq: { pglite: number; postgres: number; postgresServer: number | null };
};
/** Two PGlite platforms of the same build, GET vendors: the second's req/s over the first's, per round. */
export type DbCompareControl = { read: string; ratios: number[]; median: number; min: number; max: number };
export type DbCompareResult = {
  rounds: number;
  seconds: number;
  connections: number;
  acceptEncoding: string | null;
  reads: DbCompareRead[];
  /** Every round on platforms started anew (absent in older results: one pair of platforms for the whole run). */
  freshPlatforms?: boolean;
  control?: DbCompareControl;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** withQueries: also the history page and the phone search (information: the reads that query the database). */
export async function benchDbCompare(rounds = 6, seconds = 5, connections = 50, withQueries = true): Promise<DbCompareResult> {
  const server = postgresServer();
  const name = "rrp_bench_compare";
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  let bare: ChildProcess | undefined;
  try {
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    const barePort = await freePort();
    bare = spawn(process.execPath, [join(root, "bench/bare-server.mjs")], { env: { ...process.env, PORT: String(barePort) }, stdio: "ignore" });
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitFor(bareUrl);
    const acceptEncoding = benchAcceptEncoding();
    const encoding: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    const measure = async (pid: number, target: string, headers: Record<string, string>, withDb: boolean): Promise<DbCompareRun> => {
      const before = cpuUs(pid);
      const dbPids = withDb ? (server.pids?.() ?? []) : [];
      const dbBefore = new Map(dbPids.map((p) => [p, cpuUs(p)] as const));
      const r = await load(target, headers, seconds, connections);
      const total = Math.max(1, r.requests.total);
      let dbUs = 0;
      for (const [p, us] of dbBefore) dbUs += Math.max(0, cpuUs(p) - us);
      return {
        reqPerSec: Math.round(r.requests.average),
        cpuUsPerReq: Math.round((cpuUs(pid) - before) / total),
        dbCpuUsPerReq: withDb && server.pids ? Math.round(dbUs / total) : null,
        non2xx: r.non2xx,
        errors: r.errors,
      };
    };
    await load(bareUrl, encoding, 2, connections);
    let reads: { read: string; path: string }[] = [];
    const measured = new Map<string, DbCompareRound[]>();
    const control: number[] = [];
    for (let i = 0; i < rounds; i++) {
      // This round's platforms, one after the other (the PostgreSQL one migrates and seeds a new database
      // while nothing else starts): PGlite, the control PGlite, PostgreSQL.
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE ${name}`);
      const stops: (() => Promise<void>)[] = [];
      try {
        const started = [];
        for (const env of [{}, {}, { DATABASE_URL: url.toString() }] as Record<string, string>[]) {
          const p = await startPlatformProcess(env);
          stops.push(p.stop);
          started.push({ ...p, headers: { authorization: (await signInApi(p.base)).authorization, ...encoding } });
        }
        const [pglite, twin, onPostgres] = started;
        // The list reads, searching the number of the PGlite demo's newest order of today (the demo is
        // seeded alike on all: the same seed, the same customers), up to now: each round's platforms seed
        // today's orders anew (relative to their start), so each round asks for its own window.
        const lists = await orderReads(pglite.base, pglite.headers.authorization, Math.floor(Date.now() / 1000), false);
        reads = [
          { read: "GET /vendors", path: "/orders/api/v1/vendors" },
          ...lists.filter((r) => withQueries || r.name.startsWith("active")).map((r) => ({ read: r.name, path: r.path })),
        ];
        // Each read answers on every platform, with as many orders, and each is warm (JIT, caches) before it is measured.
        for (const { read, path } of reads) {
          const found: number[] = [];
          for (const p of read === "GET /vendors" ? started : [pglite, onPostgres]) {
            const check = await fetch(p.base + path, { headers: p.headers });
            if (!check.ok) throw new Error(`${read}: ${check.status} ${await check.text()}`);
            const { result } = (await check.json()) as { result: { data?: unknown[]; vendors?: unknown[] } };
            found.push((result.data ?? result.vendors ?? []).length);
            await load(p.base + path, p.headers, 1, connections);
          }
          if (new Set(found).size > 1) console.warn(`db-compare: ${read} finds ${found.join(", ")} (PGlite, ${found.length > 2 ? "the control, " : ""}PostgreSQL)`);
        }
        for (const { read, path } of reads) {
          const bareRps = (await load(bareUrl, encoding, seconds, connections)).requests.average;
          const first = i % 2 === 0 ? "pglite" : "postgres";
          const runs: Partial<Record<"pglite" | "postgres", DbCompareRun>> = {};
          for (const which of first === "pglite" ? (["pglite", "postgres"] as const) : (["postgres", "pglite"] as const)) {
            const p = which === "pglite" ? pglite : onPostgres;
            runs[which] = await measure(p.pid, p.base + path, p.headers, which === "postgres");
          }
          if (read === "GET /vendors") control.push((await measure(twin.pid, twin.base + path, twin.headers, false)).reqPerSec / Math.max(1, runs.pglite!.reqPerSec));
          measured.set(read, [...(measured.get(read) ?? []), { bare: Math.round(bareRps), pglite: runs.pglite!, postgres: runs.postgres!, first }]);
        }
      } finally {
        await Promise.all(stops.map((s) => s()));
      }
    }
    const out: DbCompareRead[] = reads.map(({ read }) => {
      const m = measured.get(read) ?? [];
      const cpuServer = m.map((x) => x.postgres.dbCpuUsPerReq).filter((x): x is number => x !== null);
      return {
        read,
        rounds: m,
        ratioToBare: {
          pglite: r3(median(m.map((x) => x.pglite.reqPerSec / Math.max(1, x.bare)))),
          postgres: r3(median(m.map((x) => x.postgres.reqPerSec / Math.max(1, x.bare)))),
        },
        paired: r3(median(m.map((x) => x.postgres.reqPerSec / Math.max(1, x.pglite.reqPerSec)))),
        postgresAhead: m.filter((x) => x.postgres.reqPerSec > x.pglite.reqPerSec).length,
        cpuUsPerReq: {
          pglite: median(m.map((x) => x.pglite.cpuUsPerReq)),
          postgres: median(m.map((x) => x.postgres.cpuUsPerReq)),
          postgresServer: cpuServer.length ? median(cpuServer) : null,
        },
      };
    });
    const controlOut: DbCompareControl = { read: "GET /vendors", ratios: control.map(r3), median: r3(median(control)), min: r3(Math.min(...control)), max: r3(Math.max(...control)) };
    return { rounds, seconds, connections, acceptEncoding, reads: out, freshPlatforms: true, control: controlOut };
  } finally {
    bare?.kill("SIGTERM");
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    server.stop();
  }
}

export function printDbCompare(r: DbCompareResult) {
  console.log(
    `PGlite against PostgreSQL, the demo on both, ${r.rounds} alternated rounds of ${r.seconds} s${r.freshPlatforms ? ", each on platforms started anew" : ""} (autocannon, ${r.connections} connections):`,
  );
  for (const x of r.reads) {
    console.table(
      x.rounds.map((m, i) => ({
        round: i + 1,
        first: m.first,
        bare: m.bare,
        pglite: m.pglite.reqPerSec,
        postgres: m.postgres.reqPerSec,
        "pglite µs": m.pglite.cpuUsPerReq,
        "postgres µs": `${m.postgres.cpuUsPerReq} + ${m.postgres.dbCpuUsPerReq ?? "?"}`,
      })),
    );
    console.log(
      `${x.read}: PGlite 1/${(1 / x.ratioToBare.pglite).toFixed(1)}, PostgreSQL 1/${(1 / x.ratioToBare.postgres).toFixed(1)} of bare (medians); PostgreSQL/PGlite ${x.paired} (median of the rounds), ahead in ${x.postgresAhead} of ${x.rounds.length}; CPU ${x.cpuUsPerReq.pglite} against ${x.cpuUsPerReq.postgres} + ${x.cpuUsPerReq.postgresServer ?? "?"} µs`,
    );
  }
  if (r.control)
    console.log(
      `control, ${r.control.read} on two PGlite platforms of the same build: the second/the first ${r.control.median} (median; ${r.control.min}–${r.control.max}; rounds ${r.control.ratios.join(", ")})`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [rounds, seconds] = process.argv.slice(2).map(Number);
  printDbCompare(await benchDbCompare(rounds || 6, seconds || 5));
  process.exit(0);
}
