// `npm test`: typecheck, lint, catalog check, vitest (domain, config, machines, paths, api, platform,
// components), production build, then Playwright e2e against the real platform on a free port.
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const steps = [
  ["catalogs (extract, en and da-DK complete)", "node", ["scripts/check-catalogs.mjs"]],
  ["typecheck", "npm", ["run", "typecheck", "--silent"]],
  ["lint", "npm", ["run", "lint", "--silent"]],
  ["unit, machine, path and platform tests", "npx", ["vitest", "run"]],
  ["build", "npx", ["vite", "build", "--logLevel", "warn"]],
  ["e2e", "npx", ["playwright", "test"]],
];

const started = Date.now();
const port = await freePort();
for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, E2E_PORT: String(port) } });
  console.log(`  ${name}: ${r.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`\nnpm test: all steps passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
