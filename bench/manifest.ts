// First-load size per route from the Vite build manifest, without a browser (fast enough for
// `npm test`): the entry (index.html) and its static imports, the route's lazy chunks
// (`routes/<file>?tsr-split=…`, from the router plugin's autoCodeSplitting) of the route and of each
// layout above it, their static imports, and every CSS file those chunks carry — each file counted
// once, gzipped (level 6). What a route fetches later (the map, its worker, dialogs) is not here:
// it is not first load. bench/budget.json holds these numbers; tests/budget/route-budget.test.ts fails
// when a route grows more than 5 % over its budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };

/** The routes measured, each with its route files (layouts first), as in src/app/routes. */
export const BUDGET_ROUTES: Record<string, string[]> = {
  "/ (signed out, landing)": ["_public.tsx", "_public/index.tsx"],
  "/request-a-rider": ["_authenticated.tsx", "_authenticated/request-a-rider/index.tsx"],
  "/order-tracking": ["_authenticated.tsx", "_authenticated/order-tracking/index.tsx"],
  "/history": ["_authenticated.tsx", "_authenticated/history/index.tsx"],
  "/bulk-order": ["_authenticated.tsx", "_authenticated/bulk-order/index.tsx"],
  "/tracking/{publicId}": ["tracking/$orderId.tsx"],
};

export type RouteSize = { route: string; jsGz: number; cssGz: number; files: number };

export function routeSizes(dist: string): RouteSize[] {
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(dist, "asset-manifest.json"), "utf8"));
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gz.get(file)!;
  };
  const closure = (keys: string[], seen: Set<string>) => {
    for (const k of keys) {
      if (seen.has(k) || !manifest[k]) continue;
      seen.add(k);
      closure(manifest[k].imports ?? [], seen);
    }
    return seen;
  };
  // The portal's entry (index.html); the prerendered pages' bootstrap (prerender/boot.ts) is an entry of
  // its own that no route loads with its first JS (it is what a prerendered page fetches instead of it).
  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry && k !== "prerender/boot.ts");
  if (entry.length === 0) throw new Error("no entry in the manifest");
  return Object.entries(BUDGET_ROUTES).map(([route, files]) => {
    const keys = new Set<string>();
    closure(entry, keys);
    for (const f of files) {
      const split = Object.keys(manifest).filter((k) => k.startsWith(`routes/${f}?tsr-split=`) && /component/.test(k));
      if (split.length === 0 && !manifest[`routes/${f}`]) throw new Error(`no chunk for routes/${f} in the manifest`);
      closure(split, keys);
    }
    let jsGz = 0;
    const css = new Set<string>();
    for (const k of keys) {
      jsGz += size(manifest[k].file);
      for (const c of manifest[k].css ?? []) css.add(c);
    }
    const cssGz = [...css].reduce((s, c) => s + size(c), 0);
    return { route, jsGz, cssGz, files: keys.size + css.size };
  });
}
