// The clock policy of DESIGN.md section 4 is enforced by the real lint: biome.json forbids the
// globals `Date` and `performance` in machines/ (noRestrictedGlobals), so a machine cannot read the
// clock and must take `now` from an event, a clock actor or a named delay. Each case builds a
// fixture project in a temporary directory with the repository's own biome.json, writes one
// temporary file into it and runs the repository's Biome on it.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const biome = join(root, "node_modules/.bin/biome");

/** A machine file that follows the policy: the time comes with the event. */
const CLEAN_MACHINE = `export const expiresIn = (event: { now: number; expires: number }) => event.expires - event.now;\n`;

let fixture: string;

beforeEach(() => {
  fixture = mkdtempSync(join(tmpdir(), "clock-policy-"));
  copyFileSync(join(root, "biome.json"), join(fixture, "biome.json"));
  write("machines/clean/clean.machine.ts", CLEAN_MACHINE);
});
afterEach(() => {
  rmSync(fixture, { recursive: true, force: true });
});

function write(path: string, text: string) {
  mkdirSync(dirname(join(fixture, path)), { recursive: true });
  writeFileSync(join(fixture, path), text);
}

function lint(): { status: number | null; output: string } {
  const r = spawnSync(biome, ["lint", "--max-diagnostics=50", "."], { cwd: fixture, encoding: "utf8" });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe("lint: machines never read the clock", () => {
  it("the fixture passes as it is (a machine that takes `now` from its event)", () => {
    const r = lint();
    expect(r.output).not.toContain("noRestrictedGlobals");
    expect(r.status).toBe(0);
  });

  it.each([
    ["Date.now()", "export const nowSeconds = () => Date.now() / 1000;\n"],
    ["new Date()", "export const today = () => new Date().toISOString().slice(0, 10);\n"],
    ["performance.now()", "export const elapsed = (since: number) => performance.now() - since;\n"],
  ])("a machine file with %s fails the lint", (_, code) => {
    write("machines/clock/clock.machine.ts", code);
    const r = lint();
    expect(r.status).not.toBe(0);
    expect(r.output).toContain("machines/clock/clock.machine.ts");
    expect(r.output).toContain("lint/style/noRestrictedGlobals");
    expect(r.output).toContain("Machines never read the clock");
  });

  it("outside machines/ the clock may be read (the composition root and the platform own it)", () => {
    write("src/app/services/clock.ts", "export const nowSeconds = () => Date.now() / 1000;\n");
    write("src/server/clock.ts", "export const today = () => new Date().toISOString();\n");
    const r = lint();
    expect(r.output).not.toContain("noRestrictedGlobals");
    expect(r.status).toBe(0);
  });
});
