// `npm start`: build the portal when its build is missing or older than its sources
// (SKIP_PORTAL_BUILD=1 skips that), build the platform the same way (one ES module in
// dist/server), then run the reference platform (API, live channel, simulator, built portal) in one
// process on PORT (8080), passing SIGINT/SIGTERM/SIGHUP on and exiting with its exit code.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { join, relative, sep } from "node:path";
import { PLATFORM_NODE_FLAGS, platformEnv } from "./platform-runtime.mjs";
import { prerenderInChild } from "./prerender.mjs";

const root = new URL("..", import.meta.url).pathname;

const newest = (p) => {
  const full = join(root, p);
  if (!existsSync(full)) return 0;
  const s = statSync(full);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(full).reduce((m, n) => (n === "node_modules" ? m : Math.max(m, newest(join(p, n)))), s.mtimeMs);
};
const stale = (built, sources) => !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest));

const portal = join(root, "dist/app/index.html");
const portalSources = ["src/app", "src/api", "src/domain", "src/config", "machines", "vite.config.ts", "lingui.config.ts", "package-lock.json"];
// SKIP_PORTAL_BUILD=1: the portal is built elsewhere (or not needed, as in the platform's own tests).
if (process.env.SKIP_PORTAL_BUILD !== "1" && stale(portal, portalSources)) {
  console.log("Building the portal (first start or sources changed)…");
  const r = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The platform runs from one bundled module rather than through tsx: loading some hundred
// TypeScript modules through tsx's loader hooks took more than half of every start (measured with
// scripts/measure-restart.mjs), and the bundle is rebuilt (about a second) only when its sources
// change. Packages stay external (node_modules as installed).
const platform = join(root, "dist/server/main.mjs");
const platformSources = ["src/server", "src/domain", "src/config", "package-lock.json", "scripts/start.mjs"];
if (stale(platform, platformSources)) {
  console.log("Building the platform (first start or sources changed)…");
  const { build } = await import("vite");
  const src = join(root, "src") + sep;
  const outDir = join(root, "dist/server");
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [
      {
        name: "module-url",
        // Each module keeps the URL of its own source file (relative to the bundle, so the checkout
        // may move), so what it finds next to itself (migrations, the built portal, the flags
        // fallback) is found from the bundle too.
        transform(code, id) {
          if (!id.startsWith(src) || !code.includes("import.meta.url")) return null;
          const own = `new URL(${JSON.stringify(relative(outDir, id).split(sep).join("/"))}, import.meta.url).href`;
          return { code: code.replaceAll("import.meta.url", own), map: null };
        },
      },
    ],
    build: {
      ssr: "src/server/main.ts",
      outDir,
      emptyOutDir: true,
      // The oldest supported runtime line (package.json engines: 24 and 26).
      target: "node24",
      minify: false,
      rolldownOptions: { output: { entryFileNames: "main.mjs" } },
    },
  });
}

// Node itself, not `npx tsx`: that chain (npm exec → sh → tsx → node) cost about a second of every
// start, and its `sh` died on SIGTERM without passing it on, so the platform was left running
// (still holding the port and the data directory) after `npm start` exited.
// Its runtime flags and malloc settings keep its resident memory small at rest (platform-runtime.mjs).
const server = spawn(process.execPath, [...PLATFORM_NODE_FLAGS, platform], { cwd: root, stdio: "inherit", env: platformEnv(process.env) });
// The platform drains and closes the database on these; this process waits for it to exit.
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 0)));
// The landing and the public pages prerendered for this deployment (scripts/prerender.mjs), once the
// platform answers; until then (and if it fails) the platform serves the plain index.html.
void prerenderInChild(`http://localhost:${process.env.PORT ?? 8080}`);
