// `npm start`: build the portal when the build is missing or older than its sources (SKIP_BUILD=1
// skips the check), then run the reference platform (API, live channel, simulator, built portal) in
// one process on PORT (8080), passing SIGINT/SIGTERM/SIGHUP on and exiting with its exit code.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const built = join(root, "dist/app/index.html");
const sources = ["src/app", "src/api", "src/domain", "src/config", "machines", "vite.config.ts", "lingui.config.ts", "package-lock.json"];

const newest = (p) => {
  const full = join(root, p);
  if (!existsSync(full)) return 0;
  const s = statSync(full);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(full).reduce((m, n) => (n === "node_modules" ? m : Math.max(m, newest(join(p, n)))), s.mtimeMs);
};

// SKIP_BUILD=1: the portal is built elsewhere (or not needed, as in the platform's own tests).
const needsBuild =
  process.env.SKIP_BUILD !== "1" && (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest)));
if (needsBuild) {
  console.log("Building the portal (first start or sources changed)…");
  const r = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Node itself with tsx's loader, not `npx tsx`: that chain (npm exec → sh → tsx → node) cost about a
// second of every start, and its `sh` died on SIGTERM without passing it on, so the platform was
// left running (still holding the port and the data directory) after `npm start` exited.
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, stdio: "inherit", env: process.env });
// The platform drains and closes the database on these; this process waits for it to exit.
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 0)));
