// `npm run check:runtime -- <version>`: proves that a deployment on another Node.js line works. The
// suite runs on the runtime package.json pins (devDependencies.node); this fetches the given version
// through npm (the registry's per-platform `node-<os>-<arch>` package, kept in npm's cache), starts the platform with it on a
// free port (in-memory database, no simulator), waits for /healthz, signs in as the demo owner, lists
// the owner's vendors with the access token, and stops the platform. Without a version it checks the
// runtime it runs on. Exits non-zero, with the platform's output, on any failure.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const version = process.argv[2];
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function fail(message, output = "") {
  console.error(`check-runtime: ${message}${output ? `\n--- platform output ---\n${output}` : ""}`);
  process.exit(1);
}

/** Path of the node binary of `version`, installed by npm into its exec cache on first use. */
function nodeBinary(v) {
  if (!v) return process.execPath;
  // The binary comes from the per-platform package that the `node` package's preinstall script
  // would install (same naming rule), so no install script has to run and nothing needs approving.
  const os = process.platform === "win32" ? "win" : process.platform;
  const prefix = os === "darwin" && process.arch === "arm64" ? "node-bin" : "node";
  const r = spawnSync("npm", ["exec", "--yes", `--package=${prefix}-${os}-${process.arch}@${v}`, "--", "node", "-p", "process.execPath"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (r.status !== 0) fail(`npm could not provide node@${v} (exit ${r.status})`);
  return r.stdout.trim().split("\n").at(-1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const node = nodeBinary(version);
const reported = spawnSync(node, ["-p", "process.version"], { encoding: "utf8" }).stdout.trim();
if (version && reported !== `v${version}`) fail(`${node} reports ${reported}, expected v${version}`);
console.log(`check-runtime: ${node} is node ${reported} (${seconds()})`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory://", SIM: "off", LOG_LEVEL: "info" };
delete env.DATABASE_URL;
const child = spawn(node, ["--import", "tsx", "src/server/main.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
let output = "";
child.stdout.on("data", (d) => (output += d));
child.stderr.on("data", (d) => (output += d));
let exited = false;
child.on("exit", () => (exited = true));
const stop = () => {
  if (!exited) child.kill("SIGKILL");
};
process.on("exit", stop);

async function call(path, init) {
  try {
    return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    return undefined;
  }
}

// Ready when /healthz answers; the whole check must stay well under a minute.
const deadline = Date.now() + 45_000;
for (;;) {
  if (exited) fail(`the platform exited before it was ready`, output);
  if (Date.now() > deadline) fail("the platform did not answer /healthz within 45 s", output);
  const health = await call("/healthz");
  if (health?.status === 200) break;
  await new Promise((r) => setTimeout(r, 250));
}
if (!output.includes(`"msg":"node ${reported}"`)) fail(`the platform did not log "node ${reported}"`, output);

const login = await call("/identity/v1/login", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "owner@demo.dk", password: "Rider-Demo-2026!" }),
});
if (login?.status !== 200) fail(`POST /identity/v1/login answered ${login?.status}`, output);
const { meta } = await login.json();
const vendors = await call("/orders/api/v1/vendors", { headers: { authorization: `Bearer ${meta.AccessToken}` } });
const count = vendors?.status === 200 ? (await vendors.json()).result.vendors.length : 0;
if (count === 0) fail(`GET /orders/api/v1/vendors answered ${vendors?.status} without vendors`, output);

const stopped = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
child.kill("SIGTERM");
const code = exited ? child.exitCode : await stopped;
if (code !== 0) fail(`the platform exited with ${code} on SIGTERM`, output);
console.log(`check-runtime: platform on node ${reported} started, signed in, listed ${count} vendors and stopped cleanly in ${seconds()}`);
