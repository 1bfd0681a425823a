// Starts the reference platform for Playwright (playwright.config.ts webServer): `tsx
// src/server/main.ts` with the environment it was given (PORT, DATA_DIR=memory://, …). It builds
// nothing: `npm test` builds the portal before the e2e step. Signals are forwarded so the server
// shuts down cleanly when Playwright stops it.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(`${root}dist/app/index.html`)) {
  console.error("e2e-server: dist/app/index.html is missing; run `npx vite build` first (npm test does).");
}

// Playwright shows the server's stderr, not its stdout: say here which runtime the journeys run on.
console.error(`e2e-server: platform on node ${process.version}`);
const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? "memory://",
    // Every journey comes from 127.0.0.1: keep the per-IP identity limits out of the way.
    IDENTITY_RATE_LIMIT: process.env.IDENTITY_RATE_LIMIT ?? "10000",
    LOGIN_IP_RATE_LIMIT: process.env.LOGIN_IP_RATE_LIMIT ?? "10000",
  },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
