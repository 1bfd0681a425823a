// The platform as `npm start` runs it (scripts/start.mjs: the bundled module in its own process, the
// rider simulator on), for the benches that need it live: bench/ws-fanout.ts and bench/volume.ts. Also
// what they read of it from /proc: resident memory and CPU time.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

export const root = new URL("..", import.meta.url).pathname;
export const PASSWORD = "Rider-Demo-2026!";
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function waitFor(url: string, child?: ChildProcess, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

/** Resident memory of one process (MB). */
export function rssMb(pid: number): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** CPU time (user + system, seconds) a process has used so far. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command (which may hold spaces) start after the last ")": state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

/** The platform process itself (start.mjs runs it as its child). */
function childOf(launcher: number): number {
  try {
    const children = readFileSync(`/proc/${launcher}/task/${launcher}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return children.length ? Number(children[0]) : launcher;
  } catch {
    return launcher;
  }
}

export type PlatformProcess = { base: string; port: number; pid: number; stop(): Promise<void> };

/**
 * Starts the platform through scripts/start.mjs on a free loopback port: PGlite in memory unless `env`
 * says otherwise (DATA_DIR, DATABASE_URL), the simulator on, the demo seeded, always open
 * (SERVICE_HOURS 0000:0000, so orders can be placed at any hour), logs at warn.
 */
export async function startPlatformProcess(env: Record<string, string> = {}): Promise<PlatformProcess> {
  const port = await freePort();
  const launcher = spawn(process.execPath, [join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      SKIP_PORTAL_BUILD: "1",
      LOG_LEVEL: "warn",
      MAILBOX: "off",
      SERVICE_HOURS: "0000:0000",
      IDENTITY_RATE_LIMIT: "100000",
      LOGIN_IP_RATE_LIMIT: "100000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/healthz`, launcher);
  } catch (err) {
    launcher.kill("SIGKILL");
    throw err;
  }
  return {
    base,
    port,
    pid: childOf(launcher.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        if (launcher.exitCode !== null) return resolve();
        launcher.once("exit", () => resolve());
        launcher.kill("SIGTERM");
        setTimeout(() => launcher.kill("SIGKILL"), 15_000).unref();
      }),
  };
}

/** Signs in (owner@demo.dk by default) and returns the Authorization header value and JSON helpers. */
export async function signInApi(base: string, email = "owner@demo.dk") {
  const res = await fetch(`${base}/identity/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const login = (await res.json()) as { meta: { AccessToken: string; IdToken: string } };
  const authorization = `Bearer ${login.meta.AccessToken};${login.meta.IdToken}`;
  const call = async <T = { result: unknown }>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const r = await fetch(base + path, {
      method,
      headers: { authorization, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json().catch(() => null)) as T };
  };
  return { authorization, call };
}
