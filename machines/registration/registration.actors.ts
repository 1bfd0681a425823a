// Effect signature of the registration flow. The composition root provides POST /identity/v1/register;
// tests provide fakes. A failure rejects with an error carrying the platform's `translationKey`
// (registration.error.*) and, for validation failures, `issues` [{path, message}].
import type { RegisterAnswer, RegisterRequest } from "@domain/contract";
import { fromPromise } from "xstate";

export const register = fromPromise<RegisterAnswer, RegisterRequest>(async () => {
  throw new Error("register is not provided");
});
