// The build's `codeSplitting` groups (vite.config.ts), checked on the production build's manifest
// (scripts/test.mjs runs tests/budget after `vite build`): chunks never import each other in a
// circle (a circle can run a module before one it reads, depending on which chunk is fetched first),
// and the request page's group (requestPageOnly, issue 14) is loaded only by the request page — its
// routes' split components and its own lazy steps — so no other page fetches the request page's code.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const dist = join(import.meta.dirname, "../../dist/app");
const manifestFile = join(dist, "asset-manifest.json");
const manifest: Record<string, ManifestChunk> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};

describe("code-splitting groups (vite.config.ts)", () => {
  it("has a build to check", () => {
    expect(existsSync(manifestFile), "run `npx vite build` first (npm test does)").toBe(true);
  });

  it("no chunks import each other in a circle", () => {
    const state = new Map<string, "open" | "done">();
    const circles: string[] = [];
    const visit = (key: string, path: string[]) => {
      if (state.get(key) === "done") return;
      if (state.get(key) === "open") {
        circles.push([...path.slice(path.indexOf(key)), key].join(" → "));
        return;
      }
      state.set(key, "open");
      for (const next of manifest[key]?.imports ?? []) visit(next, [...path, key]);
      state.set(key, "done");
    };
    for (const key of Object.keys(manifest)) visit(key, []);
    expect(circles).toEqual([]);
  });

  it("the request page's group is one chunk, imported only by the request page's routes and its lazy steps", () => {
    const group = Object.keys(manifest).filter((k) => manifest[k].name === "request-page" && manifest[k].file.endsWith(".js"));
    expect(group).toHaveLength(1);
    const importers = Object.keys(manifest).filter((k) => manifest[k].imports?.includes(group[0]));
    const requestPage = /^(routes\/_authenticated\/request-a-rider\/[^/?]+\.tsx\?tsr-split=component|features\/request\/[^/]+\.tsx?)$/;
    expect(importers.filter((k) => !requestPage.test(k))).toEqual([]);
    // Both request routes load it with their component: the page, its flow and the request side together.
    expect(importers).toEqual(
      expect.arrayContaining([
        "routes/_authenticated/request-a-rider/index.tsx?tsr-split=component",
        "routes/_authenticated/request-a-rider/$vendorId.tsx?tsr-split=component",
      ]),
    );
  });

  it("the request page's first load holds none of the order pages' groups (orders' contract, statuses, views)", () => {
    const closure = (keys: string[], seen = new Set<string>()) => {
      for (const k of keys) {
        if (seen.has(k) || !manifest[k]) continue;
        seen.add(k);
        closure(manifest[k].imports ?? [], seen);
      }
      return seen;
    };
    const first = closure([
      "index.html",
      "routes/_authenticated.tsx?tsr-split=component",
      "routes/_authenticated/request-a-rider/index.tsx?tsr-split=component",
      "routes/_authenticated/request-a-rider/$vendorId.tsx?tsr-split=component",
    ]);
    const names = [...first].map((k) => manifest[k].name);
    // Its wall-clock time comes with "order-time", which the order pages load too.
    expect(names).toEqual(expect.arrayContaining(["request-page", "request-data", "order-time"]));
    expect(names.filter((n) => n === "orders" || n === "order-data" || n === "order-views" || n === "statuses")).toEqual([]);
  });
});
