// "Better on PostgreSQL" (issue 14, item 4), measured as a paired comparison: the same demo on
// PGlite in memory and on PostgreSQL, two platforms started side by side (as `npm start` runs them,
// the rider simulator on in both), and the bare Hono server, all up at once; autocannon (its own
// process) loads one of them at a time in alternation, round after round:
//   bare, PGlite, PostgreSQL · bare, PostgreSQL, PGlite · bare, PGlite, PostgreSQL · …
// for GET vendors and for the active orders list (the reads item 4 names; both answer from the
// platform's memory once warm), and, for information, a history page and a phone search for a
// customer's number (each a query: the reads where the database is on the path). Each platform run is divided by the bare run of its
// own round, and each PostgreSQL run by the PGlite run of the same round (the paired ratio).
// Why not compare the PGlite demo of the api-reads part with the PostgreSQL demo of the volume part:
// those runs are minutes apart, and this machine (2 cores of a shared VM) moves by up to 2× between
// 10-s windows (the same platform process: 51–93 µs of CPU per cached read within minutes, 27 Nov).
// Two runs minutes apart then compare the machine's moments, not the databases; alternating short
// runs puts both databases in the same moments, and the medians of the rounds discount the outliers.
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
export type DbCompareResult = { rounds: number; seconds: number; connections: number; acceptEncoding: string | null; reads: DbCompareRead[] };

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
  const stops: (() => Promise<void>)[] = [];
  let bare: ChildProcess | undefined;
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    const barePort = await freePort();
    bare = spawn(process.execPath, [join(root, "bench/bare-server.mjs")], { env: { ...process.env, PORT: String(barePort) }, stdio: "ignore" });
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    // One after the other: the PostgreSQL platform migrates and seeds its database while nothing else starts.
    const pglite = await startPlatformProcess();
    stops.push(pglite.stop);
    const onPostgres = await startPlatformProcess({ DATABASE_URL: url.toString() });
    stops.push(onPostgres.stop);
    await waitFor(bareUrl);
    const acceptEncoding = benchAcceptEncoding();
    const encoding: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    const platforms = await Promise.all(
      [pglite, onPostgres].map(async (p) => ({ ...p, headers: { authorization: (await signInApi(p.base)).authorization, ...encoding } })),
    );
    // The list reads, searching the number of the PGlite demo's newest order of today (the demo is seeded
    // alike on both: the same seed, the same customers).
    const lists = await orderReads(pglite.base, platforms[0].headers.authorization, Math.floor(Date.now() / 1000), false);
    const reads = [
      { read: "GET /vendors", path: "/orders/api/v1/vendors" },
      ...lists.filter((r) => withQueries || r.name.startsWith("active")).map((r) => ({ read: r.name, path: r.path })),
    ];
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
    // Each read answers on both, with as many orders, and both are warm (JIT, caches) before anything is measured.
    for (const { read, path } of reads) {
      const found: number[] = [];
      for (const p of platforms) {
        const check = await fetch(p.base + path, { headers: p.headers });
        if (!check.ok) throw new Error(`${read}: ${check.status} ${await check.text()}`);
        const { result } = (await check.json()) as { result: { data?: unknown[]; vendors?: unknown[] } };
        found.push((result.data ?? result.vendors ?? []).length);
        await load(p.base + path, p.headers, 2, connections);
      }
      if (found[0] !== found[1]) console.warn(`db-compare: ${read} finds ${found[0]} orders on PGlite, ${found[1]} on PostgreSQL`);
    }
    await load(bareUrl, encoding, 2, connections);
    const out: DbCompareRead[] = [];
    for (const { read, path } of reads) {
      const measured: DbCompareRound[] = [];
      for (let i = 0; i < rounds; i++) {
        const bareRps = (await load(bareUrl, encoding, seconds, connections)).requests.average;
        const first = i % 2 === 0 ? "pglite" : "postgres";
        const runs: Partial<Record<"pglite" | "postgres", DbCompareRun>> = {};
        for (const which of first === "pglite" ? (["pglite", "postgres"] as const) : (["postgres", "pglite"] as const)) {
          const p = platforms[which === "pglite" ? 0 : 1];
          runs[which] = await measure(p.pid, p.base + path, p.headers, which === "postgres");
        }
        measured.push({ bare: Math.round(bareRps), pglite: runs.pglite!, postgres: runs.postgres!, first });
      }
      const cpuServer = measured.map((m) => m.postgres.dbCpuUsPerReq).filter((x): x is number => x !== null);
      out.push({
        read,
        rounds: measured,
        ratioToBare: {
          pglite: r3(median(measured.map((m) => m.pglite.reqPerSec / Math.max(1, m.bare)))),
          postgres: r3(median(measured.map((m) => m.postgres.reqPerSec / Math.max(1, m.bare)))),
        },
        paired: r3(median(measured.map((m) => m.postgres.reqPerSec / Math.max(1, m.pglite.reqPerSec)))),
        postgresAhead: measured.filter((m) => m.postgres.reqPerSec > m.pglite.reqPerSec).length,
        cpuUsPerReq: {
          pglite: median(measured.map((m) => m.pglite.cpuUsPerReq)),
          postgres: median(measured.map((m) => m.postgres.cpuUsPerReq)),
          postgresServer: cpuServer.length ? median(cpuServer) : null,
        },
      });
    }
    return { rounds, seconds, connections, acceptEncoding, reads: out };
  } finally {
    bare?.kill("SIGTERM");
    await Promise.all(stops.map((s) => s()));
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    server.stop();
  }
}

export function printDbCompare(r: DbCompareResult) {
  console.log(`PGlite against PostgreSQL, the demo on both, ${r.rounds} alternated rounds of ${r.seconds} s (autocannon, ${r.connections} connections):`);
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
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [rounds, seconds] = process.argv.slice(2).map(Number);
  printDbCompare(await benchDbCompare(rounds || 6, seconds || 5));
  process.exit(0);
}
