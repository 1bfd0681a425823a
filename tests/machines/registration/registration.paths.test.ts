// Generated paths of the registration machine (xstate/graph via tests/support/model-paths): every
// path runs against the real machine with a deferred fake `register`; full state/transition coverage.
import { describe, expect, it } from "vitest";
import { analyseMachine, executePath } from "../../support/model-paths";
import { registrationMachine, registrationModel } from "./registration.model";

const analysis = analyseMachine(registrationMachine, registrationModel);

describe("registration machine: generated paths", () => {
  it("covers every state and every transition", () => {
    expect(analysis.uncoveredStates).toEqual([]);
    expect(analysis.uncoveredTransitions).toEqual([]);
  });

  it.each(analysis.paths.map((p) => [p.description, p] as const))("%s", async (_d, path) => {
    const result = await executePath(registrationMachine, analysis, path);
    // Every submission posts exactly one of vendor_code / vendor_name, per the mode at submit time.
    for (const s of result.started) {
      const body = s.input as Record<string, unknown>;
      expect(("vendor_code" in body ? 1 : 0) + ("vendor_name" in body ? 1 : 0)).toBe(1);
      expect(body.terms_accepted).toBe(true);
    }
  });
});
