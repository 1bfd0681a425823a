// Generated paths of the vendors machine (xstate/graph via tests/support/model-paths): every path
// runs against the real machine with deferred fake actors; every state and transition is covered.
import { describe, expect, it } from "vitest";
import { analyseMachine, executePath } from "../../support/model-paths";
import { vendorsMachine, vendorsModel } from "./vendors.model";

const analysis = analyseMachine(vendorsMachine, vendorsModel);

describe("vendors machine: generated paths", () => {
  it("covers every state and every transition", () => {
    expect(analysis.uncoveredStates).toEqual([]);
    expect(analysis.uncoveredTransitions).toEqual([]);
    expect(analysis.paths.length).toBeGreaterThan(0);
  });

  it.each(analysis.paths.map((p) => [p.description, p] as const))("%s", async (_d, path) => {
    const result = await executePath(vendorsMachine, analysis, path);
    // Notifications follow the chart: one per entry into failed/empty, one per accepted toggle.
    const steps = path.steps.slice(1);
    const expectedKeys = steps.flatMap((step, i) => {
      const before = path.steps[i].state;
      const after = step.state;
      const keys: string[] = [];
      if (after.matches("failed") && !before.matches("failed")) keys.push("error.cant-retrieve-vendors");
      if (after.matches("empty") && !before.matches("empty")) keys.push("error.no-vendors");
      if (step.event.type === "OUTLETS.TOGGLED" && after.context.includeAllOutlets === step.event.value && before.matches("ready")) {
        const allowed = before.context.allOutletOrdersParam && !step.event.onRequestPage && before.context.selectedVendorId === "DK-1000";
        if (allowed) keys.push("all-orders.notif-succes");
      }
      return keys;
    });
    expect(result.emitted.map((e) => (e as { key?: string }).key)).toEqual(expectedKeys);
  });
});
