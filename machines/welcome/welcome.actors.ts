// Effect signatures of the welcome walkthrough: whether this browser has seen it, and remembering
// that it has (local storage, provided at the composition root); tests provide fakes.
import { fromPromise } from "xstate";

export const readWelcomeSeen = fromPromise<boolean, void>(async () => {
  throw new Error("readWelcomeSeen is not provided");
});

export const markWelcomeSeen = fromPromise<void, void>(async () => {
  throw new Error("markWelcomeSeen is not provided");
});
