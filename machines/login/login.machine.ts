// Login machine: the login form of the landing and connect pages (core section 2 "Login"), as the
// registration machine is for registering.
//
// `readingStoredTerms` reads whether the terms and the privacy policy were accepted before
// (`readTermsAccepted`; a failure counts as not accepted), then the form is `editing`:
// FIELD.CHANGED {field, value} keeps the e-mail or the password and clears that field's problem;
// TERMS.CHANGED {accepted} keeps the checkbox and clears its problem. SUBMIT checks the form with the
// domain's rules (src/domain/login.ts): with a problem, each one is shown on its field; without,
// the acceptance is remembered (named action `rememberTermsAccepted`, local storage) and
// `login.submitted` {email, password} is emitted (the root asks the session to log in; the session
// says how it went).
import { type LoginField, type LoginProblems, loginCredentials, loginProblems, type LoginValues } from "@domain/login";
import { assign, emit, setup } from "xstate";
import { readTermsAccepted } from "./login.actors";

export type LoginContext = LoginValues & { problems: LoginProblems };

export type LoginEvent =
  | { type: "FIELD.CHANGED"; field: "email" | "password"; value: string }
  | { type: "TERMS.CHANGED"; accepted: boolean }
  | { type: "SUBMIT" };

export type LoginEmitted = { type: "login.submitted"; email: string; password: string };

const without = (problems: LoginProblems, field: LoginField): LoginProblems => {
  if (!(field in problems)) return problems;
  const { [field]: _cleared, ...rest } = problems;
  return rest;
};

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
  },
  actors: { readTermsAccepted },
  guards: {
    /** Nothing to object to: the session may try. */
    formIsValid: ({ context }) => Object.keys(loginProblems(context)).length === 0,
  },
  actions: {
    acceptStoredTerms: assign((_, p: { accepted: boolean }) => ({ termsAccepted: p.accepted })),
    storeField: assign(({ context }, p: { field: "email" | "password"; value: string }) => ({
      [p.field]: p.value,
      problems: without(context.problems, p.field),
    })),
    storeTerms: assign(({ context }, p: { accepted: boolean }) => ({ termsAccepted: p.accepted, problems: without(context.problems, "terms") })),
    showProblems: assign(({ context }) => ({ problems: loginProblems(context) })),
    /** Writes the acceptance to local storage (provided at the composition root), so the box stays ticked next time. */
    rememberTermsAccepted: () => {},
    emitSubmitted: emit(({ context }) => ({ type: "login.submitted" as const, ...loginCredentials(context) })),
  },
}).createMachine({
  id: "login",
  context: { email: "", password: "", termsAccepted: false, problems: {} },
  initial: "readingStoredTerms",
  states: {
    readingStoredTerms: {
      invoke: {
        id: "readTermsAccepted",
        src: "readTermsAccepted",
        onDone: { target: "editing", actions: { type: "acceptStoredTerms", params: ({ event }) => ({ accepted: event.output }) } },
        onError: { target: "editing" },
      },
    },
    editing: {
      on: {
        "FIELD.CHANGED": { actions: { type: "storeField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        "TERMS.CHANGED": { actions: { type: "storeTerms", params: ({ event }) => ({ accepted: event.accepted }) } },
        SUBMIT: [
          { guard: "formIsValid", actions: [{ type: "showProblems" }, "rememberTermsAccepted", "emitSubmitted"] },
          { actions: "showProblems" },
        ],
      },
    },
  },
});
