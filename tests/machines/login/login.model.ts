// Model of the login machine for generated paths: the stored acceptance is read (or cannot be), the
// fields are filled in, the terms ticked, and the form submitted (with problems while something is
// missing, handed on once nothing is).
import { loginMachine } from "@machines/login/login.machine";
import type { ModelOptions } from "../../support/model-paths";

export const loginModel: ModelOptions = {
  events: [
    { type: "xstate.done.actor.readTermsAccepted", output: true },
    { type: "xstate.error.actor.readTermsAccepted", error: new Error("no storage") },
    { type: "FIELD.CHANGED", field: "email", value: "owner@demo.dk" },
    { type: "FIELD.CHANGED", field: "password", value: "Rider-Demo-2026!" },
    { type: "TERMS.CHANGED", accepted: true },
    { type: "SUBMIT" },
  ],
};

export { loginMachine };
