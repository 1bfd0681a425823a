import type { ResetPasswordRequest } from "@domain/contract";
import { passwordResetMachine } from "@machines/password-reset/password-reset.machine";
import {
  selectCanResendCode,
  selectIsPasswordResetBusy,
  selectPasswordResetFieldError,
  selectPasswordResetFormError,
  selectPasswordResetStep,
  selectPasswordResetSuccessKey,
} from "@machines/password-reset/password-reset.selectors";
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";

const PASSWORD = "New-Pass-2026!";
type Outcome = { ok: true } | { ok: false; error: unknown };

function start(opts: { send?: Outcome[]; reset?: Outcome[] } = {}) {
  const sendQueue = [...(opts.send ?? [{ ok: true }])];
  const resetQueue = [...(opts.reset ?? [{ ok: true }])];
  const codeRequests: { email: string }[] = [];
  const resets: ResetPasswordRequest[] = [];
  const next = (q: Outcome[]) => (q.length > 1 ? q.shift()! : q[0]);
  const machine = passwordResetMachine.provide({
    actors: {
      requestResetCode: fromPromise(async ({ input }) => {
        codeRequests.push(input);
        const o = next(sendQueue);
        if (!o.ok) throw o.error;
        return { message: "password-reset.code-sent" as const };
      }),
      resetPassword: fromPromise(async ({ input }) => {
        resets.push(input);
        const o = next(resetQueue);
        if (!o.ok) throw o.error;
        return { message: "password-reset.success" as const };
      }),
    },
  });
  const actor = createActor(machine, { input: undefined }).start();
  return { actor, codeRequests, resets };
}
type Actor = ReturnType<typeof start>["actor"];

async function toNewPassword(actor: Actor) {
  actor.send({ type: "FIELD.CHANGED", field: "email", value: " owner@demo.dk " });
  actor.send({ type: "SUBMIT" });
  return waitFor(actor, (s) => s.matches("askingNewPassword"));
}

function fillNewPassword(actor: Actor, code = "123456") {
  actor.send({ type: "FIELD.CHANGED", field: "code", value: code });
  actor.send({ type: "FIELD.CHANGED", field: "password", value: PASSWORD });
  actor.send({ type: "FIELD.CHANGED", field: "passwordConfirmation", value: PASSWORD });
}

describe("password reset machine", () => {
  it("an invalid e-mail stays on the e-mail step with its key; editing clears it", () => {
    const { actor, codeRequests } = start();
    actor.send({ type: "FIELD.CHANGED", field: "email", value: "not-an-email" });
    actor.send({ type: "SUBMIT" });
    expect(selectPasswordResetStep(actor.getSnapshot())).toBe("email");
    expect(selectPasswordResetFieldError(actor.getSnapshot(), "email")).toBe("password-reset.error.wrong-email");
    actor.send({ type: "FIELD.CHANGED", field: "email", value: "owner@demo.dk" });
    expect(selectPasswordResetFieldError(actor.getSnapshot(), "email")).toBeNull();
    expect(codeRequests).toEqual([]);
  });

  it("a valid e-mail requests the code (tag loading) and moves to the new-password step", async () => {
    const { actor, codeRequests } = start();
    actor.send({ type: "FIELD.CHANGED", field: "email", value: " owner@demo.dk " });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().matches("sendingCode")).toBe(true);
    expect(selectIsPasswordResetBusy(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (x) => x.matches("askingNewPassword"));
    expect(selectPasswordResetStep(s)).toBe("newPassword");
    expect(codeRequests).toEqual([{ email: "owner@demo.dk" }]);
  });

  it("a failure to send the code returns to the e-mail step with a form error; offline keeps its key", async () => {
    const { actor } = start({
      send: [{ ok: false, error: new Error("500") }, { ok: false, error: { status: 0, translationKey: "error.network" } }],
    });
    actor.send({ type: "FIELD.CHANGED", field: "email", value: "owner@demo.dk" });
    actor.send({ type: "SUBMIT" });
    let s = await waitFor(actor, (x) => x.matches("askingEmail") && x.context.formError !== null);
    expect(selectPasswordResetFormError(s)).toBe("password-reset.error.send-code");
    expect(s.context.values.email).toBe("owner@demo.dk");
    actor.send({ type: "SUBMIT" });
    s = await waitFor(actor, (x) => x.matches("askingEmail") && x.context.formError === "error.network");
    expect(s.context.values.email).toBe("owner@demo.dk");
  });

  it("checks the 6-digit code, the password rules and the confirmation, one key per field", async () => {
    const { actor, resets } = start();
    await toNewPassword(actor);
    actor.send({ type: "FIELD.CHANGED", field: "code", value: "12345" });
    actor.send({ type: "FIELD.CHANGED", field: "password", value: "weak" });
    actor.send({ type: "FIELD.CHANGED", field: "passwordConfirmation", value: "other" });
    actor.send({ type: "SUBMIT" });
    const s = actor.getSnapshot();
    expect(s.matches("askingNewPassword")).toBe(true);
    expect(s.context.fieldErrors).toEqual({
      code: "password-reset.error.code-invalid",
      password: "password-reset.error.password-rules",
      passwordConfirmation: "password-reset.error.password-mismatch",
    });
    actor.send({ type: "FIELD.CHANGED", field: "code", value: "12a456" });
    expect(actor.getSnapshot().context.fieldErrors.code).toBeUndefined();
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.fieldErrors.code).toBe("password-reset.error.code-invalid");
    expect(resets).toEqual([]);
  });

  it("a valid step resets the password and ends in done", async () => {
    const { actor, resets } = start();
    await toNewPassword(actor);
    fillNewPassword(actor);
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().matches("resetting")).toBe(true);
    expect(selectIsPasswordResetBusy(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (x) => x.matches("done"));
    expect(s.status).toBe("done");
    expect(selectPasswordResetSuccessKey(s)).toBe("password-reset.success");
    expect(resets).toEqual([{ email: "owner@demo.dk", code: "123456", password: PASSWORD, password_confirmation: PASSWORD }]);
  });

  it.each([
    ["password-reset.error.code-invalid", "code"],
    ["password-reset.error.password-rules", "password"],
    ["password-reset.error.password-mismatch", "passwordConfirmation"],
  ] as const)("platform key %s returns to the new-password step on field %s, values kept", async (key, field) => {
    const { actor } = start({ reset: [{ ok: false, error: { status: 400, translationKey: key } }] });
    await toNewPassword(actor);
    fillNewPassword(actor);
    const before = actor.getSnapshot().context.values;
    actor.send({ type: "SUBMIT" });
    const s = await waitFor(actor, (x) => x.matches("askingNewPassword") && Object.keys(x.context.fieldErrors).length > 0);
    expect(selectPasswordResetFieldError(s, field)).toBe(key);
    expect(s.context.values).toEqual(before);
  });

  it("an unknown failure of the reset is a form error", async () => {
    const { actor } = start({ reset: [{ ok: false, error: new Error("boom") }] });
    await toNewPassword(actor);
    fillNewPassword(actor);
    actor.send({ type: "SUBMIT" });
    const s = await waitFor(actor, (x) => x.matches("askingNewPassword") && x.context.formError !== null);
    expect(selectPasswordResetFormError(s)).toBe("password-reset.error.generic");
  });

  it("CODE.RESEND requests a new code; BACK returns to the e-mail step keeping the e-mail", async () => {
    const { actor, codeRequests } = start();
    await toNewPassword(actor);
    expect(selectCanResendCode(actor.getSnapshot())).toBe(true);
    actor.send({ type: "CODE.RESEND" });
    expect(actor.getSnapshot().matches("sendingCode")).toBe(true);
    await waitFor(actor, (x) => x.matches("askingNewPassword"));
    expect(codeRequests).toHaveLength(2);
    actor.send({ type: "BACK" });
    expect(actor.getSnapshot().matches("askingEmail")).toBe(true);
    expect(actor.getSnapshot().context.values.email).toBe(" owner@demo.dk ");
  });

  it("an e-mail given as input is prefilled", () => {
    const actor = createActor(passwordResetMachine, { input: { email: "owner@demo.dk" } });
    expect(actor.getSnapshot().context.values.email).toBe("owner@demo.dk");
  });
});
