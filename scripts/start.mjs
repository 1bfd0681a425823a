// `npm start`: build the portal when the build is missing or older than its sources, then run the
// reference platform (API, live channel, simulator, built portal) in one process on PORT (8080).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
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

const needsBuild = !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest));
if (needsBuild) {
  console.log("Building the portal (first start or sources changed)…");
  const r = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn("npx", ["tsx", "src/server/main.ts"], { cwd: root, stdio: "inherit", env: process.env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
