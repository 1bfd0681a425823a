// Effect signatures of the build check. The composition root provides GET /asset-manifest.json
// (with a timestamp, and the actor's abort signal) and the page reload; tests provide fakes.
import { fromPromise } from "xstate";

export type Manifest = { version: string };

/** Reads the asset manifest of the deployed build. */
export const fetchManifest = fromPromise<Manifest, void>(async () => {
  throw new Error("fetchManifest is not provided");
});

/** Reloads the page so the new build is used. */
export const reloadPage = fromPromise<void, void>(async () => {
  throw new Error("reloadPage is not provided");
});
