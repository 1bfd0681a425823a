// The size budget of issue 14: after the production build (scripts/test.mjs runs this file after
// `vite build`, with vitest.budget.config.ts), every route's first-load JS and CSS (gzipped, from the
// Vite manifest: bench/manifest.ts) stays within 5 % of bench/budget.json. A route that shrank a lot
// is reported, so that the budget can be lowered to keep the gain.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGET_ROUTES, routeSizes } from "../../bench/manifest";

const root = join(import.meta.dirname, "../..");
const dist = join(root, "dist/app");
const budget = JSON.parse(readFileSync(join(root, "bench/budget.json"), "utf8")) as {
  tolerance: number;
  routes: Record<string, { jsGz: number; cssGz: number }>;
};

describe("first-load budget per route (bench/budget.json)", () => {
  it("has a build to measure and a budget for every measured route", () => {
    expect(existsSync(join(dist, "asset-manifest.json")), "run `npx vite build` first (npm test does)").toBe(true);
    expect(Object.keys(budget.routes).sort()).toEqual(Object.keys(BUDGET_ROUTES).sort());
    expect(budget.tolerance).toBe(0.05);
  });

  const sizes = existsSync(join(dist, "asset-manifest.json")) ? routeSizes(dist) : [];
  it.each(Object.keys(BUDGET_ROUTES))("%s stays within its budget + 5 percent", (route) => {
    const size = sizes.find((s) => s.route === route);
    const limit = budget.routes[route];
    expect(size, `no measurement for ${route}`).toBeDefined();
    expect(limit, `no budget for ${route}`).toBeDefined();
    const over = (what: string, actual: number, allowed: number) =>
      `${route}: first-load ${what} is ${actual} B gz, budget ${allowed} B (+${Math.round(budget.tolerance * 100)} % = ${Math.floor(allowed * (1 + budget.tolerance))} B). Make it smaller, or update bench/budget.json (npx tsx bench/update-budget.ts) and say why.`;
    expect(size!.jsGz, over("JS", size!.jsGz, limit.jsGz)).toBeLessThanOrEqual(limit.jsGz * (1 + budget.tolerance));
    expect(size!.cssGz, over("CSS", size!.cssGz, limit.cssGz)).toBeLessThanOrEqual(limit.cssGz * (1 + budget.tolerance));
    if (size!.jsGz + size!.cssGz < 0.9 * (limit.jsGz + limit.cssGz)) {
      console.info(`${route}: ${size!.jsGz + size!.cssGz} B is more than 10 % under its budget; lower it with npx tsx bench/update-budget.ts`);
    }
  });
});
