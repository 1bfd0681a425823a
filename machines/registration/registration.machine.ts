// Registration machine: the user fills the form in `editing` (FIELD.CHANGED, MODE.CHANGED between
// linking an existing vendor by code and creating one by name, TERMS.CHANGED); editing a field clears
// that field's error and the form error. SUBMIT runs the client-side checks first (e-mail pattern,
// vendor code or vendor name for the chosen mode, business name, mobile number, password rules and
// confirmation, terms accepted): any failure stays in `editing` with one error key per field.
// A valid form goes to `submitting`, where the `register` actor posts it. Success ends in
// `succeeded` (message registration.success: the verification link in the mail must be clicked
// within 24 hours). A platform error returns to `editing` with the key on its field (vendor code,
// e-mail, password, confirmation) or as the form error. Values are kept on every error.
import { assign, setup } from "xstate";
import { register } from "./registration.actors";
import {
  EMPTY_REGISTRATION,
  normalizeRegistrationInput,
  type RegistrationFieldErrors,
  type RegistrationMode,
  type RegistrationTextField,
  type RegistrationValues,
  registrationFailure,
  toRegisterRequest,
  validateRegistration,
} from "@domain/auth/registration-form";

export interface RegistrationContext {
  values: RegistrationValues;
  fieldErrors: RegistrationFieldErrors;
  /** A key for the whole form (registration.error.generic, error.network, …). */
  formError: string | null;
}

export type RegistrationEvent =
  | { type: "FIELD.CHANGED"; field: RegistrationTextField; value: string }
  | { type: "MODE.CHANGED"; mode: RegistrationMode }
  | { type: "TERMS.CHANGED"; accepted: boolean }
  | { type: "SUBMIT" };

export type RegistrationInput = { values?: Partial<RegistrationValues> } | undefined;

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: { register },
  guards: {
    /** Nothing is sent while a client-side check fails: the user gets every field's key at once. */
    formIsValid: ({ context }) => Object.keys(validateRegistration(context.values)).length === 0,
  },
  actions: {
    /** Typing in a field replaces its value and clears that field's error (and the form error). */
    changeField: assign(({ context }, params: { field: RegistrationTextField; value: string }) => {
      const { [params.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return {
        values: { ...context.values, [params.field]: normalizeRegistrationInput(params.field, params.value) },
        fieldErrors,
        formError: null,
      };
    }),
    /** Switching between vendor code and vendor name clears the errors of both identifiers. */
    changeMode: assign(({ context }, params: { mode: RegistrationMode }) => {
      const { vendorCode: _c, vendorName: _n, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, mode: params.mode }, fieldErrors, formError: null };
    }),
    changeTerms: assign(({ context }, params: { accepted: boolean }) => {
      const { termsAccepted: _t, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, termsAccepted: params.accepted }, fieldErrors, formError: null };
    }),
    showValidationErrors: assign(({ context }) => ({ fieldErrors: validateRegistration(context.values), formError: null })),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    /** Values stay as typed; only the errors change. */
    showPlatformError: assign((_, params: { error: unknown }) => registrationFailure(params.error)),
  },
}).createMachine({
  id: "registration",
  context: ({ input }) => ({
    values: { ...EMPTY_REGISTRATION, ...input?.values },
    fieldErrors: {},
    formError: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "FIELD.CHANGED": {
          actions: { type: "changeField", params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        "MODE.CHANGED": { actions: { type: "changeMode", params: ({ event }) => ({ mode: event.mode }) } },
        "TERMS.CHANGED": { actions: { type: "changeTerms", params: ({ event }) => ({ accepted: event.accepted }) } },
        SUBMIT: [{ guard: "formIsValid", target: "submitting", actions: "clearErrors" }, { actions: "showValidationErrors" }],
      },
    },
    submitting: {
      tags: ["loading"],
      invoke: {
        id: "register",
        src: "register",
        input: ({ context }) => toRegisterRequest(context.values),
        onDone: { target: "succeeded" },
        onError: { target: "editing", actions: { type: "showPlatformError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    succeeded: { type: "final" },
  },
});
