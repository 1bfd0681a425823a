// Hand-written specs of the fee refresh: the 1 s wait on the simulated clock, the recompute with the
// parent's fee request, the comparison (amount, and type when the accepted fee has one; nothing
// accepted counts as changed), both outputs, the failure that fails the child, and the recompute
// cancelled when the parent leaves.
import { type FeeRefreshInput, feeRefreshMachine } from "@machines/fee-refresh/fee-refresh.machine";
import { selectFeeRefreshStep, selectRecomputedFee } from "@machines/fee-refresh/fee-refresh.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";
import { ACCEPTED_FEE, FEE_REFRESH_INPUT, FEE_REQUEST, NEW_AMOUNT, NEW_TYPE, RECOMPUTE_ERROR, SAME_FEE } from "./fee-refresh.model";

type Snap = ReturnType<typeof feeRefreshMachine.getInitialSnapshot>;

async function start(input: FeeRefreshInput = FEE_REFRESH_INPUT) {
  const c = startControlled(feeRefreshMachine, { input });
  await settle();
  return { ...c, snap: () => c.actor.getSnapshot() as unknown as Snap };
}

/** Waits the delay and answers the recompute. */
async function refreshWith(input: FeeRefreshInput, answer: typeof SAME_FEE) {
  const r = await start(input);
  await r.advance(1000);
  await r.resolve("recomputeFee", answer);
  return r;
}

describe("feeRefresh", () => {
  it("waits 1 s on the clock before recomputing the fee with the parent's request", async () => {
    const r = await start();
    expect(selectFeeRefreshStep(r.snap())).toBe("waiting");
    await r.advance(999);
    expect(r.isRunning("recomputeFee")).toBe(false);
    await r.advance(1);
    expect(selectFeeRefreshStep(r.snap())).toBe("recomputing");
    expect(r.inputOf("recomputeFee")).toEqual(FEE_REQUEST);
  });

  it("the same fee: output unchanged with the fresh signature", async () => {
    const r = await refreshWith(FEE_REFRESH_INPUT, SAME_FEE);
    expect(r.snap().status).toBe("done");
    expect(selectFeeRefreshStep(r.snap())).toBe("unchanged");
    expect(selectRecomputedFee(r.snap())).toEqual(SAME_FEE);
    expect(r.snap().output).toEqual({ status: "unchanged", fee: SAME_FEE });
  });

  it.each([
    ["another amount", FEE_REFRESH_INPUT, NEW_AMOUNT],
    ["another type of a typed fee", FEE_REFRESH_INPUT, NEW_TYPE],
    ["nothing accepted", { request: FEE_REQUEST, accepted: null }, SAME_FEE],
    ["another amount of an untyped fee", { request: FEE_REQUEST, accepted: { fee: ACCEPTED_FEE.fee } }, NEW_AMOUNT],
  ])("%s: output changed with the new fee", async (_, input, answer) => {
    const r = await refreshWith(input, answer);
    expect(r.snap().output).toEqual({ status: "changed", fee: answer });
  });

  it("an untyped fee (the payment's order) compares the amount only", async () => {
    const r = await refreshWith({ request: FEE_REQUEST, accepted: { fee: ACCEPTED_FEE.fee } }, NEW_TYPE);
    expect(r.snap().output).toEqual({ status: "unchanged", fee: NEW_TYPE });
  });

  it("a recompute that fails fails the child with that error (the parent shows error.fee.recompute)", async () => {
    const r = await start();
    await r.advance(1000);
    await r.reject("recomputeFee", RECOMPUTE_ERROR);
    expect(r.snap().status).toBe("error");
    expect(r.error()).toBe(RECOMPUTE_ERROR);
  });

  it("stopped by its parent while recomputing: the fee call is cancelled", async () => {
    const r = await start();
    await r.advance(1000);
    const signal = r.signalOf("recomputeFee");
    r.stop();
    expect(signal.aborted).toBe(true);
  });
});
