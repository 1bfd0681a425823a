// Model of the flags machine for generated paths.
import { flagsMachine } from "@machines/flags/flags.machine";
import type { ModelOptions } from "../../support/model-paths";

export const PROVIDER_ANSWER = { flags: { guest_checkout: true, planned_maintenance: false, "bulk-order-upload": true } };
export const MAINTENANCE_ANSWER = { flags: { planned_maintenance: true } };
export const FALLBACK_ANSWER = { flags: { guest_checkout: true, helpcenter: false } };

export const flagsModel: ModelOptions = {
  input: { region: "eu" },
  events: [
    { type: "xstate.done.actor.fetchProviderFlags", output: PROVIDER_ANSWER },
    { type: "xstate.done.actor.fetchProviderFlags", output: "<html>not json</html>" },
    { type: "xstate.error.actor.fetchProviderFlags", error: new Error("HTTP 503") },
    { type: "xstate.done.actor.fetchFallbackFlags", output: FALLBACK_ANSWER },
    { type: "xstate.done.actor.fetchFallbackFlags", output: { nothing: true } },
    { type: "xstate.error.actor.fetchFallbackFlags", error: new Error("HTTP 404") },
    { type: "REFRESH" },
  ],
};

export { flagsMachine };
