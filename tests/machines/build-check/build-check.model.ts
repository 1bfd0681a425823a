// Model of the build-check machine for generated paths.
import { buildCheckMachine } from "@machines/build-check/build-check.machine";
import type { ModelOptions } from "../../support/model-paths";

export const buildCheckModel: ModelOptions = {
  input: { currentVersion: null },
  events: [
    { type: "xstate.done.actor.fetchManifest", output: { version: "build-1" } },
    { type: "xstate.done.actor.fetchManifest", output: { version: "build-2" } },
    { type: "xstate.error.actor.fetchManifest", error: new Error("offline") },
    { type: "xstate.done.actor.reloadPage" },
    { type: "xstate.error.actor.reloadPage", error: new Error("reload blocked") },
  ],
};

export { buildCheckMachine };
