// The runtime the project pins (package.json devDependencies.node, whose binary npm installs into
// node_modules/.bin) is the one the suite runs on: `npm test`, `npx vitest` and every child they
// start resolve `node` through node_modules/.bin, not through the machine's own Node.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};

describe("runtime", () => {
  it("is pinned exactly, to a supported LTS line that engines names", () => {
    const pinned = pkg.devDependencies.node;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.engines.node.split("||").map((r) => r.trim())).toContain(`^${pinned}`);
  });

  it("runs the tests", () => {
    expect(process.version).toBe(`v${pkg.devDependencies.node}`);
  });

  it("installs its binary on npm ci: the node package's install script is approved", () => {
    expect(pkg.allowScripts?.node).toBe(true);
  });
});
