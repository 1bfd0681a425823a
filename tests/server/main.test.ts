// src/server/main.ts as a real process (the only socket test): it starts on PORT with a PGlite data
// directory, logs the node version it runs on and "Portal ready at http://localhost:PORT", serves the
// API, shuts down cleanly on SIGTERM, and a restart on the same directory keeps the data and the
// generated JWT secret.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), "rrp-data-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function start(port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" };
  delete env.JWT_SECRET;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 45_000);
    const check = () => {
      if (output.includes(`Portal ready at http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", check);
    child.on("exit", (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  const stop = async () => {
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    return { code: await exited, output };
  };
  return { child, stop, output: () => output };
}

describe("main.ts", () => {
  it("serves on PORT, stops cleanly on SIGTERM and keeps data and secret across restarts", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await start(port);
    expect(await (await fetch(`${base}/healthz`)).text()).toBe("ok");
    const login = await fetch(`${base}/identity/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@demo.dk", password: "Rider-Demo-2026!" }),
    });
    expect(login.status).toBe(200);
    const { meta } = (await login.json()) as { meta: { AccessToken: string } };
    const vendors = await fetch(`${base}/orders/api/v1/vendors`, { headers: { authorization: `Bearer ${meta.AccessToken}` } });
    expect(((await vendors.json()) as { result: { vendors: unknown[] } }).result.vendors).toHaveLength(4);

    const stopped = await first.stop();
    expect(stopped.code).toBe(0);
    expect(stopped.output).toContain('"msg":"stopped"');
    expect(stopped.output).toContain(`"msg":"node ${process.version}"`);

    const second = await start(port);
    const again = await fetch(`${base}/orders/api/v1/vendors`, { headers: { authorization: `Bearer ${meta.AccessToken}` } });
    expect(again.status).toBe(200);
    expect(second.output()).toContain('"location":"');
    expect((await second.stop()).code).toBe(0);
  }, 120_000);
});
