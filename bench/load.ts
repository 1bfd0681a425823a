// Out-of-process load for `npm run bench`: autocannon runs as its own process (on the project's pinned
// node) against a server that is itself another process (the platform, or bench/bare-hono.mjs), so
// the generator never competes with the server inside one event loop. 50 connections for 10 s, as
// in issue 14; the JSON summary gives req/s and latency percentiles, and non-2xx answers are counted.
import { spawn } from "node:child_process";
import { join } from "node:path";

export type LoadResult = {
  target: string;
  connections: number;
  seconds: number;
  reqPerSec: number;
  p50ms: number;
  p97_5ms: number;
  p99ms: number;
  requests: number;
  non2xx: number;
  errors: number;
};

export function autocannon(root: string, target: string, url: string, headers: Record<string, string> = {}, connections = 50, seconds = 10): Promise<LoadResult> {
  const args = [join(root, "node_modules/autocannon/autocannon.js"), "-j", "-c", String(connections), "-d", String(seconds)];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon ${url}: exit ${code}: ${err}`));
      const r = JSON.parse(out);
      resolve({
        target,
        connections,
        seconds,
        reqPerSec: Math.round(r.requests.average),
        p50ms: r.latency.p50,
        p97_5ms: r.latency.p97_5,
        p99ms: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}
