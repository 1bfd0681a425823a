// Password-reset machine: in `askingEmail` the user types an e-mail (FIELD.CHANGED) and SUBMITs;
// an invalid e-mail stays with its error key, a valid one goes to `sendingCode`, where
// `requestResetCode` asks the platform to mail a 6-digit code. Then `askingNewPassword` takes the
// code, the new password and its confirmation; SUBMIT checks the code (6 digits), the password
// rules and the confirmation (one error key per field) before `resetting` runs `resetPassword`.
// Success ends in `done` (password-reset.success); a platform error returns to
// `askingNewPassword` with its key (password-reset.error.*) on the field it concerns. CODE.RESEND
// sends a new code; BACK returns to the e-mail step. Editing a field clears that field's error;
// values are kept on every error.
import { assign, setup } from "xstate";
import { requestResetCode, resetPassword } from "./password-reset.actors";
import {
  EMPTY_PASSWORD_RESET,
  type PasswordResetField,
  type PasswordResetFieldErrors,
  type PasswordResetValues,
  passwordResetFailure,
  toResetPasswordRequest,
  validateNewPassword,
  validateResetEmail,
} from "@domain/auth/password-reset-form";

export interface PasswordResetContext {
  values: PasswordResetValues;
  fieldErrors: PasswordResetFieldErrors;
  formError: string | null;
}

export type PasswordResetEvent =
  | { type: "FIELD.CHANGED"; field: PasswordResetField; value: string }
  | { type: "SUBMIT" }
  | { type: "CODE.RESEND" }
  | { type: "BACK" };

export type PasswordResetInput = { email?: string } | undefined;

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: { requestResetCode, resetPassword },
  guards: {
    /** The code is only requested for something that looks like an e-mail. */
    emailIsValid: ({ context }) => Object.keys(validateResetEmail(context.values)).length === 0,
    /** The reset is only sent with a 6-digit code and an acceptable, confirmed password. */
    newPasswordIsValid: ({ context }) => Object.keys(validateNewPassword(context.values)).length === 0,
  },
  actions: {
    /** Typing in a field replaces its value and clears that field's error (and the form error). */
    changeField: assign(({ context }, params: { field: PasswordResetField; value: string }) => {
      const { [params.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [params.field]: params.value }, fieldErrors, formError: null };
    }),
    showEmailErrors: assign(({ context }) => ({ fieldErrors: validateResetEmail(context.values), formError: null })),
    showNewPasswordErrors: assign(({ context }) => ({ fieldErrors: validateNewPassword(context.values), formError: null })),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    showSendFailure: assign((_, params: { error: unknown }) => passwordResetFailure(params.error, "password-reset.error.send-code")),
    showResetFailure: assign((_, params: { error: unknown }) => passwordResetFailure(params.error, "password-reset.error.generic")),
  },
}).createMachine({
  id: "passwordReset",
  context: ({ input }) => ({
    values: { ...EMPTY_PASSWORD_RESET, email: input?.email ?? "" },
    fieldErrors: {},
    formError: null,
  }),
  initial: "askingEmail",
  states: {
    askingEmail: {
      on: {
        "FIELD.CHANGED": {
          actions: { type: "changeField", params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        SUBMIT: [{ guard: "emailIsValid", target: "sendingCode", actions: "clearErrors" }, { actions: "showEmailErrors" }],
      },
    },
    sendingCode: {
      tags: ["loading"],
      invoke: {
        id: "requestResetCode",
        src: "requestResetCode",
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: { target: "askingNewPassword" },
        onError: { target: "askingEmail", actions: { type: "showSendFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    askingNewPassword: {
      on: {
        "FIELD.CHANGED": {
          actions: { type: "changeField", params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        SUBMIT: [
          { guard: "newPasswordIsValid", target: "resetting", actions: "clearErrors" },
          { actions: "showNewPasswordErrors" },
        ],
        "CODE.RESEND": { target: "sendingCode", actions: "clearErrors" },
        BACK: { target: "askingEmail", actions: "clearErrors" },
      },
    },
    resetting: {
      tags: ["loading"],
      invoke: {
        id: "resetPassword",
        src: "resetPassword",
        input: ({ context }) => toResetPasswordRequest(context.values),
        onDone: { target: "done" },
        onError: {
          target: "askingNewPassword",
          actions: { type: "showResetFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: "final" },
  },
});
