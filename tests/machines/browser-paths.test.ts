// The browser paths of tests/support/browser-registry.ts (the ones e2e/chart-paths.spec.ts replays
// in Chromium) are generated paths like the others: each one runs against the real machine with fake
// actors and is checked against the machine's outcome table, the chosen set takes every transition
// the browser graph reaches, and every state the paths pass through has a view.
import { describe, expect, it } from "vitest";
import { browserSteps, planBrowserPaths } from "../support/browser-paths";
import { BROWSER_MODELS, pathLabel } from "../support/browser-registry";
import { MACHINE_REGISTRY } from "../support/machine-registry";
import { executePath } from "../support/model-paths";

for (const model of BROWSER_MODELS) {
  describe(`${model.name}: browser paths`, () => {
    const plan = planBrowserPaths(model);
    const entry = MACHINE_REGISTRY.find((e) => e.name === model.name);

    it("is a machine of the registry, and the chosen paths take every transition the browser can reach", () => {
      expect(entry).toBeDefined();
      expect(plan.paths.length).toBeGreaterThan(0);
      expect([...plan.coveredTransitions].sort()).toEqual([...plan.reachableTransitions].sort());
    });

    plan.paths.forEach((path, i) => {
      it(`path ${i + 1}: ${pathLabel(path, model)}`, async () => {
        await executePath(model.machine, plan.analysis, path, entry?.execute, entry?.outcomes);
        const steps = browserSteps(plan, path);
        expect(steps[steps.length - 1].rests).toBe(true);
        for (const s of steps) expect(s.view).toMatch(/^[a-zA-Z]+$/);
      });
    });
  });
}
