// The boundaries of DESIGN.md section 4 are enforced by real tools run by `npm run lint`:
// dependency-cruiser (.dependency-cruiser.cjs) on the module graph — layer direction, no feature
// importing another feature, no @api in views, kebab-case folders, every import resolvable — and
// Biome (biome.json) for what is not an import — no clock, timers, DOM or fetch in machines/,
// kebab-case file names — and for the names a view may not import: createActor from xstate,
// useActorRef/useMachine from @xstate/react (the root app machine spawns every actor). The test
// builds a small project in a temporary directory with the repository's own configurations, runs
// each command of the `lint` script of package.json on it, and proves the clean project passes and
// every offending file fails with its rule.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const lintScript: string = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.lint;

/** A project that keeps every rule: each layer imports only what it may. */
const CLEAN: Record<string, string> = {
  "src/domain/orders/rules.ts": `export const isOpen = (status: string) => status === "open";\n`,
  "src/config/brand.ts": `import { isOpen } from "@domain/orders/rules";\nexport const brand = { open: isOpen("open") };\n`,
  "machines/clean/clean.machine.ts":
    `import { brand } from "@config/brand";\nimport { isOpen } from "../../src/domain/orders/rules";\n` +
    `export const expiresIn = (event: { now: number; expires: number }) => (brand.open && isOpen("open") ? event.expires - event.now : 0);\n`,
  "src/api/client.ts": `import { expiresIn } from "@machines/clean/clean.machine";\nexport const call = () => expiresIn({ now: 1, expires: 2 });\n`,
  "src/app/components/orders/format.ts": `import { isOpen } from "@domain/orders/rules";\nexport const label = (s: string) => (isOpen(s) ? "open" : s);\n`,
  "src/app/features/tracking/tracking-page.tsx":
    `import { useState } from "react";\nimport { expiresIn } from "@machines/clean/clean.machine";\nimport { label } from "../../components/orders/format";\n` +
    `export const useTracking = () => useState(label("open") + expiresIn({ now: 1, expires: 2 }));\n`,
  // A view reads a machine the root spawned: useSelector (and xstate's types) stay allowed.
  "src/app/features/tracking/use-proof.ts":
    `import { useSelector } from "@xstate/react";\nimport type { AnyActorRef } from "xstate";\n` +
    `export const useProof = (proof: AnyActorRef) => useSelector(proof, (s) => s.status);\n`,
  "src/app/features/history/history-page.tsx":
    `import { label } from "@app/components/orders/format";\nexport const historyLabel = () => label("done");\n`,
  "src/app/composition/root.ts": `import { call } from "@api/client";\nexport const provided = { call };\n`,
  "src/app/routes/_authenticated/history/$vendorId.tsx": `import { historyLabel } from "../../../features/history/history-page";\nexport const route = historyLabel;\n`,
  "src/server/main.ts": `import { brand } from "@config/brand";\nimport { isOpen } from "@domain/orders/rules";\nexport const up = brand.open && isOpen("open");\n`,
};

/** Each offending file, with the rule that must name it. */
const OFFENDERS: { what: string; path: string; text: string; rule: string }[] = [
  { what: "a view imports @api", path: "src/app/features/tracking/live-badge.tsx", text: `import { call } from "@api/client";\nexport const badge = call;\n`, rule: "no-api-in-views" },
  { what: "a component imports the api by a relative path", path: "src/app/components/orders/fetch-orders.ts", text: `import { call } from "../../../api/client";\nexport const fetchOrders = call;\n`, rule: "no-api-in-views" },
  { what: "a view imports the composition root", path: "src/app/features/tracking/provide.ts", text: `import { provided } from "../../composition/root";\nexport const p = provided;\n`, rule: "no-composition-in-views" },
  { what: "a feature imports another feature", path: "src/app/features/history/export.ts", text: `import { useTracking } from "../tracking/tracking-page";\nexport const e = useTracking;\n`, rule: "feature-to-feature" },
  { what: "a feature imports another feature through @app", path: "src/app/features/tracking/back-link.ts", text: `import { historyLabel } from "@app/features/history/history-page";\nexport const b = historyLabel;\n`, rule: "feature-to-feature" },
  { what: "Date.now in machines/", path: "machines/clock/clock.machine.ts", text: `export const nowSeconds = () => Date.now() / 1000;\n`, rule: "lint/style/noRestrictedGlobals" },
  { what: "setTimeout in machines/", path: "machines/timer/timer.actors.ts", text: `export const later = (f: () => void) => setTimeout(f, 1000);\n`, rule: "lint/style/noRestrictedGlobals" },
  { what: "the domain imports a machine", path: "src/domain/orders/bad.ts", text: `import { expiresIn } from "@machines/clean/clean.machine";\nexport const bad = expiresIn;\n`, rule: "layer-domain" },
  { what: "config imports the api", path: "src/config/bad.ts", text: `import { call } from "@api/client";\nexport const bad = call;\n`, rule: "layer-config" },
  { what: "a machine imports the api", path: "machines/bad/bad.machine.ts", text: `import { call } from "@api/client";\nexport const bad = call;\n`, rule: "layer-machines" },
  { what: "the api imports the app", path: "src/api/bad.ts", text: `import { label } from "@app/components/orders/format";\nexport const bad = label;\n`, rule: "layer-api" },
  { what: "the server imports the app", path: "src/server/bad.ts", text: `import { label } from "../app/components/orders/format";\nexport const bad = label;\n`, rule: "layer-server" },
  { what: "the server imports a machine", path: "src/server/bad-machine.ts", text: `import { expiresIn } from "@machines/clean/clean.machine";\nexport const bad = expiresIn;\n`, rule: "layer-server" },
  { what: "the domain imports React", path: "src/domain/orders/hook.ts", text: `import { useState } from "react";\nexport const hook = useState;\n`, rule: "no-packages-in-domain" },
  { what: "a machine imports React", path: "machines/view/view.machine.ts", text: `import { useState } from "react";\nexport const hook = useState;\n`, rule: "no-packages-in-machines" },
  { what: "the domain imports a Node module", path: "src/domain/orders/disk.ts", text: `import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n`, rule: "no-node-builtins-in-domain" },
  { what: "an import that resolves nowhere", path: "src/app/features/tracking/typo.ts", text: `import { nope } from "@domain/orders/nope";\nexport const t = nope;\n`, rule: "not-to-unresolvable" },
  { what: "a feature creates an actor", path: "src/app/features/tracking/own-actor.ts", text: `import { createActor } from "xstate";\nexport const own = createActor;\n`, rule: "lint/style/noRestrictedImports" },
  { what: "a component creates a machine's actor", path: "src/app/components/orders/own-ref.ts", text: `import { useActorRef } from "@xstate/react";\nexport const own = useActorRef;\n`, rule: "lint/style/noRestrictedImports" },
  { what: "a route runs a machine", path: "src/app/routes/own-machine.tsx", text: `import { useMachine } from "@xstate/react";\nexport const own = useMachine;\n`, rule: "lint/style/noRestrictedImports" },
  { what: "a PascalCase file name", path: "src/app/features/tracking/OrderRow.tsx", text: `import { label } from "../../components/orders/format";\nexport const row = label;\n`, rule: "lint/style/useFilenamingConvention" },
  { what: "a PascalCase folder name", path: "src/app/features/OrderBits/bits.ts", text: `import { isOpen } from "@domain/orders/rules";\nexport const bits = isOpen;\n`, rule: "kebab-case-folders" },
];

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "boundaries-"));
  for (const f of ["biome.json", ".dependency-cruiser.cjs", "tsconfig.json", "package.json"]) copyFileSync(join(root, f), join(dir, f));
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Runs every command of the `lint` script (all of them, so one failing does not hide the next). */
function lint(dir: string): { failed: boolean; output: string } {
  let failed = false;
  let output = "";
  for (const command of lintScript.split("&&").map((c) => c.trim())) {
    const r = spawnSync("sh", ["-c", command], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}`, NO_COLOR: "1" },
    });
    failed ||= r.status !== 0;
    output += `${r.stdout}${r.stderr}`;
  }
  return { failed, output };
}

describe("lint: boundaries by dependency-cruiser and Biome", () => {
  const dirs: string[] = [];
  let clean: { failed: boolean; output: string };
  let dirty: { failed: boolean; output: string };

  beforeAll(() => {
    dirs.push(project(CLEAN));
    dirs.push(project({ ...CLEAN, ...Object.fromEntries(OFFENDERS.map((o) => [o.path, o.text])) }));
    clean = lint(dirs[0]);
    dirty = lint(dirs[1]);
  });
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("the lint script runs dependency-cruiser and Biome", () => {
    expect(lintScript).toContain("biome lint");
    expect(lintScript).toContain("depcruise");
  });

  it("a project that keeps every rule passes", () => {
    expect(clean.output).toContain("no dependency violations found");
    expect(clean.failed, clean.output).toBe(false);
  });

  it("the lint fails on the offending files", () => {
    expect(dirty.failed).toBe(true);
  });

  it.each(OFFENDERS)("$what: $rule names $path", ({ path, rule }) => {
    const lines = dirty.output.split("\n").filter((l) => l.includes(rule));
    expect(
      lines.some((l) => l.includes(path)),
      `no ${rule} line names ${path}:\n${dirty.output}`,
    ).toBe(true);
  });

  it("the clean files are not named by any rule", () => {
    for (const path of Object.keys(CLEAN)) {
      const hits = dirty.output.split("\n").filter((l) => l.includes(`${path} `) || l.includes(`${path}:`));
      expect(hits, path).toEqual([]);
    }
  });
});
