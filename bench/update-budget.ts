// `npx tsx bench/update-budget.ts`: writes bench/budget.json from the current build (dist/app, build it
// first with `npx vite build`): first-load JS and CSS per route, gzipped, as bench/manifest.ts measures
// them. Run it when a route's first load legitimately changes, and say why in the commit.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { routeSizes } from "./manifest";

const root = new URL("..", import.meta.url).pathname;
const routes = Object.fromEntries(routeSizes(join(root, "dist/app")).map((r) => [r.route, { jsGz: r.jsGz, cssGz: r.cssGz }]));
const budget = {
  about: "First-load JS and CSS per route, gzipped bytes (bench/manifest.ts). npm test fails when a route grows more than `tolerance` over these; update with `npx tsx bench/update-budget.ts` after `npx vite build`.",
  tolerance: 0.05,
  routes,
};
writeFileSync(join(root, "bench/budget.json"), `${JSON.stringify(budget, null, 2)}\n`);
console.log(budget.routes);
