// Effect signatures of the page-load flow. The composition root provides the real effects
// (loading a lazy route chunk, reloading the document); tests provide fakes.
import { fromPromise } from "xstate";

/** Loads the code of a lazy page; resolves when the page can render, rejects when the load failed. */
export const loadPage = fromPromise<void, { attempt: number; failedModule?: string | null }>(async () => {
  throw new Error("loadPage is not provided");
});

/** Reloads the whole application (the load-failure bar's close button). */
export const reloadApp = fromPromise<void, void>(async () => {
  throw new Error("reloadApp is not provided");
});
