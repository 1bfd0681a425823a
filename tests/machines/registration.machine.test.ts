import type { RegisterRequest } from "@domain/contract";
import { registrationMachine } from "@machines/registration/registration.machine";
import {
  selectIsRegistering,
  selectRegistrationFieldError,
  selectRegistrationFormError,
  selectRegistrationSuccessKey,
} from "@machines/registration/registration.selectors";
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";

const PASSWORD = "Rider-Demo-2026!";

function start(outcomes: ({ ok: true } | { ok: false; error: unknown })[] = [{ ok: true }]) {
  const sent: RegisterRequest[] = [];
  const queue = [...outcomes];
  const machine = registrationMachine.provide({
    actors: {
      register: fromPromise(async ({ input }) => {
        sent.push(input);
        const o = queue.length > 1 ? queue.shift()! : queue[0];
        if (!o.ok) throw o.error;
        return { message: "registration.success" as const };
      }),
    },
  });
  const actor = createActor(machine, { input: undefined }).start();
  return { actor, sent };
}

type Actor = ReturnType<typeof start>["actor"];

function fillValid(actor: Actor) {
  actor.send({ type: "FIELD.CHANGED", field: "email", value: "new@demo.dk" });
  actor.send({ type: "FIELD.CHANGED", field: "vendorCode", value: " DK-1000 " });
  actor.send({ type: "FIELD.CHANGED", field: "businessName", value: "Nørrebro Pizza" });
  actor.send({ type: "FIELD.CHANGED", field: "mobileNumber", value: "+45 12 34 56 78" });
  actor.send({ type: "FIELD.CHANGED", field: "password", value: PASSWORD });
  actor.send({ type: "FIELD.CHANGED", field: "passwordConfirmation", value: PASSWORD });
  actor.send({ type: "TERMS.CHANGED", accepted: true });
}

describe("registration machine: client-side checks", () => {
  it("an empty form stays in editing with one error key per field", () => {
    const { actor, sent } = start();
    actor.send({ type: "SUBMIT" });
    const s = actor.getSnapshot();
    expect(s.matches("editing")).toBe(true);
    expect(s.context.fieldErrors).toEqual({
      email: "registration.error.wrong-email",
      vendorCode: "registration.error.vendor-code-required",
      businessName: "registration.error.business-name-required",
      mobileNumber: "registration.error.mobile-number",
      password: "registration.error.password-rules",
      passwordConfirmation: "registration.error.password-mismatch",
      termsAccepted: "registration.error.terms-required",
    });
    expect(sent).toEqual([]);
  });

  it("editing a field clears only that field's error; values are kept", () => {
    const { actor } = start();
    actor.send({ type: "FIELD.CHANGED", field: "businessName", value: "Biz" });
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "FIELD.CHANGED", field: "email", value: "a@b" });
    const s = actor.getSnapshot();
    expect(selectRegistrationFieldError(s, "email")).toBeNull();
    expect(selectRegistrationFieldError(s, "password")).toBe("registration.error.password-rules");
    expect(s.context.values.businessName).toBe("Biz");
    actor.send({ type: "TERMS.CHANGED", accepted: true });
    expect(selectRegistrationFieldError(actor.getSnapshot(), "termsAccepted")).toBeNull();
  });

  it("switching mode clears the vendor identifier errors", () => {
    const { actor } = start();
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "MODE.CHANGED", mode: "vendorName" });
    const s = actor.getSnapshot();
    expect(s.context.values.mode).toBe("vendorName");
    expect(s.context.fieldErrors.vendorCode).toBeUndefined();
    expect(s.context.fieldErrors.email).toBe("registration.error.wrong-email");
  });

  it("the mobile number keeps digits and + only", () => {
    const { actor } = start();
    actor.send({ type: "FIELD.CHANGED", field: "mobileNumber", value: "+45 (12) 34-56-78" });
    expect(actor.getSnapshot().context.values.mobileNumber).toBe("+4512345678");
  });
});

describe("registration machine: submitting", () => {
  it("a valid form is posted with exactly one of vendor_code / vendor_name and succeeds", async () => {
    const { actor, sent } = start();
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().matches("submitting")).toBe(true);
    expect(selectIsRegistering(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (x) => x.matches("succeeded"));
    expect(selectRegistrationSuccessKey(s)).toBe("registration.success");
    expect(s.status).toBe("done");
    expect(sent).toEqual([
      {
        email: "new@demo.dk",
        vendor_code: "DK-1000",
        business_name: "Nørrebro Pizza",
        mobile_number: "+4512345678",
        password: PASSWORD,
        password_confirmation: PASSWORD,
        terms_accepted: true,
      },
    ]);
  });

  it("in vendor-name mode only vendor_name is sent", async () => {
    const { actor, sent } = start();
    fillValid(actor);
    actor.send({ type: "MODE.CHANGED", mode: "vendorName" });
    actor.send({ type: "FIELD.CHANGED", field: "vendorName", value: "Pizza Place" });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (x) => x.matches("succeeded"));
    expect(sent[0].vendor_name).toBe("Pizza Place");
    expect("vendor_code" in sent[0]).toBe(false);
  });

  it.each([
    ["registration.error.vendor-missing", "vendorCode"],
    ["registration.error.already-linked-outlet", "vendorCode"],
    ["registration.error.email-registered", "email"],
    ["registration.error.wrong-email", "email"],
    ["registration.error.password-rules", "password"],
    ["registration.error.password-mismatch", "passwordConfirmation"],
  ] as const)("platform key %s goes on field %s; values are kept", async (key, field) => {
    const { actor } = start([{ ok: false, error: { status: 400, translationKey: key, message: "x" } }]);
    fillValid(actor);
    const before = actor.getSnapshot().context.values;
    actor.send({ type: "SUBMIT" });
    const s = await waitFor(actor, (x) => x.matches("editing"));
    expect(selectRegistrationFieldError(s, field)).toBe(key);
    expect(selectRegistrationFormError(s)).toBeNull();
    expect(s.context.values).toEqual(before);
  });

  it("registration.error.generic and unknown keys are form errors; offline keeps its key", async () => {
    const { actor } = start([
      { ok: false, error: { translationKey: "registration.error.generic" } },
      { ok: false, error: { translationKey: "error.internal" } },
      { ok: false, error: { status: 0, translationKey: "error.network" } },
      { ok: false, error: new Error("boom") },
    ]);
    fillValid(actor);
    const expected = ["registration.error.generic", "registration.error.generic", "error.network", "registration.error.generic"];
    for (const key of expected) {
      actor.send({ type: "SUBMIT" });
      const s = await waitFor(actor, (x) => x.matches("editing"));
      expect(selectRegistrationFormError(s)).toBe(key);
    }
  });

  it("after a platform error, editing the field clears it and a resubmit succeeds", async () => {
    const { actor, sent } = start([
      { ok: false, error: { translationKey: "registration.error.vendor-missing" } },
      { ok: true },
    ]);
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (x) => x.matches("editing"));
    actor.send({ type: "FIELD.CHANGED", field: "vendorCode", value: "DK-2001" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (x) => x.matches("succeeded"));
    expect(sent.map((p) => p.vendor_code)).toEqual(["DK-1000", "DK-2001"]);
  });

  it("events other than the form's are ignored while submitting", async () => {
    const { actor } = start();
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "FIELD.CHANGED", field: "email", value: "other@demo.dk" });
    expect(actor.getSnapshot().context.values.email).toBe("new@demo.dk");
    await waitFor(actor, (x) => x.matches("succeeded"));
  });
});
