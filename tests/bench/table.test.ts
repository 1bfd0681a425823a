// The "Must reach" table of `npm run bench` (bench/table.ts): each ratio computed from one run's
// results and marked met / not met, parts that did not run marked "not measured", and the Markdown.
import { describe, expect, it } from "vitest";
import type { ApiReadsResult } from "../../bench/api-reads";
import { type BenchResults, markdownTable, mustReach } from "../../bench/table";

const reads = (vendors: number, active: number, rss = 300): ApiReadsResult => ({
  seconds: 10,
  connections: 50,
  rssMb: { atRest: rss, afterLoad: rss + 50 },
  results: [
    { scenario: "bare Hono hello-world", reqPerSec: 16_000, p50ms: 2, p99ms: 9, non2xx: 0, errors: 0, bareReqPerSec: null, ratioToBare: null, cpuUsPerReq: 20, cpuRatioToBare: null },
    { scenario: "GET /vendors", reqPerSec: vendors, p50ms: 10, p99ms: 40, non2xx: 0, errors: 0, bareReqPerSec: 16_000, ratioToBare: vendors / 16_000, cpuUsPerReq: 100, cpuRatioToBare: 0.2 },
    { scenario: "active orders (today, 200, outlets)", reqPerSec: active, p50ms: 100, p99ms: 400, non2xx: 0, errors: 0, bareReqPerSec: 16_000, ratioToBare: active / 16_000, cpuUsPerReq: 100, cpuRatioToBare: 0.2 },
  ],
});

describe("bench must-reach table", () => {
  it("computes the API ratios against the bare server of the same run", () => {
    const must = mustReach({ apiReads: reads(4_000, 1_000, 240) });
    expect(must["GET vendors ≥ 1/4 bare req/s (PGlite)"]).toEqual({ value: "1/4", target: "≥ 1/4", met: true });
    expect(must["active orders ≥ 1/8 bare req/s (PGlite)"]).toEqual({ value: "1/16", target: "≥ 1/8", met: false });
    expect(must["platform RSS at rest ≤ 250 MB"].met).toBe(true);
  });

  it("compares PostgreSQL with PGlite like with like: the demo with the demo, a loaded database with a loaded one", () => {
    const load = { migrateAndSeed: 1, insert: 1, indexes: 1, analyze: 1, total: 4 };
    const must = mustReach({
      apiReads: reads(4_000, 2_000),
      volume: [
        { volume: "pg", database: "postgres", orders: 0, loadMs: { ...load, total: 0 }, apiReads: reads(4_400, 2_400) },
        { volume: "1m", database: "postgres", orders: 1_000_000, loadMs: load, apiReads: reads(3_000, 1_000) },
        { volume: "100k", database: "pglite", orders: 100_000, loadMs: load, apiReads: reads(3_200, 1_200) },
      ],
    });
    expect(must["active orders better on the demo on PostgreSQL than in PGlite"]).toEqual({ value: "1/6.7 vs 1/8", target: "higher", met: true });
    expect(must["GET vendors better on the demo on PostgreSQL than in PGlite"].met).toBe(true);
    expect(must["active orders better on PostgreSQL (+1,000,000) than on PGlite (+100,000)"]).toEqual({ value: "1/16 vs 1/13.3", target: "higher", met: false });
    // The demo on PostgreSQL loads nothing: it is not counted as a realistic volume.
    expect(must["realistic volume (1m on PostgreSQL, 100k on PGlite)"].value).toBe("1m loaded in 0 s, 100k loaded in 0 s");
  });

  it("judges 'better on PostgreSQL' by the paired rounds when they ran, and shows the runs minutes apart as information", () => {
    const run = (reqPerSec: number) => ({ reqPerSec, cpuUsPerReq: 50, dbCpuUsPerReq: null, non2xx: 0, errors: 0 });
    const round = (bare: number, pglite: number, postgres: number) => ({ bare, pglite: run(pglite), postgres: run(postgres), first: "pglite" as const });
    const results: BenchResults = {
      apiReads: reads(4_000, 2_000),
      volume: [{ volume: "pg", database: "postgres", orders: 0, loadMs: { migrateAndSeed: 1, insert: 0, indexes: 0, analyze: 0, total: 0 }, apiReads: reads(3_000, 1_000) }],
      dbCompare: {
        rounds: 3,
        seconds: 5,
        connections: 50,
        acceptEncoding: null,
        reads: [
          {
            read: "GET /vendors",
            rounds: [round(40_000, 10_000, 11_000), round(40_000, 10_000, 9_000), round(40_000, 10_000, 10_500)],
            ratioToBare: { pglite: 0.25, postgres: 0.2625 },
            paired: 1.05,
            postgresAhead: 2,
            cpuUsPerReq: { pglite: 50, postgres: 50, postgresServer: 0 },
          },
          {
            read: "active orders (today, 200, outlets)",
            rounds: [round(40_000, 10_000, 9_000), round(40_000, 10_000, 9_500), round(40_000, 10_000, 10_500)],
            ratioToBare: { pglite: 0.25, postgres: 0.2375 },
            paired: 0.95,
            postgresAhead: 1,
            cpuUsPerReq: { pglite: 50, postgres: 55, postgresServer: 1 },
          },
        ],
      },
    };
    const must = mustReach(results);
    expect(must["GET vendors better on PostgreSQL (the demo on both, 3 alternated rounds)"]).toEqual({
      value: "PostgreSQL/PGlite 1.05 (ahead in 2 of 3; 1/3.8 vs 1/4 of bare)",
      target: "> 1",
      met: true,
    });
    expect(must["active orders better on PostgreSQL (the demo on both, 3 alternated rounds)"].met).toBe(false);
    // A read that queries the database is information beside item 4's two.
    const history = { ...results.dbCompare!.reads[0], read: "history (yesterday, 50, outlets)", paired: 2.5 };
    expect(mustReach({ ...results, dbCompare: { ...results.dbCompare!, reads: [history] } })["history (info) better on PostgreSQL (the demo on both, 3 alternated rounds)"].met).toBe(true);
    // The parts minutes apart are still shown, named as information.
    expect(must["active orders better on the demo on PostgreSQL than in PGlite (info: runs minutes apart)"].met).toBe(false);
    expect(must["active orders better on the demo on PostgreSQL than in PGlite"]).toBeUndefined();
    expect(markdownTable(results)).toContain("| GET /vendors | 1/4 | 1/3.8 | 1.05 (2 of 3) | 50 · 50 + 0 µs |");
  });

  it("names rounds on platforms started anew, and shows the control beside GET vendors", () => {
    const run = (reqPerSec: number) => ({ reqPerSec, cpuUsPerReq: 50, dbCpuUsPerReq: 2, non2xx: 0, errors: 0 });
    const rounds = [0.9, 1.1].map((pg) => ({ bare: 40_000, pglite: run(10_000), postgres: run(10_000 * pg), first: "pglite" as const }));
    const read = (name: string) => ({
      read: name,
      rounds,
      ratioToBare: { pglite: 0.25, postgres: 0.25 },
      paired: 1,
      postgresAhead: 1,
      cpuUsPerReq: { pglite: 50, postgres: 50, postgresServer: 2 },
    });
    const results: BenchResults = {
      dbCompare: {
        rounds: 2,
        seconds: 5,
        connections: 50,
        acceptEncoding: null,
        reads: [read("GET /vendors"), read("active orders (today, 200, outlets)")],
        freshPlatforms: true,
        control: { read: "GET /vendors", ratios: [0.82, 1.2], median: 1.01, min: 0.82, max: 1.2 },
      },
    };
    const must = mustReach(results);
    expect(must["GET vendors better on PostgreSQL (the demo on both, 2 rounds on platforms started anew)"]).toEqual({
      value: "PostgreSQL/PGlite 1 (ahead in 1 of 2; 1/4 vs 1/4 of bare; two PGlite platforms 0.82–1.2, median 1.01)",
      target: "> 1",
      met: false,
    });
    // The control belongs to GET vendors only.
    expect(must["active orders better on PostgreSQL (the demo on both, 2 rounds on platforms started anew)"].value).toBe("PostgreSQL/PGlite 1 (ahead in 1 of 2; 1/4 vs 1/4 of bare)");
    const md = markdownTable(results);
    expect(md).toContain("every round on platforms started anew");
    expect(md).toContain("Control: GET /vendors on a second PGlite platform of the same build, over the first, round by round: 0.82, 1.2 (median 1.01).");
  });

  it("marks what did not run as not measured, never as met", () => {
    const must = mustReach({});
    expect(must["WebSocket fan-out to 1,000 sockets, nothing lost"].met).toBeNull();
    expect(must["60 fps scrolling 10k rows on the tracking page"].met).toBeNull();
    expect(must["realistic volume (1m on PostgreSQL, 100k on PGlite)"].met).toBeNull();
  });

  it("counts a fan-out with one lost update, or fewer than 1,000 sockets, as not met", () => {
    const series = (delivered: number) => ({ series: "order cancelled (PUT /order/cancel), one at a time", events: 2, expected: 2000, delivered, lost: 2000 - delivered, p50ms: 40, p95ms: 90, maxMs: 120, apiP50ms: 30 });
    const ws = (subscribed: number, delivered: number) =>
      ({ wsFanout: { sockets: 1000, subscribed, series: [series(delivered)] } }) as unknown as BenchResults;
    expect(mustReach(ws(1000, 2000))["WebSocket fan-out to 1,000 sockets, nothing lost"].met).toBe(true);
    expect(mustReach(ws(1000, 1999))["WebSocket fan-out to 1,000 sockets, nothing lost"].met).toBe(false);
    expect(mustReach(ws(999, 2000))["WebSocket fan-out to 1,000 sockets, nothing lost"].met).toBe(false);
  });

  it("judges a live update by the machine's end-to-end median, not by the number of updates", () => {
    const cw = (median: number) =>
      ({
        clientWork: {
          classification: [],
          growth: { classify: 10, search: 10, merge: 10 },
          liveUpdateMs: { updates: 2000, merge: { median: 0.004, p95: 0.009 }, machine: { median, p95: median * 2 }, before: { copy: { median: 3, p95: 4 }, copyAndClassify: { median: 6, p95: 9 } } },
        },
      }) as unknown as BenchResults;
    expect(mustReach(cw(0.14))["a live update at 10k orders < 1 ms (machine + tabs, median)"]).toEqual({ value: 0.14, target: "< 1", met: true });
    expect(mustReach(cw(1.2))["a live update at 10k orders < 1 ms (machine + tabs, median)"].met).toBe(false);
    expect(markdownTable(cw(0.14))).toContain("| one live update at 10k, machine + tabs (median · p95 of 2000) | 0.14 · 0.28 ms |");
  });

  it("shows the growth as the median of the per-round ratios with their quartiles and range", () => {
    const g = { median: 9.7, p25: 9.4, p75: 10, min: 7.3, max: 61.5 };
    const md = markdownTable({
      clientWork: {
        classification: [
          { n: 10_000, ms: 2.5, searchMs: 3, mergeMs: 2.4 },
          { n: 100_000, ms: 24.3, searchMs: 29, mergeMs: 21.6 },
        ],
        growth: { classify: 9.7, search: 9.7, merge: 9 },
        growthSpread: { classify: g, search: g, merge: { ...g, median: 9 }, rounds: 41 },
        liveUpdateMs: { updates: 2000, merge: { median: 0.004, p95: 0.009 }, machine: { median: 0.1, p95: 0.2 }, before: { copy: { median: 3, p95: 4 }, copyAndClassify: { median: 6, p95: 9 } } },
      },
    } as unknown as BenchResults);
    expect(md).toContain("| client work | 10k | 100k | growth (median of 41 per-round ratios) |");
    expect(md).toContain("| classify | 2.5 ms | 24.3 ms | 9.7× (quartiles 9.4–10×, range 7.3–61.5×) |");
  });

  it("tells the size of an answer beside its req/s, where the run measured it", () => {
    const r = reads(4_000, 2_000);
    r.results[2] = { ...r.results[2], bytesPerAnswer: 5_284 };
    expect(markdownTable({ apiReads: r })).toContain("| active orders (today, 200, outlets) | 2,000 req/s, p50 100 ms, 5.2 KB an answer (1/8; 1/8 of 16,000 beside it) |");
  });

  it("shows the phone search the portal makes (a customer's number) apart from the two-digit suffix, which is information", () => {
    const r = reads(4_000, 2_000);
    const search = (scenario: string, reqPerSec: number) => ({ ...r.results[2], scenario, reqPerSec, ratioToBare: reqPerSec / 16_000 });
    r.results.push(search("phone search (30 days, outlets, a customer's number)", 800), search('phone suffix "12" (30 days, outlets)', 100));
    const md = markdownTable({ apiReads: r });
    expect(md).toContain("| phone search (30 days, outlets, a customer's number) | 800 req/s, p50 100 ms (1/20; 1/20 of 16,000 beside it) |");
    expect(md).toContain('| phone suffix "12" (30 days, outlets; info: the portal searches whole numbers) | 100 req/s, p50 100 ms (1/160; 1/160 of 16,000 beside it) |');
    // Results of runs before the split have no suffix row: no empty row is shown for them.
    expect(markdownTable({ apiReads: reads(4_000, 2_000) })).not.toContain("phone suffix");
  });

  it("renders a Markdown table with a column per database", () => {
    const pg = reads(5_000, 2_500);
    const onPostgres: ApiReadsResult = {
      ...pg,
      loadavg: { start: [3.1, 2, 1], end: [4.2, 2, 1] },
      results: pg.results.map((r) => (r.bareReqPerSec ? { ...r, bareReqPerSec: 8_000, dbCpuUsPerReq: 7 } : r)),
    };
    const md = markdownTable({
      when: "2026-11-27T00:00:00.000Z",
      apiReads: reads(4_000, 1_000),
      volume: [{ volume: "1m", database: "postgres", orders: 1_000_000, loadMs: { migrateAndSeed: 1000, insert: 20_000, indexes: 8000, analyze: 1000, total: 30_000 }, apiReads: onPostgres }],
    });
    expect(md).toContain("| GET vendors ≥ 1/4 bare req/s (PGlite) | 1/4 | ≥ 1/4 | **met** |");
    expect(md).toContain("| API read (autocannon, 50 connections × 10 s) | PGlite, demo data | PostgreSQL, +1,000,000 orders |");
    // Against the run's best bare, and against the bare server loaded beside it (8,000 in that phase).
    expect(md).toContain("| active orders (today, 200, outlets) | 1,000 req/s, p50 100 ms (1/16; 1/16 of 16,000 beside it) | 2,500 req/s, p50 100 ms (1/6.4; 1/3.2 of 8,000 beside it) |");
    // CPU per request: the platform's, plus PostgreSQL's where it is a process of its own; the load average.
    expect(md).toContain("| CPU per request: active orders (platform + PostgreSQL) | 100 µs | 100 + 7 µs |");
    expect(md).toContain("| load average (1 min) at the start → end | – | 3.1 → 4.2 |");
    expect(md).toContain("30.0 s (1.0 + 20.0 + 8.0 + 1.0 s)");
    // The Accept-Encoding the reads carried, when the results recorded it.
    const browser = markdownTable({ when: "2026-11-27T00:00:00.000Z", apiReads: { ...reads(4_000, 1_000), acceptEncoding: "gzip, deflate, br, zstd" } });
    expect(browser).toContain("| API read (autocannon, 50 connections × 10 s, Accept-Encoding: gzip, deflate, br, zstd) | PGlite, demo data |");
  });
});
