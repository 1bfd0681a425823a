// Generated paths of the fee refresh (xstate/graph via tests/support/model-paths): every path runs
// against the real machine with a deferred fake recompute on the simulated clock, every state and
// transition is covered (also checked with every other machine in tests/machines/model-paths.test.ts),
// and each path's outcome agrees with the domain rule feeChanged.
import type { DeliveryFee } from "@domain/contract";
import { feeChanged } from "@domain/request/fees";
import { describe, expect, it } from "vitest";
import { analyseMachine, executePath } from "../../support/model-paths";
import { ACCEPTED_FEE, FEE_REQUEST, feeRefreshMachine, feeRefreshModel, RECOMPUTE_ERROR } from "./fee-refresh.model";

const analysis = analyseMachine(feeRefreshMachine, feeRefreshModel);

describe("feeRefresh machine: generated paths", () => {
  it("covers every state and every transition, and the failure as an outcome", () => {
    expect(analysis.uncoveredStates).toEqual([]);
    expect(analysis.uncoveredTransitions).toEqual([]);
    expect(analysis.paths.map((p) => p.state.status).sort()).toEqual(["done", "done", "done", "error"]);
  });

  it.each(analysis.paths.map((p) => [p.description, p] as const))("%s", async (_d, path) => {
    const result = await executePath(feeRefreshMachine, analysis, path);
    // The wait comes first, and the recompute asks with the parent's request.
    expect(path.steps[1].event.type).toBe("xstate.after.signatureRetryDelay.feeRefresh.waiting");
    expect(result.started).toEqual([{ id: "recomputeFee", src: "recomputeFee", input: FEE_REQUEST }]);
    const answer = path.steps[2].event as { output?: DeliveryFee; error?: unknown };
    if (answer.error) {
      expect(result.final.status).toBe("error");
      expect(result.final.error).toBe(RECOMPUTE_ERROR);
    } else {
      const fee = answer.output as DeliveryFee;
      expect(result.final.output).toEqual({ status: feeChanged(ACCEPTED_FEE, fee) ? "changed" : "unchanged", fee });
    }
  });
});
