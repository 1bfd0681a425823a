// Generated paths of the password-reset machine (xstate/graph via tests/support/model-paths): every
// path runs against the real machine with deferred fake actors; full state/transition coverage.
import { describe, expect, it } from "vitest";
import { analyseMachine, executePath } from "../../support/model-paths";
import { passwordResetMachine, passwordResetModel } from "./password-reset.model";

const analysis = analyseMachine(passwordResetMachine, passwordResetModel);

describe("password reset machine: generated paths", () => {
  it("covers every state and every transition", () => {
    expect(analysis.uncoveredStates).toEqual([]);
    expect(analysis.uncoveredTransitions).toEqual([]);
  });

  it.each(analysis.paths.map((p) => [p.description, p] as const))("%s", async (_d, path) => {
    const result = await executePath(passwordResetMachine, analysis, path);
    // The reset is only ever sent with a 6-digit code and a confirmed password.
    for (const s of result.started.filter((x) => x.src === "resetPassword")) {
      const body = s.input as { code: string; password: string; password_confirmation: string };
      expect(body.code).toMatch(/^\d{6}$/);
      expect(body.password_confirmation).toBe(body.password);
    }
  });
});
