// Measures a restart of the platform the way an operator does it: `npm start` (scripts/start.mjs),
// wait until /healthz answers, SIGTERM, start again on the same data directory, and time until
// /healthz answers again. Prints, per run, the time from SIGTERM to exit (close), from exit to
// /healthz (open) and from SIGTERM to /healthz (restart), then min / median / max.
//
//   node scripts/measure-restart.mjs [--runs 5] [--data-dir ./.data] [--keep] [--group]
//
// SIGTERM goes to the `npm start` process only (as `kill <pid>`, a container runtime or a process
// manager that signals one pid do); --group signals its whole process group instead (as Ctrl-C or
// systemd's default do). A platform that still answers after `npm start` exited was left behind
// (the signal did not reach it): the script says so and stops, since no restart can take its port.
//
// DATA_DIR defaults to a fresh temporary directory (its first start, which creates and seeds the
// database, is not counted); --data-dir measures an existing one (e.g. the default ./.data).
// DATABASE_URL in the environment measures PostgreSQL instead. The platform's own log lines (JSON)
// with an "ms" field are collected, so the phases of the last start are printed too.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const root = new URL("..", import.meta.url).pathname;
const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "5" }, "data-dir": { type: "string" }, keep: { type: "boolean", default: false }, group: { type: "boolean", default: false } },
});
const runs = Math.max(1, Number(args.runs) || 5);
const dataDir = args["data-dir"] ? resolve(args["data-dir"]) : mkdtempSync(join(tmpdir(), "rrp-restart-"));

const freePort = () =>
  new Promise((done) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

const port = await freePort();
const health = `http://127.0.0.1:${port}/healthz`;
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SIM: process.env.SIM ?? "on", LOG_LEVEL: "info" };

function start() {
  const t0 = performance.now();
  // detached: its own process group, so --group (and the clean-up) reach every process it starts.
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const lines = [];
  let buffer = "";
  const collect = (d) => {
    buffer += d;
    const parts = buffer.split("\n");
    buffer = parts.pop() ?? "";
    lines.push(...parts);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  // "close", not "exit": it fires once every process holding the output pipes (the platform that
  // npm start runs, too) has ended, so a platform still shutting down is not counted as stopped.
  const exited = new Promise((done) => child.on("close", (code, signal) => done({ code, signal, at: performance.now() })));
  return { child, t0, lines, exited };
}

async function waitHealthy(proc, timeoutMs = 120_000) {
  const until = performance.now() + timeoutMs;
  let dead = false;
  proc.exited.then(() => (dead = true));
  while (performance.now() < until) {
    if (dead) throw new Error(`platform exited before /healthz answered:\n${proc.lines.join("\n")}`);
    try {
      const res = await fetch(health, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`/healthz did not answer in ${timeoutMs} ms:\n${proc.lines.join("\n")}`);
}

const signal = (proc, sig, group = args.group) => {
  try {
    process.kill(group ? -proc.child.pid : proc.child.pid, sig);
  } catch {
    // already gone
  }
};

/** True when something still answers /healthz (a platform left behind by the stopped one). */
const stillServing = async () => {
  try {
    return (await fetch(health, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
};

const phases = (lines) =>
  lines
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return null;
      }
    })
    .filter((o) => o && typeof o.ms === "number")
    .map((o) => {
      const parts = [`${o.ms} ms`];
      if (typeof o.boot === "number") parts.push(`boot ${o.boot} ms`);
      if (o.steps) parts.push(Object.entries(o.steps).map(([k, v]) => `${k} ${v} ms`).join(", "));
      if (Array.isArray(o.migrated)) parts.push(`migrated [${o.migrated.join(", ")}]`, `seeded [${o.seeded.join(", ")}]`);
      if (o.previousShutdown) parts.push(`previous shutdown ${o.previousShutdown}`);
      return `${o.msg.replace(/ at http.*/, "")}: ${parts.join(", ")}`;
    });

const seconds = (ms) => (ms / 1000).toFixed(2);
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return `min ${seconds(s[0])} s  median ${seconds(mid)} s  max ${seconds(s[s.length - 1])} s`;
};

console.log(`data: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : dataDir}; port ${port}; ${runs} restarts`);
let current = start();
const firstReady = await waitHealthy(current);
console.log(`first start: ${seconds(firstReady - current.t0)} s to /healthz`);

const closes = [];
const opens = [];
const restarts = [];
const exitCodes = [];
try {
  for (let i = 1; i <= runs; i++) {
    const term = performance.now();
    signal(current, "SIGTERM");
    const { code, signal: by, at } = await current.exited;
    exitCodes.push(code ?? by);
    if (await stillServing()) {
      console.log(`run ${i}: npm start exited (${code ?? by}) after ${seconds(at - term)} s but the platform still answers /healthz: it was left behind`);
      process.exitCode = 1;
      break;
    }
    const next = start();
    const ready = await waitHealthy(next);
    closes.push(at - term);
    opens.push(ready - at);
    restarts.push(ready - term);
    console.log(
      `run ${i}: close ${seconds(at - term)} s (exit ${code ?? by}), open ${seconds(ready - at)} s, restart ${seconds(ready - term)} s`,
    );
    current = next;
  }
  const last = phases(current.lines);
  if (last.length) console.log(`the last start:\n  ${last.join("\n  ")}`);
  if (restarts.length) {
    console.log(`close:   ${stats(closes)}`);
    console.log(`open:    ${stats(opens)}`);
    console.log(`restart: ${stats(restarts)}`);
  }
  console.log(`exit codes: ${exitCodes.join(", ")}`);
} finally {
  // The whole group, so nothing this script started outlives it.
  signal(current, "SIGTERM", true);
  await current.exited;
  for (let i = 0; i < 100 && (await stillServing()); i++) await new Promise((r) => setTimeout(r, 100));
  if (!args["data-dir"] && !args.keep) rmSync(dataDir, { recursive: true, force: true });
}
