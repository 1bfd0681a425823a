import { defineConfig } from "@playwright/test";

// e2e runs the real platform (built portal + API + live channel) on a free port with a fresh
// in-memory database, in Debian's Chromium. scripts/test.mjs picks the port and sets E2E_PORT.
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
// The platform generates a random admin key when ADMIN_KEY is unset; e2e flips flags (maintenance),
// so it gives the test server a key and the journeys use the same one (e2e/pages/platform.ts).
process.env.ADMIN_KEY ||= "e2e-admin-key-not-for-production";

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The help centre on another origin of the same server (localhost vs 127.0.0.1): the bridge works across origins.
    env: { PORT: String(port), DATA_DIR: "memory://", SIM_SPEED: process.env.SIM_SPEED ?? "20", SIM_SEED: "42", NODE_ENV: "test", ADMIN_KEY: process.env.ADMIN_KEY, HELP_CENTRE_HOST: `http://localhost:${port}` },
    stdout: "ignore",
    stderr: "pipe",
  },
});
