// Model of the registration machine for generated paths. The form starts filled with valid values
// (machine input) so the model stays small: paths break and repair the e-mail, switch between the
// vendor-code and vendor-name modes, submit, and settle the `register` actor with success, a
// field error (e-mail already registered) or a form error (generic).
import { registrationMachine } from "@machines/registration/registration.machine";
import type { ModelOptions } from "../../support/model-paths";

export const VALID_REGISTRATION = {
  mode: "vendorCode" as const,
  email: "new@demo.dk",
  vendorCode: "DK-1000",
  vendorName: "Nørrebro Pizza",
  businessName: "Nørrebro Pizza ApS",
  mobileNumber: "+4512345678",
  password: "Rider-Demo-2026!",
  passwordConfirmation: "Rider-Demo-2026!",
  termsAccepted: true,
};

export const registrationModel: ModelOptions = {
  input: { values: VALID_REGISTRATION },
  events: [
    { type: "FIELD.CHANGED", field: "email", value: "not-an-email" },
    { type: "FIELD.CHANGED", field: "email", value: "new@demo.dk" },
    { type: "MODE.CHANGED", mode: "vendorName" },
    { type: "MODE.CHANGED", mode: "vendorCode" },
    { type: "TERMS.CHANGED", accepted: true },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.register", output: { message: "registration.success" } },
    {
      type: "xstate.error.actor.register",
      error: { status: 409, translationKey: "registration.error.email-registered", message: "This email is already registered" },
    },
    {
      type: "xstate.error.actor.register",
      error: { status: 400, translationKey: "registration.error.generic", message: "We were unable to create an account." },
    },
  ],
};

export { registrationMachine };
