// Model of the password-reset machine for generated paths: the e-mail is broken and repaired, the
// code is requested (success or failure), the new-password fields are filled one by one, the reset
// succeeds or the platform refuses the code; CODE.RESEND and BACK move between the steps.
import { passwordResetMachine } from "@machines/password-reset/password-reset.machine";
import type { ModelOptions } from "../../support/model-paths";

export const NEW_PASSWORD = "New-Pass-2026!";

export const passwordResetModel: ModelOptions = {
  input: { email: "owner@demo.dk" },
  events: [
    { type: "FIELD.CHANGED", field: "email", value: "not-an-email" },
    { type: "FIELD.CHANGED", field: "email", value: "owner@demo.dk" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.requestResetCode", output: { message: "password-reset.code-sent" } },
    { type: "xstate.error.actor.requestResetCode", error: { status: 0, translationKey: "error.network" } },
    { type: "FIELD.CHANGED", field: "code", value: "123456" },
    { type: "FIELD.CHANGED", field: "password", value: NEW_PASSWORD },
    { type: "FIELD.CHANGED", field: "passwordConfirmation", value: NEW_PASSWORD },
    { type: "xstate.done.actor.resetPassword", output: { message: "password-reset.success" } },
    { type: "xstate.error.actor.resetPassword", error: { status: 400, translationKey: "password-reset.error.code-invalid" } },
    { type: "CODE.RESEND" },
    { type: "BACK" },
  ],
};

export { passwordResetMachine };
