// A restart of the real platform process (`node scripts/start.mjs`, as `npm start` runs it) on a
// PGlite data directory. Graceful: SIGTERM to npm start's process reaches the platform, which stops
// accepting connections, closes its live sockets with 1012 "service restart" (the portal reconnects
// after 1 s), still answers a request that was in flight, closes the database and exits 0 — and
// nothing is left behind on the port. Fast: a second start on the same directory applies no
// migration, runs no seed and finds the directory closed cleanly (no WAL recovery); a directory
// whose process was killed is reported as such. The checks read the platform's log lines, never
// the clock.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listMigrations } from "../../src/server/db/migrate";
import { PASSWORD } from "./helpers";
import { authOf, connectLive, subscribe } from "./orders-support";

const root = new URL("../../", import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), "rrp-restart-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) killGroup(child);
  rmSync(dataDir, { recursive: true, force: true });
});

/** SIGKILL to npm start's process and everything it started (each start is its own process group). */
function killGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Resolves true when nothing accepts connections on the port. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
  });

type LogLine = Record<string, unknown> & { msg?: string };

async function start(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    SIM: "off",
    SKIP_PORTAL_BUILD: "1",
  };
  delete env.JWT_SECRET;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const lines = (): LogLine[] =>
    output
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as LogLine);
  const waitFor = (msg: string, ms = 60_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${msg}" in ${ms} ms:\n${output}`)), ms);
      const check = () => {
        const hit = lines().find((l) => l.msg === msg || l.msg?.startsWith(`${msg} `));
        if (!hit) return;
        clearTimeout(timer);
        child.stdout?.off("data", check);
        resolve(hit);
      };
      child.stdout?.on("data", check);
      check();
    });
  // "close", not "exit": it comes once every process holding the output pipes has ended, so a
  // platform left running behind npm start's process keeps it from coming.
  const ended = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  const exited = (ms = 20_000) =>
    Promise.race([ended, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still running after ${ms} ms:\n${output}`)), ms))]);
  const ready = await Promise.race([
    waitFor("database ready"),
    ended.then((code) => {
      throw new Error(`exited with ${code}:\n${output}`);
    }),
  ]);
  await waitFor("Portal ready at");
  return { child, ready, waitFor, exited, output: () => output };
}

const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("restart (SIGTERM to npm start, then start again on the same data directory)", () => {
  let port = 0;
  let refreshToken = "";

  it("drains: live sockets get 1012, a request in flight is answered, the database closes, exit 0, nothing left behind", async () => {
    port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await start(port);
    // A new directory: every migration applied, every seed ran.
    expect(first.ready).toMatchObject({ migrated: listMigrations(), seeded: ["demo", "request", "orders"], previousShutdown: "new" });

    const login = await fetch(`${base}/identity/v1/login`, json({ email: "owner@demo.dk", password: PASSWORD }));
    expect(login.status).toBe(200);
    const { meta } = (await login.json()) as { meta: { AccessToken: string } };
    const live = await connectLive(port, authOf({ authorization: `Bearer ${meta.AccessToken}` }));
    subscribe(live, "DK-1000");
    await live.next((m) => m.type === "subscribe_ok");
    const liveClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      live.ws.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
    );

    // A request in flight at SIGTERM: its connection is known to the server (a first request went
    // over it), its headers and half its body are sent; the rest follows after the signal.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await new Promise<void>((resolve, reject) => {
      request(`${base}/healthz`, { agent }, (res) => res.resume().on("end", resolve)).on("error", reject).end();
    });
    const body = JSON.stringify({ email: "owner@demo.dk", password: PASSWORD });
    const inFlight = request(`${base}/identity/v1/login`, {
      agent,
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      inFlight.on("error", reject);
    });
    inFlight.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 500));

    first.child.kill("SIGTERM");
    await first.waitFor("shutting down", 10_000);
    // The live socket is told the service restarts; no new connection is accepted meanwhile.
    expect(await liveClosed).toEqual({ code: 1012, reason: "service restart" });
    expect(await refused(port)).toBe(true);

    inFlight.end(body.slice(10));
    const answer = await answered;
    expect(answer.status).toBe(200);
    refreshToken = (JSON.parse(answer.text) as { meta: { RefreshToken: string } }).meta.RefreshToken;
    agent.destroy();

    expect(await first.exited()).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    expect(await first.waitFor("stopped")).toMatchObject({ sockets: 1, drained: true });
    expect(await refused(port)).toBe(true);
  }, 120_000);

  it("reopens without redoing the work: no migration, no seed, closed cleanly; the data written while draining is there", async () => {
    expect(refreshToken).not.toBe("");
    const second = await start(port);
    expect(second.ready).toMatchObject({ migrated: [], seeded: [], previousShutdown: "clean" });
    expect(second.output()).not.toContain("not closed cleanly");
    // The refresh token stored by the request answered during the drain survived the restart.
    const refreshed = await fetch(`http://127.0.0.1:${port}/identity/v1/refresh`, json({ refresh_token: refreshToken }));
    expect(refreshed.status).toBe(200);

    // A killed platform leaves the directory open: the next start says it recovered, and keeps the data.
    killGroup(second.child);
    await second.exited();
    const third = await start(port);
    expect(third.ready).toMatchObject({ migrated: [], seeded: [], previousShutdown: "unclean" });
    const login = await fetch(`http://127.0.0.1:${port}/identity/v1/login`, json({ email: "owner@demo.dk", password: PASSWORD }));
    expect(login.status).toBe(200);
    third.child.kill("SIGTERM");
    expect(await third.exited()).toBe(0);
  }, 120_000);
});
