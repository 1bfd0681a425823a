// `npm test`: typecheck, lint, catalog check, vitest (domain, config, machines, paths, api, platform,
// components), production build, then Playwright e2e against the real platform on a free port.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

// The suite proves the runtime package.json pins (devDependencies.node, put first on PATH by
// `npm test` through node_modules/.bin): refuse to run it on whatever node the machine has instead.
const pinned = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).devDependencies.node;
console.log(`runtime: node ${process.version} (${process.execPath})`);
if (process.version !== `v${pinned}`) {
  console.error(`npm test runs on node v${pinned} (package.json); run it through \`npm test\` after \`npm ci\`.`);
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

// The three static checks are single-threaded for most of their time (tsc --checkers 1, lingui's
// extract, dependency-cruiser), so they run side by side on the two cores; each one's output is
// printed in one piece when it ends. Everything after them runs one at a time: vitest already uses
// both cores, and e2e needs the build.
const checks = [
  ["catalogs (extract; every app language complete, placeholders and ICU as English)", "node", ["scripts/check-catalogs.mjs"]],
  ["typecheck", "npm", ["run", "typecheck", "--silent"]],
  ["lint", "npm", ["run", "lint", "--silent"]],
];
const steps = [
  ["unit, machine, path and platform tests", "npx", ["vitest", "run"]],
  ["build", "npx", ["vite", "build", "--logLevel", "warn"]],
  ["first-load budget per route (bench/budget.json)", "npx", ["vitest", "run", "--config", "vitest.budget.config.ts"]],
  ["e2e", "npx", ["playwright", "test"]],
];

const started = Date.now();
const port = await freePort();
const env = { ...process.env, E2E_PORT: String(port) };

const t0 = Date.now();
console.log(`\n▶ ${checks.map(([name]) => name.split(" (")[0]).join(", ")} (side by side)`);
const results = await Promise.all(
  checks.map(
    ([name, cmd, args]) =>
      new Promise((resolve) => {
        const t = Date.now();
        const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
        const out = [];
        child.stdout.on("data", (d) => out.push(d));
        child.stderr.on("data", (d) => out.push(d));
        child.on("close", (status) => {
          console.log(`\n▶ ${name}`);
          process.stdout.write(Buffer.concat(out));
          console.log(`  ${name}: ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
          resolve(status);
        });
      }),
  ),
);
console.log(`  static checks: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
const failed = results.find((status) => status !== 0);
if (failed !== undefined) process.exit(failed ?? 1);

for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  console.log(`  ${name}: ${r.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`\nnpm test: all steps passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
