// Effect signatures of the login form. The composition root provides the real effect (reading the
// stored acceptance of the terms from local storage); tests provide fakes. Remembering the
// acceptance is the named action `rememberTermsAccepted` of the machine.
import { fromPromise } from "xstate";

/** Whether the terms and privacy policy were accepted before (local storage). */
export const readTermsAccepted = fromPromise<boolean, void>(async () => {
  throw new Error("readTermsAccepted is not provided");
});
