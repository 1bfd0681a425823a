// Effect signatures of the flags flow. The composition root provides the real calls
// (GET /flags/{region} and GET /flags-fallback.json, with the actor's abort signal) through
// `flagsMachine.provide({ actors })`; tests provide fakes.
import { fromPromise } from "xstate";

/** The flag provider of the region; output is the raw JSON answer ({flags: {...}} expected). */
export const fetchProviderFlags = fromPromise<unknown, { region: string }>(async () => {
  throw new Error("fetchProviderFlags is not provided");
});

/** The static fallback flags file; output is the raw JSON answer. */
export const fetchFallbackFlags = fromPromise<unknown, void>(async () => {
  throw new Error("fetchFallbackFlags is not provided");
});
