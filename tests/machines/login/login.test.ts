// Hand-written specs of the login machine (machines/login): the stored acceptance of the terms, one
// problem per field in the domain's words, a problem cleared when its field is edited, and a valid
// form remembered and handed to the session (emitted login.submitted, the e-mail trimmed).
import { LOGIN_PROBLEMS, loginProblems } from "@domain/login";
import { loginMachine } from "@machines/login/login.machine";
import { selectLoginProblems, selectLoginReady, selectLoginValues } from "@machines/login/login.selectors";
import { describe, expect, it } from "vitest";
import { startControlled } from "../../support/model-paths";

function start() {
  const remembered: number[] = [];
  const c = startControlled(loginMachine, { provide: { actions: { rememberTermsAccepted: () => void remembered.push(1) } } });
  return { c, remembered };
}

describe("login rules (src/domain/login.ts)", () => {
  it("object to a bad e-mail, an empty password and terms not accepted", () => {
    expect(loginProblems({ email: "nope", password: "", termsAccepted: false })).toEqual(LOGIN_PROBLEMS);
    expect(loginProblems({ email: " owner@demo.dk ", password: "x", termsAccepted: true })).toEqual({});
  });
});

describe("login machine", () => {
  it("starts with the stored acceptance of the terms", async () => {
    const { c } = start();
    expect(selectLoginReady(c.actor.getSnapshot())).toBe(false);
    await c.resolve("readTermsAccepted", true);
    expect(selectLoginReady(c.actor.getSnapshot())).toBe(true);
    expect(selectLoginValues(c.actor.getSnapshot()).termsAccepted).toBe(true);
    c.stop();
  });

  it("shows one problem per field on submit, clears a problem when its field is edited, and asks nothing of the session", async () => {
    const { c, remembered } = start();
    await c.reject("readTermsAccepted", new Error("no storage"));
    await c.send({ type: "SUBMIT" });
    expect(selectLoginProblems(c.actor.getSnapshot())).toEqual(LOGIN_PROBLEMS);
    await c.send({ type: "FIELD.CHANGED", field: "email", value: "owner@demo.dk" });
    await c.send({ type: "TERMS.CHANGED", accepted: true });
    expect(selectLoginProblems(c.actor.getSnapshot())).toEqual({ password: LOGIN_PROBLEMS.password });
    expect(c.emitted).toEqual([]);
    expect(remembered).toEqual([]);
    c.stop();
  });

  it("a valid form remembers the acceptance and hands the credentials on (the e-mail trimmed)", async () => {
    const { c, remembered } = start();
    await c.resolve("readTermsAccepted", false);
    await c.send({ type: "FIELD.CHANGED", field: "email", value: "  owner@demo.dk " });
    await c.send({ type: "FIELD.CHANGED", field: "password", value: " secret " });
    await c.send({ type: "TERMS.CHANGED", accepted: true });
    await c.send({ type: "SUBMIT" });
    expect(c.emitted).toEqual([{ type: "login.submitted", email: "owner@demo.dk", password: " secret " }]);
    expect(remembered).toEqual([1]);
    expect(selectLoginProblems(c.actor.getSnapshot())).toEqual({});
    c.stop();
  });
});
